import { describe, expect, it } from 'vitest'
import { dealerInputSchema, dealerListQuerySchema, isWebUrl, openingHoursText, overlappingHours, type OpeningHours } from './dealer.ts'

const valid = { code: 'GB-001', name: 'Aurelia London' }
const issuesOf = (input: Record<string, unknown>) => {
  const result = dealerInputSchema.safeParse({ ...valid, ...input })
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('dealer validation (Dealers tab, spec 1 §1; retailer fields spec 2 §3.11)', () => {
  it('fills the optional fields with their empty values', () => {
    expect(dealerInputSchema.parse(valid)).toEqual({
      code: 'GB-001',
      name: 'Aurelia London',
      street: '',
      city: '',
      postcode: '',
      country: '',
      state: '',
      locality: '',
      brands: [],
      latitude: null,
      longitude: null,
      phone: null,
      email: null,
      website: null,
      services: [],
      opening_hours: [],
    })
  })

  it('brands: distinct, non-empty names', () => {
    expect(dealerInputSchema.parse({ ...valid, brands: [' Aurelia ', 'Vesta'], state: ' NSW ' })).toMatchObject({
      brands: ['Aurelia', 'Vesta'],
      state: 'NSW',
    })
    expect(dealerInputSchema.safeParse({ ...valid, brands: ['Aurelia', 'Aurelia'] }).error?.issues[0]?.message).toBe('lists a brand twice')
  })

  it('trims text and reads coordinates and empty strings from a form', () => {
    expect(
      dealerInputSchema.parse({ ...valid, name: '  Aurelia  ', latitude: '51.5', longitude: '-0.12', phone: '', email: ' ' }),
    ).toMatchObject({ name: 'Aurelia', latitude: 51.5, longitude: -0.12, phone: null, email: null })
  })

  it.each([
    [{ code: '' }, 'code: is required'],
    [{ code: undefined }, 'code: is required'],
    [{ code: 'has space' }, 'code: may contain letters, digits, ".", "-" and "_" only'],
    [{ code: 'x'.repeat(51) }, 'code: must be at most 50 characters'],
    [{ name: '   ' }, 'name: is required'],
    [{ latitude: 91, longitude: 0 }, 'latitude: must be between -90 and 90'],
    [{ latitude: -90.5, longitude: 0 }, 'latitude: must be between -90 and 90'],
    [{ latitude: 0, longitude: 180.1 }, 'longitude: must be between -180 and 180'],
    [{ latitude: 0, longitude: 'east' }, 'longitude: must be a number'],
    [{ latitude: 51.5 }, 'longitude: give both latitude and longitude, or neither'],
    [{ longitude: 0.1 }, 'latitude: give both latitude and longitude, or neither'],
    [{ phone: 'call me' }, 'phone: must be a phone number (digits, spaces, + ( ) - . /)'],
    [{ email: 'not-an-address' }, 'email: must be an e-mail address'],
    [{ website: 'javascript:alert(1)' }, 'website: must be an http(s) URL'],
    [{ website: 'www.example.com' }, 'website: must be an http(s) URL'],
    [{ services: ['Sales', 'Sales'] }, 'services: lists a service twice'],
    [{ services: ['Sales', 'Service', 'sales '] }, 'services: lists a service twice'],
    [{ services: ['Sales', ''] }, 'services.1: must not be empty'],
    [
      { opening_hours: [{ day: 'monday', opens: '09:00', closes: '17:00' }] },
      'opening_hours.0.day: must be one of mon, tue, wed, thu, fri, sat, sun',
    ],
    [{ opening_hours: [{ day: 'mon', opens: '9:00', closes: '17:00' }] }, "opening_hours.0.opens: must be a time 'HH:MM'"],
    [{ opening_hours: [{ day: 'mon', opens: '09:00', closes: '24:00' }] }, "opening_hours.0.closes: must be a time 'HH:MM'"],
    [{ opening_hours: [{ day: 'mon', opens: '17:00', closes: '09:00' }] }, 'opening_hours.0.closes: must be later than opens'],
    [{ opening_hours: [{ day: 'mon', opens: '09:00', closes: '09:00' }] }, 'opening_hours.0.closes: must be later than opens'],
    [
      {
        opening_hours: [
          { day: 'mon', opens: '09:00', closes: '13:00' },
          { day: 'mon', opens: '12:00', closes: '17:00' },
        ],
      },
      'opening_hours.1.opens: overlaps row 1 on the same day',
    ],
    [{ colour: 'red' }, ': Unrecognized key: "colour"'],
  ])('rejects %o: %s', (input, expected) => {
    expect(issuesOf(input)).toContain(expected)
  })

  it('says only that an empty code is required, not also that its characters are wrong', () => {
    expect(issuesOf({ code: '' })).toEqual(['code: is required'])
  })

  it.each([
    [{ latitude: 0, longitude: 0 }],
    [{ latitude: -90, longitude: 180 }],
    [{ website: 'https://dealer.example.com/path?x=1' }],
    [{ phone: '+44 (0)20 7946-0000' }],
    [
      {
        opening_hours: [
          { day: 'mon', opens: '09:00', closes: '12:00' },
          { day: 'mon', opens: '12:00', closes: '17:00' },
        ],
      },
    ],
    [{ opening_hours: [{ day: 'sun', opens: '00:00', closes: '23:59' }] }],
  ])('accepts %o', (input) => {
    expect(issuesOf(input)).toEqual([])
  })
})

describe('overlappingHours', () => {
  const row = (day: OpeningHours['day'], opens: string, closes: string): OpeningHours => ({ day, opens, closes })
  it.each([
    [[row('mon', '09:00', '12:00'), row('mon', '13:00', '17:00')], []],
    [[row('mon', '09:00', '12:00'), row('tue', '10:00', '11:00')], []],
    [[row('mon', '09:00', '12:00'), row('mon', '11:00', '13:00')], [[0, 1]]],
    [
      [row('mon', '09:00', '17:00'), row('mon', '10:00', '11:00'), row('mon', '12:00', '13:00')],
      [
        [0, 1],
        [0, 2],
      ],
    ],
  ])('%o → %o', (rows, expected) => {
    expect(overlappingHours(rows)).toEqual(expected)
  })
})

describe('openingHoursText (Retailer Schema format, spec 2 §3.11)', () => {
  const week = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '09:00', closes: '19:00' }))
  it.each([
    [[], ''],
    [[...week, { day: 'sat' as const, opens: '09:00', closes: '15:00' }], 'Mo-Fr 09:00-19:00, Sa 09:00-15:00'],
    [
      [
        { day: 'sun' as const, opens: '10:00', closes: '16:00' },
        { day: 'mon' as const, opens: '08:00', closes: '18:00' },
      ],
      'Mo 08:00-18:00, Su 10:00-16:00',
    ],
    [
      [
        { day: 'mon' as const, opens: '13:00', closes: '17:00' },
        { day: 'mon' as const, opens: '08:00', closes: '12:00' },
      ],
      'Mo 08:00-12:00,13:00-17:00',
    ],
  ])('%o → %s', (rows, expected) => {
    expect(openingHoursText(rows)).toBe(expected)
  })
})

describe('isWebUrl and the list query', () => {
  it.each([
    ['https://a.example', true],
    ['http://a', true],
    ['ftp://a.example', false],
    ['/relative', false],
    ['mailto:x@y.z', false],
  ])('isWebUrl(%s) = %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected)
  })
  it.each([
    [{}, { search: '', sort: 'name', dir: 'asc', page: 1, per_page: 20 }],
    [
      { sort: 'city', dir: 'desc', page: '3', per_page: '10', search: ' lon ' },
      { sort: 'city', dir: 'desc', page: 3, per_page: 10, search: 'lon' },
    ],
  ])('reads %o', (query, expected) => {
    expect(dealerListQuerySchema.parse(query)).toEqual(expected)
  })
  it.each([
    [{ sort: 'colour' }, 'sort'],
    [{ dir: 'up' }, 'dir'],
    [{ page: '0' }, 'page'],
    [{ per_page: '500' }, 'per_page'],
  ])('rejects %o naming %s', (query, field) => {
    const result = dealerListQuerySchema.safeParse(query)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
