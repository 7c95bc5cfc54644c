// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import GalleryCarousel from './Block.tsx'
import { galleryCarousel } from './template.ts'

const images = (...alts: string[]) =>
  alts.map((alt, i) => galleryCarousel.groupSchema.parse({ image: { id: 1001 + i, alt }, description: `About ${alt}` }))
const gallery = (raw: unknown = {}, groups = images('E5', 'E7', 'GT'), eagerImages = true) => (
  <GalleryCarousel
    fields={galleryCarousel.schema.parse({ gallery_name: 'Aurelia GT', ...(raw as object) })}
    groups={groups}
    context={{ index: 4, eagerImages }}
  />
)
const viewer = () => document.querySelector('dialog')!
/** The viewer is the modal primitive: nothing is rendered while it is closed. */
const isOpen = () => document.querySelector('dialog')?.open === true
const shownImage = () => within(viewer()).getByRole('img').getAttribute('alt')

beforeAll(mockModalDialogs)
afterEach(cleanup)

describe('Gallery Carousel carousel view (spec 2 §3.3 carousel_view_options, ADR 164)', () => {
  const row = (html: string) => /<ul [^>]*class="([^"]*)"/.exec(html)![1]!.split(' ')
  it.each<[string, unknown, boolean]>([
    ['the default: images from the start of the row', {}, false],
    ['adjacent slides: an image in the middle, its neighbours peeking in', { carousel_view_options: 'adjacent_slides' }, true],
  ])('%s', (_, fields, adjacent) => {
    expect(row(renderToStaticMarkup(gallery(fields))).includes('fc-scroll-row--adjacent')).toBe(adjacent)
  })
  it('takes only the catalogue values', () => {
    expect(galleryCarousel.schema.parse({}).carousel_view_options).toBe('')
    expect(galleryCarousel.schema.safeParse({ carousel_view_options: 'centre' }).success).toBe(false)
  })
})

describe('Gallery Carousel (spec 2 §3.7)', () => {
  it('renders the gallery name and a row of images that open the viewer, with the viewer closed', () => {
    const html = renderToStaticMarkup(gallery())
    expect(html).toContain('aria-label="Aurelia GT"')
    expect(html).toMatch(/<h2 class="[^"]*">Aurelia GT<\/h2>/)
    expect(html.match(/<button type="button"[^>]*aria-label="Open image \d of 3: [^"]+"/g)).toHaveLength(3)
    expect(html).not.toContain('<dialog') // the viewer renders nothing while closed
    expect(html).not.toContain('facebook.com')
  })

  it('loads the first images eagerly only among the first two blocks', () => {
    expect(renderToStaticMarkup(gallery({}, images('A', 'B', 'C', 'D'))).match(/loading="eager"/g)).toHaveLength(3)
    expect(renderToStaticMarkup(gallery({}, images('A', 'B'), false))).not.toContain('loading="eager"')
  })

  it('opens the image in the full-screen viewer with its description, and closes it', () => {
    render(gallery())
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3: E7' }))
    expect(isOpen()).toBe(true)
    expect(shownImage()).toBe('E7')
    expect(viewer().querySelector('figcaption')?.textContent).toBe('About E7')
    expect(viewer().querySelector('[aria-live="polite"]')?.textContent).toBe('2 / 3')
    expect(screen.getByRole('dialog', { name: 'Aurelia GT' })).toBe(viewer()) // titled by the gallery name
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Close' }))
    expect(isOpen()).toBe(false)
  })

  it('steps through the images with previous/next and the arrow keys, wrapping round', () => {
    render(gallery())
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3 of 3: GT' }))
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next image' }))
    expect(shownImage()).toBe('E5')
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Previous image' }))
    expect(shownImage()).toBe('GT')
    fireEvent.keyDown(within(viewer()).getByRole('button', { name: 'Close' }), { key: 'ArrowLeft' })
    expect(shownImage()).toBe('E7')
    fireEvent.keyDown(within(viewer()).getByRole('button', { name: 'Close' }), { key: 'ArrowRight' })
    expect(shownImage()).toBe('GT')
  })

  it("closes on Escape (the dialog's close event)", () => {
    render(gallery())
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3: E5' }))
    act(() => viewer().close())
    expect(isOpen()).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3: E5' }))
    expect(isOpen()).toBe(true)
  })

  it('shares the current page on Facebook and Twitter through links only', () => {
    render(gallery())
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3: E5' }))
    const page = encodeURIComponent(window.location.href)
    const facebook = within(viewer()).getByRole('link', { name: 'Share on Facebook' })
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`)
    expect(facebook.getAttribute('target')).toBe('_blank')
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(viewer()).getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${page}`,
    )
    cleanup()
    render(gallery({ fb_link: '', tw_link: '' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3: E5' }))
    expect(within(viewer()).queryByRole('link')).toBeNull()
  })

  it('offers the wallpaper download only with can_download_wallpaper', () => {
    render(gallery({ can_download_wallpaper: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3: E7' }))
    const download = within(viewer()).getByRole('link', { name: 'Download wallpaper' })
    expect(download.getAttribute('href')).toBe('/media/api/v2/images/1002/w/1920.jpg')
    expect(download.getAttribute('download')).toBe('aurelia-gt-2.jpg')
    cleanup()
    render(gallery())
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3: E7' }))
    expect(within(viewer()).queryByRole('link', { name: 'Download wallpaper' })).toBeNull()
  })

  it("uses the editor's labels; the categories button closes the viewer and goes to the categories", () => {
    const categories = document.createElement('div')
    categories.dataset.template = 'gallery-categories'
    categories.scrollIntoView = vi.fn()
    document.body.append(categories)
    render(gallery({ close_button: 'Schließen', categories_button: 'Alle Kategorien' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 3: E5' }))
    expect(
      within(viewer().querySelector('header')!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alle Kategorien', 'Schließen'])
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Alle Kategorien' }))
    expect(isOpen()).toBe(false)
    expect(categories.scrollIntoView).toHaveBeenCalled()
    categories.remove()
  })

  it('has no previous/next with a single image, and renders nothing without images', () => {
    render(gallery({}, images('Only')))
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 1: Only' }))
    expect(within(viewer()).queryByRole('button', { name: /Previous|Next/ })).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(gallery({}, [galleryCarousel.groupSchema.parse({ image: null })]))).toBe('')
  })

  it('applies the defaults and the 40-image limit, and rejects bad values', () => {
    expect(galleryCarousel.schema.parse({})).toEqual({
      block_scroll_id: '',
      gallery_name: '',
      can_download_wallpaper: false,
      fb_link: 'Share on Facebook',
      tw_link: 'Share on Twitter',
      categories_button: 'Categories',
      close_button: 'Close',
      carousel_view_options: '',
    })
    expect(galleryCarousel.groupSchema.parse({})).toEqual({ image: { id: 24735 }, description: '' })
    expect(galleryCarousel.max_field_groups).toBe(40)
    expect(galleryCarousel.schema.safeParse({ can_download_wallpaper: 'yes' }).success).toBe(false)
    expect(galleryCarousel.groupSchema.safeParse({ image: { id: 0 } }).success).toBe(false)
  })
})
