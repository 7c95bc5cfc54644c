// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RetailerLocatorMena from '../retailer-locator-mena/Block.tsx'
import { retailerLocatorMena } from '../retailer-locator-mena/template.ts'
import RetailerLocatorWithMap from '../retailer-locator-with-map/Block.tsx'
import { retailerLocatorWithMap } from '../retailer-locator-with-map/template.ts'
import RetailerLocator from './Block.tsx'
import { dealer } from './test-dealers.ts'
import type { LocatorData } from './locator.ts'
import { retailerLocator } from './template.ts'

const data: LocatorData = {
  maps: null,
  dealers: [
    dealer({
      code: 'LON',
      name: 'Aurelia & Vantor London',
      street: '100 Strand',
      city: 'London',
      postcode: 'WC2R 0AA',
      latitude: 51.510357,
      longitude: -0.121947,
      phone: '020 7946 0100',
      email: 'london@retailer.aurelia.example',
      website: 'https://london.aurelia.example/',
      services: ['Sales', 'Service'],
      opening_hours: [
        { day: 'mon', opens: '09:00', closes: '19:00' },
        { day: 'sat', opens: '10:00', closes: '16:00' },
      ],
    }),
    dealer({ code: 'STA', name: 'Vantor St. Albans', city: 'St Albans', latitude: 51.7527, longitude: -0.3394, services: ['Sales'] }),
    dealer({ code: 'SAO', name: 'Concessionária Aurélia', city: 'São Paulo', services: ['Parts'] }),
  ],
}
const context = { index: 1, eagerImages: true }
const standard = (raw: unknown = {}, d: LocatorData | undefined = data) => (
  <RetailerLocator fields={retailerLocator.schema.parse(raw)} data={d} context={context} />
)
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const search = (text: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Search retailers...' }), { target: { value: text } })

type Success = (position: { coords: { latitude: number; longitude: number } }) => void
const mockGeolocation = (answer: (success: Success, failure: () => void) => void) =>
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn(answer) }, configurable: true })

afterEach(() => {
  cleanup()
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
})

describe('Retailer Locator templates (spec 2 §3.11, ADR 080)', () => {
  it('carry the spec 3 §2 texts as defaults, in the Retailers group', () => {
    for (const template of [retailerLocator, retailerLocatorMena, retailerLocatorWithMap]) {
      expect(template.group).toBe('Retailers')
      expect(template.schema.parse({})).toMatchObject({
        search_placeholder: 'Search retailers...',
        service_label: 'Choose service',
        near_me_label: 'SHOWROOM/SERVICE NEAR ME',
        no_results_text: 'Sorry, there were no results for your search.',
        brand: '',
        service_filter: true,
        near_me: true,
      })
    }
    expect(retailerLocator.schema.parse({})).toMatchObject({ default_view: 'list' })
    expect(retailerLocator.schema.safeParse({ default_view: 'globe' }).success).toBe(false)
    expect(retailerLocatorWithMap.schema.parse({})).not.toHaveProperty('default_view')
  })
})

