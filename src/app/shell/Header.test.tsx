// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { NavEntry } from '~/content/schemas.ts'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { Header } from './Header.tsx'
import type { Shell } from './shell.server.ts'

afterEach(cleanup)

const navigation: Shell['navigation'] = {
  enabled: true,
  version: 1 as const,
  variant: 'classic',
  entries: [],
  external: null,
  logo: { logo: '/brand/aurelia.svg', homepage: '/', favicon: null },
  retailerBar: null,
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

describe('the navigation variants (spec 1 §2 Layouts; ADR 172) and the retailer bar (ADR 171)', () => {
  const texts = namespaceTexts('shell', { language: 'en' })
  const entries: NavEntry[] = [{ id: 1, label: 'Models', url: '/models', target: '_self', children: [] }]
  const bar = {
    name: 'Avenue Motors',
    url: 'https://avenue.example',
    address: '12 Wharf Road, London',
    phone: '+44 20 7946 0000',
    phoneHref: 'tel:+442079460000',
  }
  const headerOf = (nav: Partial<Shell['navigation']>, language = 'en') => (
    <MemoryRouter initialEntries={['/models']}>
      <Header
        navigation={{ ...navigation, entries, ...nav }}
        languages={languages}
        siteName="Aurelia"
        texts={namespaceTexts('shell', { language })}
        search={<button type="button">Search</button>}
      />
    </MemoryRouter>
  )

  it('the logo-only nav shows the logo and nothing else', () => {
    const { container } = render(headerOf({ variant: 'logo-only', entries: [], retailerBar: bar }))
    expect(screen.getByRole('link', { name: 'Aurelia home' }).getAttribute('href')).toBe('/')
    expect(container.querySelectorAll('a, button')).toHaveLength(1)
    expect(container.querySelector('header')!.dataset.variant).toBe('logo-only')
  })

  it('the light nav has the classic one’s entries, switch and search in the light theme', () => {
    const { container } = render(headerOf({ variant: 'light' }))
    const header = container.querySelector('header')!
    expect(header.className).toContain('light-theme')
    expect(header.dataset.variant).toBe('light')
    expect(screen.getByRole('link', { name: 'Models' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'AR' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy()
  })

  it('the classic nav is dark', () => {
    const { container } = render(headerOf({}))
    expect(container.querySelector('header')!.className).toContain('black-theme')
  })

  it("the retailer bar names the retailer, links its site and dials its phone, in the market's language", () => {
    const { container } = render(headerOf({ retailerBar: bar }, 'ar'))
    expect(container.querySelector('header')!.hasAttribute('data-retailer-bar')).toBe(true)
    const shown = screen.getByTestId('retailer-bar')
    expect(shown.textContent).toContain('الموزّع الخاص بك')
    expect(screen.getByRole('link', { name: 'Avenue Motors' }).getAttribute('href')).toBe('https://avenue.example')
    const phone = screen.getByRole('link', { name: 'الهاتف +44 20 7946 0000' })
    expect(phone.getAttribute('href')).toBe('tel:+442079460000')
    expect(phone.querySelector('bdi')!.getAttribute('dir')).toBe('ltr')
  })

  it('no retailer bar on a national site', () => {
    render(headerOf({ retailerBar: null }))
    expect(screen.queryByTestId('retailer-bar')).toBeNull()
    expect(texts.retailerBarLabel).toBe('Your retailer')
  })
})

describe("the navigation service's script (spec 1 §7 javascriptLink; ADR 173)", () => {
  const external = (javascriptLink: string) => ({
    ...navigation,
    variant: 'external' as const,
    external: { html: '<nav aria-label="Main"></nav>', cssLink: 'https://nav.example/nav.css', javascriptLink },
  })
  const serviceHeader = (link: string) => (
    <MemoryRouter>
      <Header navigation={external(link)} languages={[]} siteName="Aurelia" texts={namespaceTexts('shell', { language: 'en' })} />
    </MemoryRouter>
  )
  afterEach(() => document.querySelectorAll('script[data-navigation-service]').forEach((s) => s.remove()))

  it('is loaded once the page is interactive, once per address', () => {
    const { rerender } = render(serviceHeader('https://nav.example/nav.js'))
    rerender(serviceHeader('https://nav.example/nav.js'))
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-navigation-service]')]
    expect(scripts.map((s) => [s.src, s.async])).toEqual([['https://nav.example/nav.js', true]])
  })

  it('is not in the server-rendered page, and nothing loads without one', () => {
    expect(renderToString(serviceHeader('https://nav.example/nav.js'))).not.toContain('nav.js')
    render(serviceHeader(''))
    expect(document.querySelectorAll('script[data-navigation-service]')).toHaveLength(0)
  })
})
