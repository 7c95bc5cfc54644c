import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
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
    [true, 'loading="eager"'],
    [false, 'loading="lazy"'],
  ])('loads its image eagerly only among the first two blocks (eager=%s)', (eager, attribute) => {
    const html = render({ 'rdx-image': { id: 7, alt: 'A car' } }, eager)
    expect(html).toContain(attribute)
    expect(html).toContain('srcSet="/media/api/v2/images/7/w/640/h/360.jpg 640w')
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
})
