// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Header } from './Header.tsx'

afterEach(cleanup)

const navigation = {
  enabled: true,
  version: 1 as const,
  entries: [],
  external: null,
  logo: { logo: '/brand/aurelia.svg', homepage: '/', favicon: null },
}
// What the server sends for a cached page: rendered without the visitor's query (issue 11 §11).
const languages = [
  { code: 'en', current: true, href: '/about' },
  { code: 'ar', current: false, href: '/ar/about' },
]
const header = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Header navigation={navigation} languages={languages} siteName="Aurelia" />
  </MemoryRouter>
)

describe('the language switch (spec 1 §2 Header navigation)', () => {
  it.each([
    ['/about?utm_source=newsletter&trim=gt&gclid=1', '/ar/about?trim=gt'],
    ['/about?utm_campaign=spring', '/ar/about'],
    ['/about', '/ar/about'],
  ])('in the browser, %s links to %s (the query kept, tracking parameters dropped)', (url, expected) => {
    render(header(url))
    const link = screen.getByRole('link', { name: 'AR' })
    expect(link.getAttribute('href')).toBe(expected)
  })

  it('on the server links as the page was rendered, so a cached page never holds a visitor query', () => {
    const html = renderToString(header('/about?trim=gt'))
    expect(html).toContain('href="/ar/about"')
    expect(html).not.toContain('trim=gt')
  })
})
