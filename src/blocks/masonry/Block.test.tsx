// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import Masonry from './Block.tsx'
import { masonry } from './template.ts'

const content = {
  heading: 'Made for the mountains',
  paragraph: '<p>Three days in the Alps with the Vantor Summit.</p>',
  'rdx-button': { type: 'internal', url: '/models/vantor-summit', link_text: 'Discover the Summit' },
  yt: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  image_video_placeholder: { id: 1007, alt: 'Vantor Summit on a snowy pass' },
  image_1: { id: 1006, alt: 'Ridge on a mountain track' },
  image_2: { id: 1008, alt: 'A Vantor in the forest' },
  image_3: { id: 1012, alt: 'A coast road' },
}
const block = (raw: Record<string, unknown> = {}) => (
  <Masonry fields={masonry.schema.parse({ ...content, ...raw })} groups={[]} context={{ index: 4, eagerImages: false }} />
)
const routed = (raw: Record<string, unknown> = {}) => <RouterProvider router={createMemoryRouter([{ path: '/', element: block(raw) }])} />
const html = (raw: Record<string, unknown> = {}) => renderToStaticMarkup(routed(raw))

afterEach(cleanup)

describe('Masonry (spec 2 §3.8)', () => {
  it('renders the title, text, button, three images and the video cover, with no player and no video address', () => {
    const markup = html()
    expect(markup).toContain('Made for the mountains')
    expect(markup).toContain('<p>Three days in the Alps with the Vantor Summit.</p>')
    expect(markup).toContain('Discover the Summit')
    for (const alt of ['Ridge on a mountain track', 'A Vantor in the forest', 'A coast road', 'Vantor Summit on a snowy pass'])
      expect(markup).toContain(`alt="${alt}"`)
    expect(markup).toContain('aria-label="Play video"')
    expect(markup).not.toMatch(/<iframe|<video/)
    expect(markup).not.toContain('youtube')
  })

  it.each([
    ['video-top', 'videoTop'],
    ['video-bottom', 'videoBottom'],
  ])('places the video by img_video_grid (%s)', (grid, className) => {
    expect(html({ img_video_grid: grid })).toMatch(new RegExp(`class="[^"]*grid[^"]*${className}`))
  })

  it.each([['dark-theme'], ['light-theme']])('colours the play button by video_ui_theme (%s)', (theme) => {
    expect(html({ video_ui_theme: theme })).toContain(`data-ui="${theme}"`)
  })

  it('loads the privacy-enhanced player only when play is pressed, and focuses it', () => {
    render(routed())
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
    const player = document.querySelector('iframe')!
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull()
    expect(screen.queryByAltText('Vantor Summit on a snowy pass')).toBeNull()
  })

  it('with disable_autoplay the player opens paused', () => {
    render(routed({ disable_autoplay: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
    expect(document.querySelector('iframe')!.getAttribute('src')).toContain('autoplay=0')
  })

  it('plays a video file in the browser player', () => {
    render(routed({ yt: '/media/films/summit.mp4' }))
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
    const video = document.querySelector('video')!
    expect(video.getAttribute('src')).toBe('/media/films/summit.mp4')
    expect(video.autoplay).toBe(true)
    expect(video.controls).toBe(true)
  })

  it('offers any other address as a link, and shows only the cover without a video', () => {
    const link = html({ yt: 'https://films.example.com/summit' })
    expect(link).toMatch(/<a[^>]*href="https:\/\/films.example.com\/summit"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/)
    expect(link).not.toContain('Play video')
    const none = html({ yt: '' })
    expect(none).toContain('alt="Vantor Summit on a snowy pass"')
    expect(none).not.toMatch(/Play video|Watch the video/)
    expect(html({ yt: '', image_video_placeholder: null })).not.toContain('data-ui')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(masonry.schema.parse({})).toMatchObject({
      video_ui_theme: 'dark-theme',
      img_video_grid: 'video-top',
      disable_autoplay: false,
      yt: '',
      header_tag: 'h2',
      image_video_placeholder: null,
      image_1: null,
      image_2: null,
      image_3: null,
      'rdx-button': null,
    })
    expect(masonry.schema.safeParse({ img_video_grid: 'video-left' }).success).toBe(false)
    expect(masonry.schema.safeParse({ video: 'https://youtu.be/x' }).success).toBe(false)
  })
})
