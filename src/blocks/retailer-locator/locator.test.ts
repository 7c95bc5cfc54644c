import { describe, expect, it } from 'vitest'
import { addressLine } from '~/i18n/address-line.ts'
import {
  dealersForLocator,
  directionsUrl,
  openingHoursByDay,
  phoneHref,
  projectMarkers,
  serviceOptions,
  visibleDealers,
  type LocatorDealer,
} from './locator.ts'
import { dealer } from './test-dealers.ts'

const london = dealer({
  code: 'LON',
  name: 'Aurelia & Vantor London',
  street: '100 Strand',
  city: 'London',
  postcode: 'WC2R 0AA',
  state: 'ACT',
  brands: ['Aurelia', 'Vantor'],
  latitude: 51.510357,
  longitude: -0.121947,
  services: ['Sales', 'Service'],
})
const stAlbans = dealer({
  code: 'STA',
  name: 'Vantor St. Albans',
  street: '2 Hatfield Road',
  city: 'St Albans',
  postcode: 'AL1 3RR',
  state: 'NSW',
  locality: 'Fleetville',
  brands: ['Vantor'],
  latitude: 51.7527,
  longitude: -0.3394,
  services: ['Sales'],
})
const saoPaulo = dealer({ code: 'SAO', name: 'Concessionária Aurélia', city: 'São Paulo', brands: ['Aurelia'], services: ['Parts'] })
const all = [saoPaulo, stAlbans, london]

describe('spec 3 §3 Dealer: sorted by name, filterable by brand name', () => {
  it.each([
    ['', ['Aurelia & Vantor London', 'Concessionária Aurélia', 'Vantor St. Albans']],
    ['vantor', ['Aurelia & Vantor London', 'Vantor St. Albans']],
    [' Aurelia ', ['Aurelia & Vantor London', 'Concessionária Aurélia']],
    ['Nobody', []],
  ])('brand %j → %j', (brand, names) => {
    expect(dealersForLocator(all, brand).map((d) => d.name)).toEqual(names)
  })
})

describe('spec 3 §5 retailer search with the service filter (spec 3 §2)', () => {
  const names = (query: string, service = '') => visibleDealers(all, { query, service, origin: null }).map((s) => s.item.code)
  it.each([
    ['', '', ['SAO', 'STA', 'LON']],
    ['st albans', '', ['STA']],
    ['ST.ALBANS', '', ['STA']],
    ['sao', '', ['SAO']],
    ['concessionaria', '', ['SAO']],
    ['wc2r', '', ['LON']],
    ['fleetville', '', ['STA']],
    ['nsw', '', ['STA']],
    ['a', 'Sales', ['STA', 'LON']],
    ['', 'Parts', ['SAO']],
    ['london', 'Parts', []],
    ['Aberdeen', '', []],
  ])('%j with service %j → %j', (query, service, codes) => {
    expect(names(query, service)).toEqual(codes)
  })

  it('near me: nearest first with distances; those without coordinates last', () => {
    const shown = visibleDealers(all, { query: '', service: '', origin: { lat: 51.75, lon: -0.34 } })
    expect(shown.map((s) => s.item.code)).toEqual(['STA', 'LON', 'SAO'])
    expect(shown[0]!.km).toBeLessThan(1)
    expect(shown[1]!.km).toBeGreaterThan(25)
    expect(shown[2]!.km).toBeNull()
  })
})

