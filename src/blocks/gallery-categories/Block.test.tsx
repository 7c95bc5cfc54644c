// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importWithGroups, inRouter } from '~/test/blocks.tsx'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import GalleryCategories from './Block.tsx'
import { galleryCategories } from './template.ts'

const categories = (...names: string[]) =>
  names.map((name, i) =>
    galleryCategories.groupSchema.parse({
      category_name: name,
      images_quantity: `${12 + i} images`,
      image: { id: 1001 + i, alt: `${name} cover` },
      'rdx-links': [{ url: `#gallery-${name.toLowerCase()}`, type: 'external', link_text: `See all ${name.toLowerCase()} images` }],
    }),
  )
const block = (raw: unknown = {}, groups = categories('Exterior', 'Interior', 'Design'), eagerImages = true) =>
  inRouter(
    <GalleryCategories
      fields={galleryCategories.schema.parse({ gallery_name: 'Aurelia E7 gallery', ...(raw as object) })}
      groups={groups}
      context={{ index: 5, eagerImages }}
    />,
  )
const viewer = () => document.querySelector('dialog')!
/** The viewer is the modal primitive: nothing is rendered while it is closed. */
const isOpen = () => document.querySelector('dialog')?.open === true
const open = (category: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${category}`) }))

beforeAll(mockModalDialogs)
afterEach(cleanup)

describe('Gallery Categories (spec 2 §3.7)', () => {
  it('renders the gallery name and a tile per category with its cover, name and number of images, the viewer closed', () => {
    const html = renderToStaticMarkup(block())
    expect(html).toMatch(/<h2 class="[^"]*">Aurelia E7 gallery<\/h2>/)
    expect(html.match(/<button type="button"[^>]*aria-haspopup="dialog"/g)).toHaveLength(3)
    expect(html).toContain('Exterior</span><span class="')
    expect(html).toContain('12 images')
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1001\/w\/1600\/h\/900"/)
    expect(html).not.toContain('<dialog') // the viewer renders nothing while closed
  })

  it('loads the covers eagerly only among the first two blocks', () => {
    expect(renderToStaticMarkup(block()).match(/loading="eager"/g)).toHaveLength(3)
    expect(renderToStaticMarkup(block({}, categories('A'), false))).not.toContain('loading="eager"')
  })

  it('opens a category in the gallery viewer: its image, name, number of images and links', () => {
    render(block())
    open('Interior')
    expect(isOpen()).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Aurelia E7 gallery' })).toBe(viewer()) // titled by the gallery name
    expect(within(viewer()).getByRole('img').getAttribute('alt')).toBe('Interior cover')
    expect(within(viewer()).getByText('Interior').tagName).toBe('STRONG')
    expect(within(viewer()).getByText('Interior').nextElementSibling?.textContent).toBe('13 images') // its own number
    expect(viewer().querySelector('[aria-live="polite"]')?.textContent).toBe('2 / 3')
    expect(within(viewer()).getByRole('link', { name: 'See all interior images' }).getAttribute('href')).toBe('#gallery-interior')
  })

  it('steps through the categories with previous/next, wrapping round', () => {
    render(block())
    open('Design')
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next image' }))
    expect(within(viewer()).getByRole('img').getAttribute('alt')).toBe('Exterior cover')
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Previous image' }))
    expect(within(viewer()).getByRole('img').getAttribute('alt')).toBe('Design cover')
  })

  it("closes with the editor's close button label, and when the visitor follows a category's link", () => {
    render(block({ close_button: 'إغلاق' }))
    open('Exterior')
    fireEvent.click(within(viewer()).getByRole('button', { name: 'إغلاق' }))
    expect(isOpen()).toBe(false)
    open('Exterior')
    fireEvent.click(within(viewer()).getByRole('link', { name: 'See all exterior images' }))
    expect(isOpen()).toBe(false)
  })

  it.each([
    [true, true, ['Share on Facebook', 'Share on Twitter']],
    [true, false, ['Share on Facebook']],
    [false, true, ['Share on Twitter']],
    [false, false, []],
  ])('has_fb_button %s, has_tw_button %s: share links %j for the page', (has_fb_button, has_tw_button, expected) => {
    render(block({ has_fb_button, has_tw_button }))
    open('Exterior')
    const shares = within(viewer()).queryAllByRole('link', { name: /^Share on/ })
    expect(shares.map((link) => link.textContent)).toEqual(expected)
    const page = encodeURIComponent(window.location.href)
    for (const link of shares) {
      expect(link.getAttribute('href')).toContain(page)
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    }
  })

  it('leaves out categories without an image, and renders nothing without any', () => {
    const [withImage] = categories('Exterior')
    render(block({}, [withImage!, galleryCategories.groupSchema.parse({ category_name: 'Empty', image: null })]))
    expect(screen.getAllByRole('button')).toHaveLength(1)
    cleanup()
    expect(renderToStaticMarkup(block({}, []))).toBe('')
  })

  it('applies the defaults and the 4-category limit, and rejects bad values', () => {
    expect(galleryCategories.schema.parse({})).toEqual({
      block_scroll_id: '',
      gallery_name: '',
      has_fb_button: true,
      has_tw_button: true,
      close_button: 'Close',
    })
    expect(galleryCategories.groupSchema.parse({})).toEqual({
      category_name: '',
      images_quantity: '',
      image: { id: 24735 },
      'rdx-links': [],
    })
    expect(galleryCategories.max_field_groups).toBe(4)
    expect([importWithGroups('gallery-categories', 4).ok, importWithGroups('gallery-categories', 5).ok]).toEqual([true, false])
    expect(galleryCategories.schema.safeParse({ has_fb_button: 'yes' }).success).toBe(false)
    expect(galleryCategories.groupSchema.safeParse({ image: { id: 0 } }).success).toBe(false)
    expect(galleryCategories.groupSchema.safeParse({ images_quantity: 12 }).success).toBe(false)
  })
})
