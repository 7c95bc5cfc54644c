// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultFooterColumns } from '~/footer/footer.ts'
import { renderToString } from 'react-dom/server'
import { LinkResolutionContext } from '~/ui/link-resolution.ts'
import { ENGLISH_SHELL_TEXTS } from '~/i18n/shell-texts.ts'
import { Footer } from './Footer.tsx'

afterEach(cleanup)

/** A footer with no columns and no retailers. */
const renderEmptyFooter = () =>
  render(
    <Footer footer={{ columns: [], hideSocial: false, disclaimer: '', retailers: null }} siteName="Aurelia" texts={ENGLISH_SHELL_TEXTS} />,
  )

describe('the footer’s headings (axe heading-order)', () => {
  it('puts the rows’ h3 headings under an h2 of its own, named after the site, for a page whose last heading is its h1', () => {
    render(
      <Footer
        footer={{ columns: defaultFooterColumns(), hideSocial: false, disclaimer: '', retailers: null }}
        siteName="Aurelia"
        texts={ENGLISH_SHELL_TEXTS}
      />,
    )
    const levels = screen.getAllByRole('heading').map((h) => h.tagName)
    expect(levels[0]).toBe('H2')
    expect(levels.slice(1).length).toBeGreaterThan(0)
    expect(new Set(levels.slice(1))).toEqual(new Set(['H3']))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Aurelia')
  })

  it('has no heading of its own without columns', () => {
    renderEmptyFooter()
    expect(screen.queryByRole('heading')).toBeNull()
  })
})

describe("the footer's retailers area (spec 1 §2 Footer; ADR 171)", () => {
  const retailers = [
    { name: 'Avenue Motors', city: 'London', phone: '+44 20 7946 0000', phoneHref: 'tel:+442079460000', url: 'https://avenue.example' },
    { name: 'Kingsbury', city: '', phone: null, phoneHref: null, url: null },
  ]
  it('lists the retailers under its heading, each linked to its site, with its town and phone', () => {
    render(
      <Footer
        footer={{ columns: defaultFooterColumns(), hideSocial: false, disclaimer: '', retailers }}
        siteName="Aurelia"
        texts={{ retailersHeading: 'موزّعونا', retailerPhone: 'الهاتف' }}
      />,
    )
    const area = screen.getByRole('region', { name: 'موزّعونا' })
    expect(area.querySelector('h3')!.textContent).toBe('موزّعونا')
    expect(screen.getByRole('link', { name: 'Avenue Motors' }).getAttribute('href')).toBe('https://avenue.example')
    expect(screen.getByRole('link', { name: 'الهاتف Avenue Motors: +44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000')
    expect(area.textContent).toContain('Kingsbury')
    expect(area.querySelectorAll('li')).toHaveLength(2)
  })

  it('is absent without retailers', () => {
    renderEmptyFooter()
    expect(screen.queryByRole('region')).toBeNull()
  })
})

describe('predefined links in the footer (spec 1 §7; ADR 170)', () => {
  const columns = [
    {
      type: 'links' as const,
      rows: [
        {
          heading: 'Offers',
          heading_html_tag: 'h3' as const,
          heading_link: { url: '/{lang}/offers', target: '_self' as const },
          items: [
            { ...defaultFooterColumns()[0]!.rows[0]!.items[0]!, label: 'Current offers', url: '/{lang}/offers' },
            { ...defaultFooterColumns()[0]!.rows[0]!.items[0]!, label: 'News', url: '/news' },
          ],
        },
      ],
    },
  ]
  const footer = (search: string | null) => (
    <LinkResolutionContext value={{ lang: 'ar', predefinedUrls: ['/{lang}/offers'], passThrough: ['utm_campaign'], search }}>
      <Footer footer={{ columns, hideSocial: false, disclaimer: '', retailers: null }} siteName="Aurelia" texts={ENGLISH_SHELL_TEXTS} />
    </LinkResolutionContext>
  )
  it("has '{lang}' replaced by the market's language on the server", () => {
    const html = renderToString(footer(null))
    expect(html).toContain('href="/ar/offers"')
    expect(html).not.toContain('{lang}')
  })
  it('carries the pass-through parameters of the page into predefined links once in the browser', () => {
    render(footer('?utm_campaign=spring&q=1'))
    expect(screen.getByRole('link', { name: 'Current offers' }).getAttribute('href')).toBe('/ar/offers?utm_campaign=spring')
    expect(screen.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/ar/offers?utm_campaign=spring')
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news')
  })
})

describe('a predefined link that cannot take parameters (spec 1 §8; ADR 170)', () => {
  it('stays as written and is logged once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const item = { ...defaultFooterColumns()[0]!.rows[0]!.items[0]!, label: 'Brochure', url: 'https://exa mple.com/{lang}' }
    const columns = [
      { type: 'links' as const, rows: [{ heading: 'More', heading_html_tag: 'h3' as const, heading_link: null, items: [item, item] }] },
    ]
    render(
      <LinkResolutionContext value={{ lang: 'en', predefinedUrls: [item.url], passThrough: ['a'], search: '?a=1' }}>
        <Footer footer={{ columns, hideSocial: false, disclaimer: '', retailers: null }} siteName="Aurelia" texts={ENGLISH_SHELL_TEXTS} />
      </LinkResolutionContext>,
    )
    expect(screen.getAllByRole('link', { name: 'Brochure' }).map((a) => a.getAttribute('href'))).toEqual([
      'https://exa mple.com/en',
      'https://exa mple.com/en',
    ])
    expect(warn.mock.calls).toEqual([['Predefined link parameter error: https://exa mple.com/en']])
    warn.mockRestore()
  })
})
