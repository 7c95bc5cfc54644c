// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RetailerLocatorCards from './Block.tsx'
import { retailerLocatorCards } from './template.ts'

const retailers = [
  {
    name: 'Vantor Guildford',
    address: '14 Woodbridge Road\nGU1 4RF',
    city: 'Guildford',
    latitude: '51.2436',
    longitude: '-0.5786',
    contact_info: [
      { type: 'phone', icon: 'phone', label: '01483 555 010', href: '+44 1483 555010' },
      { type: 'email', label: 'Email the showroom', href: 'sales@vantor-guildford.example' },
    ],
    services: [{ icon: 'car', label: 'Sales' }, { label: 'Service' }],
  },
  {
    name: 'Aurelia Studio Manchester',
    address: '1 Deansgate',
    city: 'Manchester',
    latitude: '53.4794',
    longitude: '-2.2453',
    contact_info:
      '[{"type":"whatsapp","label":"WhatsApp","href":"+44 7700 900123"},{"type":"phone","label":"Call us","href":"javascript:alert(1)"}]',
    services: [],
  },
  {
    name: 'Aurélia São Paulo',
    address: 'Av. Paulista 1000',
    city: 'São Paulo',
    latitude: '',
    longitude: '',
    contact_info: [],
    services: [],
  },
]
const groups = retailers.map((r) => retailerLocatorCards.groupSchema.parse(r))
const block = (raw: unknown = {}, cardGroups = groups) => (
  <RetailerLocatorCards fields={retailerLocatorCards.schema.parse(raw)} groups={cardGroups} context={{ index: 1, eagerImages: true }} />
)
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by city or town' }), { target: { value: text } })

type Success = (position: { coords: { latitude: number; longitude: number } }) => void
const mockGeolocation = (answer: (success: Success, failure: () => void) => void) => {
  const getCurrentPosition = vi.fn(answer)
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}
const inLondon = (success: Success) => success({ coords: { latitude: 51.5074, longitude: -0.1278 } })

afterEach(() => {
  cleanup()
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
})

