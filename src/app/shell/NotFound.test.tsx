import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NotFound } from './NotFound.tsx'

describe('404 page (spec 1 §2)', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['/ar', '/ar'],
  ])('leads back to the home of its market (base path %j → %s)', (home, href) => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NotFound content={{}} home={home} />
      </MemoryRouter>,
    )
    expect(html).toMatch(new RegExp(`<a class="fc-cta" href="${href}"[^>]*>Back to home</a>`))
  })
})
