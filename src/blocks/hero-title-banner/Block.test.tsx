import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ImageFactsContext } from '~/ui/Image.tsx'
import type { FocalPoint } from '~/ui/image.ts'
import HeroTitleBanner from './Block.tsx'
import { heroTitleBanner } from './template.ts'

const render = (raw: unknown, eagerImages = true) => {
  const fields = heroTitleBanner.schema.parse(raw)
  const router = createMemoryRouter([
    { path: '/', element: <HeroTitleBanner fields={fields} groups={[]} context={{ index: 1, eagerImages }} /> },
  ])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('Hero Title Banner', () => {
  it('renders the heading at its level and size, in its colour theme', () => {
    const html = render({ heading: 'Aurelia E5', level: 'h1', header_size: 'title', box_color: 'black-theme' })
    expect(html).toMatch(/<h1 class="fc-heading fc-heading--title">Aurelia E5<\/h1>/)
    expect(html).toContain('black-theme')
  })

  it.each([
    ['primary', '<h2 class="fc-heading fc-heading--xl">'],
    ['secondary', '<h2 class="fc-heading fc-heading--xl fc-heading--secondary">'],
  ])('sets the title in its %s font (spec 2 §3.3 Title font)', (font, heading) => {
    expect(render({ heading: 'Aurelia E5', level: 'h2', header_font: font })).toContain(heading)
  })

  it.each([
    [true, 'loading="eager"'],
    [false, 'loading="lazy"'],
  ])('loads its image eagerly only among the first two blocks (eager=%s)', (eager, attribute) => {
    const html = render({ 'rdx-image': { id: 7, alt: 'A car' } }, eager)
    expect(html).toContain(attribute)
    expect(html).toContain('srcSet="/media/api/v2/images/7/w/640/h/360 640w')
    expect(html).toContain('alt="A car"')
  })

  it('renders an internal button through the router and an external one as a plain link', () => {
    expect(render({ button: { url: '/offers', link_text: 'See offers' } })).toMatch(/<a[^>]+href="\/offers"[^>]*>See offers<\/a>/)
    const external = render({ button: { url: 'https://example.com/', link_text: 'Club', type: 'external', target: '_blank' } })
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
  })

  it.each([[{ level: 'h7' }], [{ header_size: 'huge' }], [{ box_color: 'pink-theme' }], [{ heading: 5 }], [{ colour: 'red' }]])(
    'rejects %o',
    (raw) => {
      expect(heroTitleBanner.schema.safeParse(raw).success).toBe(false)
    },
  )

  describe('copy beside the picture, not over the car (ADR 052)', () => {
    const withFocal = (focal: FocalPoint | null, raw: Record<string, unknown> = {}) => {
      const fields = heroTitleBanner.schema.parse({ heading: 'Aurelia E7', 'rdx-image': { id: 7 }, ...raw })
      const facts = { 7: { width: 1920, height: 1080, alt: null, title: null, focal } }
      const router = createMemoryRouter([
        {
          path: '/',
          element: (
            <ImageFactsContext value={facts}>
              <HeroTitleBanner fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} />
            </ImageFactsContext>
          ),
        },
      ])
      return renderToStaticMarkup(<RouterProvider router={router} />)
    }

    it.each([
      ['a car on the right: copy on the left', { x: 70, y: 72 }, {}, 'left', '100% 50%'],
      ['a car on the left: copy on the right', { x: 30, y: 72 }, {}, 'right', '0% 50%'],
      ['the side the editor chose, whatever the picture', { x: 70, y: 72 }, { copy_side: 'right' }, 'right', '100% 50%'],
    ])('%s; on phones the car in the middle of the crop', (_, focal, raw, side, phone) => {
      const html = withFocal(focal, raw)
      expect(html).toContain(`data-copy-side="${side}"`)
      expect(html).toContain(`--fc-phone-position:${phone}`)
      expect(html).toContain(`object-position:var(--fc-object-position, ${focal.x}% ${focal.y}%)`)
    })

    it('keeps the copy where it was for a picture without a focal point', () => {
      expect(withFocal(null)).not.toContain('data-copy-side')
    })
  })
})