describe('Retailer Locator Cards template (spec 2 §3.11, §9)', () => {
  it('has the spec labels, km or mi, and at most 30 retailers', () => {
    const fields = retailerLocatorCards.schema.parse({})
    expect(fields).toMatchObject({ search_translation: 'Search by city or town', show_translation: 'Show on map', distance_unit: 'km' })
    expect(retailerLocatorCards.schema.safeParse({ distance_unit: 'mi' }).success).toBe(true)
    expect(retailerLocatorCards.schema.safeParse({ distance_unit: 'miles' }).success).toBe(false)
    expect(retailerLocatorCards.max_field_groups).toBe(30)
    expect(retailerLocatorCards.group).toBe('Retailers')
  })

  it('checks the contact_info and services JSON and names the problem', () => {
    const result = retailerLocatorCards.groupSchema.safeParse({ name: 'X', contact_info: '[{', services: [{ icon: 'car' }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contact_info', 'Invalid JSON in contact_info'],
      ['services', expect.stringContaining('Invalid services: 0.label')],
    ])
  })

  it('stores content that validates again unchanged', () => {
    expect(groups.map((g) => retailerLocatorCards.groupSchema.parse(g))).toEqual(groups)
  })
})

describe('Retailer Locator Cards (spec 2 §3.11)', () => {
  it('renders every card on the server: address, contact links, services and the map link, no distances', () => {
    const html = renderToStaticMarkup(block())
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toContain('Retailers <span')
    expect(html).toContain('href="tel:+441483555010"')
    expect(html).toContain('href="mailto:sales@vantor-guildford.example"')
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=51.2436&amp;mlon=-0.5786')
    expect(html).not.toContain('Distance')
    expect(html).not.toContain('javascript:')
  })

  it('renders nothing without a named retailer', () => {
    expect(renderToStaticMarkup(block({}, []))).toBe('')
  })

  it('builds safe contact links and shows an unusable one as text', () => {
    render(block())
    const manchester = screen.getByRole('heading', { name: 'Aurelia Studio Manchester' }).closest('li')!
    const whatsapp = within(manchester).getByRole('link', { name: 'WhatsApp' })
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/447700900123')
    expect(whatsapp.getAttribute('target')).toBe('_blank')
    expect(within(manchester).queryByRole('link', { name: 'Call us' })).toBeNull()
    expect(within(manchester).getByText('Call us').closest('a')).toBeNull() // text, not even an anchor without href
    expect(manchester.innerHTML).not.toContain('javascript:')
    expect(screen.getByRole('link', { name: '01483 555 010' }).getAttribute('target')).toBeNull()
  })

  it('lists the services under the services label', () => {
    render(block({ services_translation: 'What we offer' }))
    const guildford = screen.getByRole('heading', { name: 'Vantor Guildford' }).closest('li')!
    const services = within(guildford).getByText('What we offer').nextElementSibling as HTMLElement
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sales', 'Service'])
  })

  it("'Show on map' opens the retailer on OpenStreetMap in a new tab, only where it has coordinates", () => {
    render(block())
    const links = screen.getAllByRole('link', { name: /^Show on map/ })
    expect(links).toHaveLength(2)
    expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=51\.2436&mlon=-0\.5786/)
    expect(links[0]!.getAttribute('target')).toBe('_blank')
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(links[0]!.textContent).toContain('Vantor Guildford')
  })

  it('filters the cards by city, town or name as the visitor types, ignoring case and accents', () => {
    render(block())
    search('GUILD')
    expect(cardNames()).toEqual(['Vantor Guildford'])
    search('sao paulo')
    expect(cardNames()).toEqual(['Aurélia São Paulo'])
    search('aurelia')
    expect(cardNames()).toEqual(['Aurelia Studio Manchester', 'Aurélia São Paulo'])
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Retailers (2)')
    search('')
    expect(cardNames()).toHaveLength(3)
  })

  it('says so when the search finds no retailer', () => {
    render(block())
    search('Aberdeen')
    expect(cardNames()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('No retailers match your search.')
  })

  it("'Use my location' orders the cards nearest first with their distance in the unit", () => {
    const getCurrentPosition = mockGeolocation(inLondon)
    render(block({ distance_unit: 'mi' }, [...groups].reverse()))
    expect(cardNames()).toEqual(['Aurélia São Paulo', 'Aurelia Studio Manchester', 'Vantor Guildford'])
    expect(getCurrentPosition).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(cardNames()).toEqual(['Vantor Guildford', 'Aurelia Studio Manchester', 'Aurélia São Paulo'])
    const distances = screen.getAllByText(/^Distance/).map((p) => p.parentElement!.textContent)
    expect(distances).toEqual(['Distance 27 mi', 'Distance 163 mi'])
  })

  it("keeps 'Use my location' focusable while it locates, and asks once", () => {
    const getCurrentPosition = mockGeolocation(() => {})
    render(block({ distance_unit: 'km' }))
    const button = screen.getByRole('button', { name: 'Use my location' }) as HTMLButtonElement
    button.focus()
    fireEvent.click(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.disabled).toBe(false)
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it('keeps the search while ordered by distance', () => {
    mockGeolocation(inLondon)
    render(block({ distance_unit: 'km' }))
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    search('manchester')
    expect(cardNames()).toEqual(['Aurelia Studio Manchester'])
    expect(screen.getAllByText(/^Distance/).map((p) => p.parentElement!.textContent)).toEqual(['Distance 262 km'])
  })

  it.each([
    ['the visitor refuses', () => mockGeolocation((_, failure) => failure())],
    ['the browser has no geolocation', () => {}],
  ])('tells the visitor when locating fails (%s), keeping the order', (_, setUp) => {
    setUp()
    render(block())
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('status').textContent).toBe('We could not find your location. Search by city or town instead.')
    expect(cardNames()).toEqual(['Vantor Guildford', 'Aurelia Studio Manchester', 'Aurélia São Paulo'])
  })
})
