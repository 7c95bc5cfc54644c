// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { NavEntry } from '~/content/schemas.ts'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { Header } from './Header.tsx'

afterEach(cleanup)

const navigation = {
  enabled: true,
  version: 1 as const,
  entries: [],
  external: null,
  logo: { logo: '/brand/aurelia.svg', homepage: '/', favicon: null },
}
// What the server sends for a cached page: rendered without the visitor's query.
const languages = [
  { code: 'en', current: true, samePage: true, href: '/about' },
  { code: 'ar', current: false, samePage: true, href: '/ar/about' },
]
const header = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Header navigation={navigation} languages={languages} siteName="Aurelia" texts={namespaceTexts('shell', { language: 'en' })} />
  </MemoryRouter>
)

describe("the header's own texts (ADR 091)", () => {
  it("name the logo, menu button and landmarks in the market's language", () => {
    render(
      <MemoryRouter initialEntries={['/ar']}>
        <Header navigation={navigation} languages={languages} siteName="أوريليا" texts={namespaceTexts('shell', { language: 'ar' })} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لـ أوريليا' })).toBeTruthy()
    // jsdom has no media queries; the open menu asks whether the window is wide.
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia
    const button = screen.getByRole('button', { name: 'القائمة' })
    fireEvent.click(button)
    expect(button.textContent).toBe('إغلاق القائمة')
    expect(screen.getByRole('navigation', { name: 'الرئيسية' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'اللغة' })).toBeTruthy()
  })
})

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

  // ADR 126: a showroom's switch leads to another page (the same VIN, or the model's listing): its own query stays.
  it("keeps the other market's own target, not this page's query, when it is another page", () => {
    const showroom = [languages[0]!, { code: 'ar', current: false, samePage: false, href: '/ar/stock?models=Aurelia+E7' }]
    render(
      <MemoryRouter initialEntries={['/showroom/new-e7-3?list=x']}>
        <Header navigation={navigation} languages={showroom} siteName="Aurelia" texts={namespaceTexts('shell', { language: 'en' })} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'AR' }).getAttribute('href')).toBe('/ar/stock?models=Aurelia+E7')
  })

  it('on the server links as the page was rendered, so a cached page never holds a visitor query', () => {
    const html = renderToString(header('/about?trim=gt'))
    expect(html).toContain('href="/ar/about"')
    expect(html).not.toContain('trim=gt')
  })
})

describe('a dropdown of the main navigation (WCAG 1.4.13)', () => {
  const entry = (id: number, label: string, children: NavEntry[] = []): NavEntry => ({
    id,
    label,
    url: `/${label.toLowerCase()}`,
    target: '_self' as const,
    children,
  })
  const withDropdown = (
    <MemoryRouter initialEntries={['/about']}>
      <Header
        navigation={{ ...navigation, entries: [entry(1, 'Models', [entry(2, 'E5'), entry(3, 'E7')]), entry(4, 'About')] }}
        languages={languages}
        siteName="Aurelia"
        texts={namespaceTexts('shell', { language: 'en' })}
      />
    </MemoryRouter>
  )

  it('closes on Escape with focus back on its entry, and is offered again once focus has left it', () => {
    render(withDropdown)
    const item = screen.getByRole('link', { name: 'Models' }).closest('li')!
    screen.getByRole('link', { name: 'E7' }).focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(item.hasAttribute('data-dismissed')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Models' }))
    act(() => screen.getByRole('link', { name: 'About' }).focus())
    expect(item.hasAttribute('data-dismissed')).toBe(false)
  })

  it('ignores Escape while neither focus nor pointer is on it', () => {
    render(withDropdown)
    screen.getByRole('link', { name: 'About' }).focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.getByRole('link', { name: 'Models' }).closest('li')!.hasAttribute('data-dismissed')).toBe(false)
  })
})