describe('Retailer Locator on the server (spec 3 §2)', () => {
  it('renders every retailer with its contact, directions, website and opening hours', () => {
    const html = renderToStaticMarkup(standard())
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toContain('href="tel:02079460100"')
    expect(html).toContain('href="mailto:london@retailer.aurelia.example"')
    expect(html).toContain('href="https://london.aurelia.example/"')
    expect(html).toContain('href="https://www.openstreetmap.org/directions?to=51.510357%2C-0.121947')
    expect(html).toContain('<summary>Opening hours</summary>')
    expect(html).toContain('placeholder="Search retailers..."')
    expect(html).toMatch(/<option value=""[^>]*>Choose service<\/option>/)
    expect(html).toContain('SHOWROOM/SERVICE NEAR ME')
    expect(html).not.toContain('<svg')
    expect(html).not.toMatch(/googleapis|<script/)
  })

  it('opens on the offline map when the editor says so: no tiles, no service', () => {
    const html = renderToStaticMarkup(standard({ default_view: 'map' }))
    expect(html).toContain('<svg')
    expect(html.match(/<a [^>]*aria-label=/g)).toHaveLength(2)
    expect(html).not.toMatch(/https?:\/\/[^"]*tile|googleapis/)
  })

  it('With Map shows the map and the list together, without a view switch', () => {
    const html = renderToStaticMarkup(
      <RetailerLocatorWithMap fields={retailerLocatorWithMap.schema.parse({})} data={data} context={context} />,
    )
    expect(html).toContain('<svg')
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).not.toContain('aria-pressed="true">List')
  })

  it('hides the service filter and near me when switched off', () => {
    const html = renderToStaticMarkup(standard({ service_filter: false, near_me: false }))
    expect(html).not.toContain('Choose service')
    expect(html).not.toContain('SHOWROOM/SERVICE NEAR ME')
  })

  it('renders nothing without dealers, a note in the editor', () => {
    expect(renderToStaticMarkup(standard({}, { dealers: [], maps: null }))).toBe('')
    expect(renderToStaticMarkup(<RetailerLocator fields={retailerLocator.schema.parse({})} context={context} />)).toBe('')
    const editing = (d?: LocatorData) =>
      renderToStaticMarkup(<RetailerLocator fields={retailerLocator.schema.parse({})} data={d} context={{ ...context, editing: true }} />)
    // The canvas reads no server data: it does not say the market has no retailers.
    expect(editing()).toContain('retailers from the Dealers tab show on the page and in its preview')
    expect(editing()).not.toContain('no retailers')
    expect(editing({ dealers: [], maps: null })).toContain('the market has no retailers in the Dealers tab yet')
  })
})

describe('Retailer Locator in the browser', () => {
  it('searches accent-, case- and punctuation-insensitively; says so when nothing matches', () => {
    render(standard())
    search('ST.ALBANS')
    expect(names()).toEqual(['Vantor St. Albans'])
    search('concessionaria')
    expect(names()).toEqual(['Concessionária Aurélia'])
    search('Aberdeen')
    expect(names()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Sorry, there were no results for your search.')
  })

  it("filters by service, 'Choose service' being every service", () => {
    render(standard())
    const select = screen.getByRole('combobox', { name: 'Choose service' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose service', 'Parts', 'Sales', 'Service'])
    fireEvent.change(select, { target: { value: 'Sales' } })
    expect(names()).toEqual(['Aurelia & Vantor London', 'Vantor St. Albans'])
    fireEvent.change(select, { target: { value: '' } })
    expect(names()).toHaveLength(3)
  })

  it('SHOWROOM/SERVICE NEAR ME sorts by distance from the visitor', () => {
    mockGeolocation((success: Success) => success({ coords: { latitude: 51.75, longitude: -0.34 } }))
    render(standard())
    fireEvent.click(screen.getByRole('button', { name: 'SHOWROOM/SERVICE NEAR ME' }))
    expect(names()).toEqual(['Vantor St. Albans', 'Aurelia & Vantor London', 'Concessionária Aurélia'])
    expect(screen.getAllByText(/^\d+(\.\d)? km$/).map((p) => p.textContent)).toEqual(['0.3 km', '31 km'])
    // The list moved: the status says by what, as it does for a place searched.
    expect(screen.getByRole('status').textContent).toBe('Nearest to you')
  })

  it('keeps SHOWROOM/SERVICE NEAR ME focusable while it locates, and asks once', () => {
    mockGeolocation(() => {})
    render(standard())
    const button = screen.getByRole('button', { name: 'SHOWROOM/SERVICE NEAR ME' })
    button.focus()
    fireEvent.click(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(navigator.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['the visitor refuses', () => mockGeolocation((_, failure) => failure())],
    ['the browser has no geolocation', () => {}],
  ])('says clearly when the position is refused (%s)', (_, setUp) => {
    setUp()
    render(standard())
    fireEvent.click(screen.getByRole('button', { name: 'SHOWROOM/SERVICE NEAR ME' }))
    expect(screen.getByRole('status').textContent).toMatch(/^We could not get your location/)
    expect(names()).toHaveLength(3)
  })

  it('switches between list and map with pressed buttons; markers are links to the cards', () => {
    render(standard())
    const map = screen.getByRole('button', { name: 'Map' })
    expect(map.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(map)
    expect(map.getAttribute('aria-pressed')).toBe('true')
    const marker = screen.getByRole('link', { name: 'Vantor St. Albans' })
    const card = screen.getByRole('heading', { name: 'Vantor St. Albans' }).closest('li')!
    expect(marker.getAttribute('href')).toBe(`#${card.id}`)
    fireEvent.click(marker)
    expect(card.getAttribute('aria-current')).toBe('true')
    expect(marker.getAttribute('aria-current')).toBe('true')
    fireEvent.click(
      within(screen.getByRole('heading', { name: 'Aurelia & Vantor London' }).closest('li')!).getByRole('button', { name: /^Map/ }),
    )
    expect(card.getAttribute('aria-current')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'List' }))
    expect(screen.queryByRole('link', { name: 'Vantor St. Albans' })).toBeNull()
  })
})

describe('Retailer Locator (Mena)', () => {
  it("starts the week on Saturday in the market's language, adds WhatsApp and keeps numbers left to right", () => {
    render(
      <div dir="rtl">
        <RetailerLocatorMena fields={retailerLocatorMena.schema.parse({})} data={{ ...data, language: 'ar' }} context={context} />
      </div>,
    )
    const card = screen.getByRole('heading', { name: 'Aurelia & Vantor London' }).closest('li')!
    const days = within(card)
      .getAllByRole('rowheader')
      .map((th) => th.textContent)
    expect(days.slice(0, 3)).toEqual(['السبت', 'الأحد', 'الاثنين'])
    expect(
      within(card)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/02079460100')
    expect(within(card).getByRole('link', { name: '020 7946 0100' }).querySelector('bdi')?.getAttribute('dir')).toBe('ltr')
  })
})