describe('retailer details', () => {
  it('lists the services offered, each once', () => {
    expect(serviceOptions(all)).toEqual(['Parts', 'Sales', 'Service'])
  })

  it.each([
    [london, 'en_GB', '100 Strand, London WC2R 0AA'],
    [saoPaulo, 'pt_BR', 'São Paulo'],
    [dealer({ code: 'X', name: 'X' }), 'en_GB', ''],
    [dealer({ code: 'D', name: 'D', street: 'شارع المطار', city: 'أبوظبي', postcode: '' }), 'ar_AE', 'شارع المطار، أبوظبي'],
    [
      dealer({ code: 'T', name: 'T', street: '丸の内1-1', city: '千代田区', postcode: '100-0005' }),
      'ja_JP',
      '〒100-0005 千代田区丸の内1-1',
    ],
  ])('address line of $0.code in %s', (d, language, line) => {
    expect(addressLine(d, language)).toBe(line)
  })

  it.each<[LocatorDealer, 'google' | null, string | null]>([
    [london, null, 'https://www.openstreetmap.org/directions?to=51.510357%2C-0.121947#map=16/51.510357/-0.121947'],
    [london, 'google', 'https://www.google.com/maps/dir/?api=1&destination=51.510357%2C-0.121947'],
    [saoPaulo, null, 'https://www.openstreetmap.org/search?query=S%C3%A3o%20Paulo'],
    [dealer({ code: 'X', name: 'X' }), null, null],
  ])('directions to $0.code with $1', (d, provider, url) => {
    expect(directionsUrl(d, provider)).toBe(url)
  })

  it.each([
    ['020 7946 0100', 'tel:02079460100'],
    ['+44 (0)20 7946-0100', 'tel:+4402079460100'],
  ])('phone %s → %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href)
  })

  it('opening hours per day, Monday first or Saturday first (Mena), closed days null, two ranges joined', () => {
    const hours = [
      { day: 'mon', opens: '14:00', closes: '18:00' },
      { day: 'mon', opens: '09:00', closes: '12:00' },
      { day: 'sat', opens: '10:00', closes: '16:00' },
    ] as const
    expect(openingHoursByDay([...hours]).map((d) => [d.label, d.times])).toEqual([
      ['Monday', '09:00–12:00, 14:00–18:00'],
      ['Tuesday', null],
      ['Wednesday', null],
      ['Thursday', null],
      ['Friday', null],
      ['Saturday', '10:00–16:00'],
      ['Sunday', null],
    ])
    expect(openingHoursByDay([...hours], 'sat').map((d) => d.day)).toEqual(['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'])
  })

  it.each([
    ['ar-AE', 'sat', ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة']],
    // The market's language setting as settings write it.
    ['ar_AE', 'sat', ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة']],
    ['de', 'mon', ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']],
    ['not a language', 'mon', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
  ] as const)('the days are named in the market language %s', (locale, weekStart, names) => {
    expect(openingHoursByDay([], weekStart, locale).map((d) => d.label)).toEqual(names)
  })
})

describe('the offline map (ADR 080): positions projected into the box', () => {
  const box = { width: 800, height: 520, padding: 40 }
  const point = (code: string, lat: number, lon: number) => ({ code, lat, lon })
  const project = (items: { code: string; lat: number; lon: number }[]) =>
    projectMarkers(items, (i) => ({ lat: i.lat, lon: i.lon }), box).map((m) => [m.item.code, m.x, m.y] as const)

  it('fits the points inside the padding, north up, west left, centred', () => {
    const markers = project([point('N', 52, 0), point('S', 50, 0), point('E', 51, 2), point('W', 51, -2)])
    const byCode = Object.fromEntries(markers.map(([code, x, y]) => [code, { x, y }]))
    expect(byCode.N!.y).toBe(40)
    expect(byCode.S!.y).toBe(480)
    expect(byCode.W!.x).toBeLessThan(byCode.E!.x)
    expect(byCode.N!.x).toBe(400)
    for (const { x, y } of Object.values(byCode)) {
      expect(x).toBeGreaterThanOrEqual(40)
      expect(x).toBeLessThanOrEqual(760)
      expect(y).toBeGreaterThanOrEqual(40)
      expect(y).toBeLessThanOrEqual(480)
    }
  })

  it('one point sits in the middle; items without a point get no marker', () => {
    expect(projectMarkers([london, saoPaulo], (d) => (d.latitude === null ? null : { lat: d.latitude, lon: d.longitude! }), box)).toEqual([
      { item: london, x: 400, y: 260 },
    ])
    expect(project([])).toEqual([])
  })
})
