import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HighPriorityImagesContext, Image, ImageFactsContext } from './Image.tsx'
import { coverPosition, type ImageFacts } from './image.ts'

const render = (library: Record<number, ImageFacts> | null, alt = '') =>
  renderToStaticMarkup(
    <ImageFactsContext value={library}>
      <Image id={5} alt={alt} eager={false} />
    </ImageFactsContext>,
  )
const wide: ImageFacts = { width: 1920, height: 1080, alt: 'Library alt', title: 'Library title' }

describe('Image (spec 2 §4 Images, spec 1 §5 alt text)', () => {
  it('serves the responsive set when the library has every expected width', () => {
    const html = render({ 5: wide })
    expect(html).toContain('srcSet="/media/api/v2/images/5/w/640/h/360 640w')
    expect(html).toContain('loading="lazy"')
  })

  it.each([
    ['an image narrower than the widest expected width', { 5: { ...wide, width: 1200 } }],
    ['an image missing from the library', {}],
  ])('falls back to the single 900x500 size for %s', (_, library) => {
    const html = render(library)
    expect(html).toContain('src="/media/api/v2/images/5/w/900/h/500"')
    expect(html).not.toContain('srcSet')
    expect(html).toContain('width="900" height="500"')
  })

  it.each([
    ["the editor's alt first", { 5: wide }, 'Editor alt', 'Editor alt'],
    ['then the library alt', { 5: wide }, '', 'Library alt'],
    ['then the library title', { 5: { ...wide, alt: ' ' } }, '', 'Library title'],
    ['none without facts', null, '', ''],
  ])('takes %s', (_, library, alt, expected) => {
    expect(render(library, alt)).toContain(`alt="${expected}"`)
  })

  it("keeps the library's focal point in view when cropped: its object-position", () => {
    expect(render({ 5: { ...wide, focal: { x: 70, y: 72 } } })).toContain('style="object-position:var(--fc-object-position, 70% 72%)"')
    expect(render({ 5: { ...wide, focal: { x: 50, y: 50 } } })).not.toContain('object-position')
    expect(render({ 5: { ...wide, focal: null } })).not.toContain('style=')
  })

  it.each([
    ["a car right of the middle, in a 4:3 box: the picture's right edge", { x: 71, y: 72 }, 4 / 3, '100% 50%'],
    ['a car left of the middle, in a 4:3 box', { x: 29, y: 72 }, 4 / 3, '0% 50%'],
    ['a subject near the middle, in a square', { x: 55, y: 50 }, 1, '61% 50%'],
    ['a low subject in a wide band', { x: 50, y: 72 }, 16 / 6.5, '50% 100%'],
  ])('centres the focal point in a box of known shape: %s', (_, focal, boxRatio, position) => {
    expect(coverPosition(focal, { width: 1920, height: 1080 }, boxRatio)).toBe(position)
  })

  it("names no format, so the delivery answers the browser's best (AVIF, WebP, else JPEG; ADR 061)", () => {
    const html = render({ 5: wide })
    expect(html).toContain('src="/media/api/v2/images/5/w/1600/h/900"')
    expect(html).not.toMatch(/\.(jpg|webp|avif)\b/)
    const cutOut = renderToStaticMarkup(<Image id={5} alt="" eager={false} format="webp" />)
    expect(cutOut).toContain('src="/media/api/v2/images/5/w/1600/h/900.webp"')
  })

  it("asks for high fetch priority only for an eager image in the page's first block (ADR 061)", () => {
    const eager = (high: boolean) =>
      renderToStaticMarkup(
        <HighPriorityImagesContext value={high}>
          <Image id={5} alt="" eager />
          <Image id={6} alt="" eager={false} />
        </HighPriorityImagesContext>,
      )
    const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? []
    expect(imgs(eager(true)).filter((img) => img.includes('fetchPriority="high"'))).toEqual([
      expect.stringMatching(/images\/5\/[^>]*loading="eager"/),
    ])
    expect(imgs(eager(false))[0]).toContain('loading="eager"')
    expect(eager(false)).not.toContain('fetchPriority')
  })

  it('decodes only the high-priority picture with the frame around it; the others asynchronously (ADR 061)', () => {
    const tags = renderToStaticMarkup(
      <HighPriorityImagesContext value={true}>
        <Image id={5} alt="" eager />
        <Image id={6} alt="" eager={false} />
      </HighPriorityImagesContext>,
    ).match(/<img [^>]*>/g)!
    expect(tags[0]).not.toContain('decoding')
    expect(tags[1]).toContain('decoding="async"')
    expect(renderToStaticMarkup(<Image id={7} alt="" eager />)).toContain('decoding="async"')
  })
})
