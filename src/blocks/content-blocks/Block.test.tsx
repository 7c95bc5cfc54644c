// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { LinkResolutionContext } from '~/ui/link-resolution.ts'
import { VideoModalHost } from '~/ui/VideoModal.tsx'
import ContentBlocks from './Block.tsx'
import { contentBlocks } from './template.ts'

const FILM = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const item = (title: string, extra: Record<string, unknown> = {}) => ({
  image: { id: 1001, alt: `${title} image` },
  title,
  text: `<p>About ${title}.</p>`,
  link: { url: `/${title.toLowerCase().replaceAll(' ', '-')}`, link_text: `More on ${title}` },
  ...extra,
})
const tree = (raw: unknown = {}, groups: unknown[] = [item('Range'), item('Charging')], eagerImages = true) => {
  const element: ReactNode = (
    <VideoModalHost>
      <ContentBlocks
        fields={contentBlocks.schema.parse(raw)}
        groups={groups.map((g) => contentBlocks.groupSchema.parse(g))}
        context={{ index: 1, eagerImages }}
      />
    </VideoModalHost>
  )
  return <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
}
const html = (...args: Parameters<typeof tree>) => renderToStaticMarkup(tree(...args))

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one to open.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

describe('Content Blocks (spec 2 §3.6)', () => {
  it('renders each block: image, title, text and link, in the colour theme', () => {
    const markup = html({ box_color: 'grey-theme' })
    expect(markup).toMatch(/<section class="[^"]* grey-theme">/)
    expect(markup.match(/<li /g)).toHaveLength(2)
    expect(markup).toMatch(
      /<img [^>]*alt="Range image"[^>]*>(<\/div>)?<h3 class="fc-heading fc-heading--s[^"]*">Range<\/h3><div class="[^"]*fc-prose"><p>About Range.<\/p><\/div>/,
    )
    expect(markup).toMatch(/<a class="[^"]*primary[^"]*" href="\/range"[^>]*>More on Range<\/a>/)
  })

  it('links the image to a page through the router, or to another site in its target', () => {
    const markup = html({}, [
      item('Range', { 'image-link': { url: '/range' } }),
      item('Club', { 'image-link': { url: 'https://club.example.com/', type: 'external', target: '_blank' } }),
      item('Plain'),
    ])
    expect(markup).toMatch(/<a class="[^"]*media[^"]*" href="\/range"[^>]*><img [^>]*alt="Range image"/)
    expect(markup).toMatch(/<a class="[^"]*media[^"]*" href="https:\/\/club.example.com\/" target="_blank" rel="noopener noreferrer"><img/)
    expect(markup).toMatch(/<div class="[^"]*media[^"]*"><img [^>]*alt="Plain image"/)
  })

  it("resolves a predefined link's '{lang}' in the image link, as in the block's own link (ADR 170)", () => {
    const groups = [item('Offers', { 'image-link': { url: '/{lang}/offers' }, link: { url: '/{lang}/offers', link_text: 'Offers' } })]
    const markup = renderToStaticMarkup(
      <LinkResolutionContext value={{ lang: 'ar', predefinedUrls: ['/{lang}/offers'], passThrough: [], search: null }}>
        {tree({}, groups)}
      </LinkResolutionContext>,
    )
    expect(markup).toMatch(/<a class="[^"]*media[^"]*" href="\/ar\/offers"[^>]*><img/)
    expect(markup).toMatch(/<a class="[^"]*primary[^"]*" href="\/ar\/offers"/)
    expect(markup).not.toContain('{lang}')
  })

  it('opens a video image-link in the shared video modal with the video header and description, a plain link without JS', async () => {
    const groups = [
      item('Film', {
        'image-link': { url: FILM, type: 'external' },
        video_header: 'The E7 at night',
        video_description: 'Two minutes in the city.',
      }),
    ]
    expect(html({}, groups)).toMatch(
      new RegExp(`<a class="[^"]*media[^"]*" href="${FILM.replace(/[?.]/g, '\\$&')}" aria-haspopup="dialog">`),
    )
    render(tree({}, groups))
    fireEvent.click(screen.getByRole('link', { name: 'Film image Play video' }))
    // The dialog is a chunk of its own, loaded on first use.
    const dialog = await screen.findByRole('dialog', { name: 'The E7 at night' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(screen.getByText('Two minutes in the city.').closest('dialog')).toBe(dialog)
  })

  it('opens a video link in the modal too, headed by the title without a video header', async () => {
    render(tree({}, [item('Walkaround', { link: { url: '/media/films/walkaround.mp4', type: 'file', link_text: 'Watch' } })]))
    fireEvent.click(screen.getByRole('link', { name: 'Watch' }))
    expect((await screen.findByRole('dialog', { name: 'Walkaround' })).querySelector('video')?.getAttribute('src')).toBe(
      '/media/films/walkaround.mp4',
    )
  })

  it('leaves out links spec 2 §4 would not show', () => {
    const markup = html({}, [item('Range', { link: { url: '/range' } })])
    expect(markup).not.toContain('href="/range"')
  })

  it.each([
    [{}, false],
    [{ 'mobile-slider': true }, true],
  ])('with %o makes the blocks a sideways slider on phones: %s', (raw, slider) => {
    expect(/<ul class="[^"]*_slider_/.test(html(raw))).toBe(slider)
  })

  it.each([
    [{}, true],
    [{ align_cta_items: false }, false],
  ])('with %o aligns the links at the foot of a row: %s', (raw, aligned) => {
    expect(/<ul class="[^"]*_alignCta_/.test(html(raw))).toBe(aligned)
  })

  it.each([
    [1, 'cols-1'],
    [3, 'cols-3'],
    [4, 'cols-4'],
    [9, 'cols-4'],
  ])('lays %i blocks out up to 4 per row (%s)', (count, layout) => {
    const markup = html(
      {},
      Array.from({ length: count }, (_, i) => item(`Item ${i}`)),
    )
    expect(markup).toMatch(new RegExp(`<ul class="[^"]*_${layout}_`))
    expect(markup.match(/<li /g)).toHaveLength(count)
  })

  it("loads the first row's images eagerly only among the first two blocks", () => {
    const groups = Array.from({ length: 6 }, (_, i) => item(`Item ${i}`))
    expect(html({}, groups).match(/loading="eager"/g)).toHaveLength(4)
    expect(html({}, groups, false)).not.toContain('loading="eager"')
  })

  it('leaves out empty blocks, and renders nothing without any', () => {
    expect(html({}, [{ video_header: 'No film' }, item('Range')]).match(/<li /g)).toHaveLength(1)
    expect(html({}, [])).toBe('')
  })

  it('applies the defaults and the limit of 1000 blocks (spec 2 §9), and rejects bad values', () => {
    expect(contentBlocks.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      'mobile-slider': false,
      align_cta_items: true,
    })
    expect(contentBlocks.groupSchema.parse({})).toEqual({
      image: null,
      'image-link': null,
      video_header: '',
      video_description: '',
      title: '',
      text: '',
      link: null,
    })
    expect(contentBlocks.groupHtmlFields).toEqual(['text'])
    expect(contentBlocks.schema.safeParse({ 'mobile-slider': 'yes' }).success).toBe(false)
    expect(contentBlocks.groupSchema.safeParse({ 'image-link': { url: '/contact', type: 'form' } }).success).toBe(false)
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/c',
            title: 'C',
            blocks: [{ template: 'content-blocks', fields: {}, groups: Array.from({ length: count }, () => ({ title: 'Block' })) }],
          },
        ],
      })
    expect(page(1000).ok).toBe(true)
    expect(page(1001)).toMatchObject({ ok: false, errors: [expect.stringContaining('pages[0].blocks[0].groups')] })
    expect(contentBlocks.max_field_groups).toBe(1000)
  })
})
