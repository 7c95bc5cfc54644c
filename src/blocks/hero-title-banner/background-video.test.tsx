// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockIntersectionObserver, scrollIntoView, scrollOutOfView } from '~/test/browser-mocks.ts'
import { inRouter, mockReducedMotion } from '~/test/blocks.tsx'
import HeroTitleBannerTall from '../hero-title-banner-tall/Block.tsx'
import { heroTitleBannerTall } from '../hero-title-banner-tall/template.ts'
import HeroTitleBanner from './Block.tsx'
import { heroTitleBanner } from './template.ts'

const VIDEO = '/videos/e7-coast.mp4'
const banner = (raw: Record<string, unknown> = {}) =>
  inRouter(
    <HeroTitleBanner
      fields={heroTitleBanner.schema.parse({ heading: 'Aurelia E7', 'rdx-image': { id: 7, alt: 'An E7 on a coast road' }, ...raw })}
      groups={[]}
      context={{ index: 1, eagerImages: true }}
    />,
  )
const video = () => document.querySelector('video')

let play: ReturnType<typeof vi.fn>
let pause: ReturnType<typeof vi.fn>
beforeEach(() => {
  play = vi.fn(() => Promise.resolve())
  pause = vi.fn()
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play']
  HTMLMediaElement.prototype.pause = pause as unknown as HTMLMediaElement['pause']
  mockReducedMotion(false)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** spec 2 §3.3 Native video background on the hero banners (ADR 162). */
describe('Hero Title Banner native video background', () => {
  it('is a field of both banners, labelled as the catalogue has it, that takes only an MP4 or WebM file', () => {
    for (const template of [heroTitleBanner, heroTitleBannerTall]) {
      expect(template.fields.find((f) => f.symbol === 'native_video_background')?.label).toBe('Native video background')
      expect(template.schema.parse({}).native_video_background).toBe('')
      expect(template.schema.safeParse({ native_video_background: VIDEO }).success).toBe(true)
      expect(template.schema.safeParse({ native_video_background: 'https://cdn.example.com/e7.webm' }).success).toBe(true)
      expect(template.schema.safeParse({ native_video_background: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).success).toBe(false)
      expect(template.schema.safeParse({ native_video_background: 'http://cdn.example.com/e7.mp4' }).success).toBe(false)
    }
  })

  it("keeps the image in the server's HTML: the first paint and visitors without script see the picture", () => {
    const html = renderToStaticMarkup(banner({ native_video_background: VIDEO }))
    expect(html).not.toContain('<video')
    expect(html).toContain('alt="An E7 on a coast road"')
  })

  it('plays the video muted, looping and inline over the picture, its poster, with a pause button (WCAG 2.2.2)', async () => {
    render(banner({ native_video_background: VIDEO }))
    // The player's code loads once the page is in the browser, and only on a hero with a video.
    await screen.findByRole('button', { name: 'Pause' })
    const player = video()!
    expect(player.getAttribute('src')).toBe(VIDEO)
    expect(player.muted).toBe(true)
    expect(player.loop).toBe(true)
    expect(player.hasAttribute('playsinline')).toBe(true)
    expect(player.autoplay).toBe(true)
    expect(player.controls).toBe(false)
    expect(player.getAttribute('poster')).toBe('/media/api/v2/images/7/w/1600/h/900')
    expect(player.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('img', { name: 'An E7 on a coast road' })).toBeTruthy()
    // Playing starts in the player's effect, which may run after the commit that drew the button.
    await waitFor(() => expect(play).toHaveBeenCalled())

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(pause).toHaveBeenCalled()
    expect(player.dataset.playing).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(player.dataset.playing).toBe('true')
  })

  it('stays still for visitors who prefer reduced motion until they press play', async () => {
    mockReducedMotion(true)
    render(banner({ native_video_background: VIDEO }))
    await screen.findByRole('button', { name: 'Play' })
    expect(video()!.autoplay).toBe(false)
    expect(play).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy()
  })

  it('rests while scrolled out of sight and goes on when it comes back; a visitor’s pause holds', async () => {
    mockIntersectionObserver()
    render(banner({ native_video_background: VIDEO }))
    await screen.findByRole('button', { name: 'Pause' })
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1))
    scrollOutOfView()
    expect(pause).toHaveBeenCalledTimes(1)
    // Still the visitor's choice: the button offers to pause, not to play.
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy()
    scrollIntoView()
    expect(play).toHaveBeenCalledTimes(2)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    scrollOutOfView()
    scrollIntoView()
    expect(play).toHaveBeenCalledTimes(2)
  })

  it('shows no video, nor its button, without a playable file', () => {
    render(banner({ native_video_background: '' }))
    expect(video()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
  })

  it('plays on the tall banner too', async () => {
    render(
      inRouter(
        <HeroTitleBannerTall
          fields={heroTitleBannerTall.schema.parse({ 'rdx-image': { id: 7 }, native_video_background: VIDEO })}
          groups={[]}
          context={{ index: 1, eagerImages: true }}
        />,
      ),
    )
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy()
    expect(video()!.getAttribute('src')).toBe(VIDEO)
  })
})
