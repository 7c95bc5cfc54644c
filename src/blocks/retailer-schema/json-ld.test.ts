import { describe, expect, it } from 'vitest'
import { openingHoursSpecification, retailerEntity, retailersJsonLd, type RetailerDetails } from './json-ld.ts'

const hours = (dayOfWeek: string[], opens: string, closes: string) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes })
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

describe('spec 2 §3.11 retailer schema: opening hours → openingHoursSpecification', () => {
  it.each([
    ['Mo-Fr 09:00-19:00, Sa 09:00-15:00', [hours(WEEKDAYS, '09:00', '19:00'), hours(['Saturday'], '09:00', '15:00')]],
    ['Mo-Su 08:00-20:00', [hours([...WEEKDAYS, 'Saturday', 'Sunday'], '08:00', '20:00')]],
    ['Fr-Mo 10:00-16:00', [hours(['Friday', 'Saturday', 'Sunday', 'Monday'], '10:00', '16:00')]],
    ['Mo,We,Fr 9:00-17:30', [hours(['Monday', 'Wednesday', 'Friday'], '09:00', '17:30')]],
    [
      'Mo,Tu-Th 08:00-18:00; Fr 08:00-16:00',
      [hours(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '08:00', '18:00'), hours(['Friday'], '08:00', '16:00')],
    ],
    ['Mo-Fr 09:00-12:00,13:00-18:00', [hours(WEEKDAYS, '09:00', '12:00'), hours(WEEKDAYS, '13:00', '18:00')]],
    ['mo-fr 09:00 - 19:00', [hours(WEEKDAYS, '09:00', '19:00')]],
    ['Sa 00:00-24:00', [hours(['Saturday'], '00:00', '23:59')]],
    ['Fr 22:00-02:00', [hours(['Friday'], '22:00', '02:00')]],
    ['Mo-Fr 09:00-19:00, Sa 09:00-15:00, Su off', [hours(WEEKDAYS, '09:00', '19:00'), hours(['Saturday'], '09:00', '15:00')]],
    ['Mo-Fr 25:00-19:00, Sa 09:00-15:00', [hours(['Saturday'], '09:00', '15:00')]],
    ['Sales 09:00-17:00', []],
    ['Monday to Friday, nine to five', []],
    ['', []],
  ])('%j', (text, specification) => {
    expect(openingHoursSpecification(text)).toEqual(specification)
  })
})

const details = (overrides: Partial<RetailerDetails> = {}): RetailerDetails => ({
  imageUrl: null,
  name: 'Vantor Guildford',
  description: '',
  keywords: '',
  openingHours: '',
  paymentAccepted: '',
  priceRange: '',
  address: '',
  latitude: '',
  longitude: '',
  contactInfo: [],
  offersInfo: [],
  ...overrides,
})

describe('spec 2 §3.11 retailer schema: the business', () => {
  it('publishes every field it has', () => {
    expect(
      retailerEntity(
        'AutoDealer',
        details({
          imageUrl: '/media/api/v2/images/1008/w/1600/h/900.jpg',
          description: 'Vantor sales  and\nservice in Surrey.',
          keywords: 'Vantor, SUV, Guildford',
          openingHours: 'Mo-Fr 09:00-19:00, Sa 09:00-15:00',
          paymentAccepted: 'Cash, Credit Card',
          priceRange: '£££',
          address: '14 Woodbridge Road\nGuildford GU1 4RF',
          latitude: '51.2436',
          longitude: '-0.5786',
          contactInfo: [
            { type: 'phone', value: '+44 1483 555010' },
            { type: 'email', value: 'mailto:sales@vantor-guildford.example' },
          ],
          offersInfo: [{ category: 'New cars', description: 'The Vantor Ridge from £46,995', url: '/vantor/ridge' }],
        }),
      ),
    ).toEqual({
      '@type': 'AutoDealer',
      name: 'Vantor Guildford',
      description: 'Vantor sales and service in Surrey.',
      image: '/media/api/v2/images/1008/w/1600/h/900.jpg',
      keywords: 'Vantor, SUV, Guildford',
      address: { '@type': 'PostalAddress', streetAddress: '14 Woodbridge Road, Guildford GU1 4RF' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.2436, longitude: -0.5786 },
      telephone: '+44 1483 555010',
      email: 'sales@vantor-guildford.example',
      openingHoursSpecification: [hours(WEEKDAYS, '09:00', '19:00'), hours(['Saturday'], '09:00', '15:00')],
      paymentAccepted: 'Cash, Credit Card',
      priceRange: '£££',
      makesOffer: [{ '@type': 'Offer', category: 'New cars', description: 'The Vantor Ridge from £46,995', url: '/vantor/ridge' }],
    })
  })

  it('leaves out empty fields', () => {
    expect(retailerEntity('AutoRepair', details({ description: '  ', address: '\n', latitude: '51.2', openingHours: 'closed' }))).toEqual({
      '@type': 'AutoRepair',
      name: 'Vantor Guildford',
    })
  })

  it('is nothing without a name', () => {
    expect(retailerEntity('AutoDealer', details({ name: ' ', description: 'A retailer' }))).toBeNull()
  })

  it.each([
    ['a list of the wrong shape', { type: 'phone', value: '+441483555010' }],
    ['JSON text', '[{"type":"phone","value":"+441483555010"}]'],
    ['a number', 5],
    [
      'entries of the wrong shape',
      [null, 'phone', ['phone'], { type: 'phone' }, { type: 'phone', value: 7 }, { type: 'pager', value: '123' }],
    ],
  ])('ignores a contact list that is not valid: %s', (_, contactInfo) => {
    expect(retailerEntity('AutoDealer', details({ contactInfo }))).toEqual({ '@type': 'AutoDealer', name: 'Vantor Guildford' })
  })

  it.each([
    ['a list of the wrong shape', { category: 'New cars' }],
    ['entries of the wrong shape', [null, 'New cars', { url: '/offers' }, { category: 3 }]],
  ])('ignores an offer list that is not valid: %s', (_, offersInfo) => {
    expect(retailerEntity('AutoDealer', details({ offersInfo }))).toEqual({ '@type': 'AutoDealer', name: 'Vantor Guildford' })
  })

  it('maps the contact types: first of each, WhatsApp as a contact point, websites only as http(s) or paths', () => {
    expect(
      retailerEntity(
        'AutoRepair',
        details({
          contactInfo: [
            { type: 'Phone', value: 'tel:+441483555020' },
            { type: 'telephone', value: '+441483555099' },
            { type: 'fax', value: '+441483555021' },
            { type: 'e-mail', value: 'service@vantor-guildford.example' },
            { type: 'whatsapp', value: '+44 7700 900123' },
            { type: 'url', value: 'javascript:alert(1)' },
            { type: 'website', value: 'https://vantor-guildford.example' },
          ],
        }),
      ),
    ).toEqual({
      '@type': 'AutoRepair',
      name: 'Vantor Guildford',
      telephone: '+441483555020',
      faxNumber: '+441483555021',
      email: 'service@vantor-guildford.example',
      url: 'https://vantor-guildford.example',
      contactPoint: [{ '@type': 'ContactPoint', contactType: 'WhatsApp', telephone: '+44 7700 900123' }],
    })
  })

  it('drops an offer url that is not a web address or a site path', () => {
    expect(
      retailerEntity(
        'AutoDealer',
        details({
          offersInfo: [
            { category: 'Service plans', url: 'javascript:alert(1)' },
            { description: 'Winter check £49', url: '//evil.example' },
          ],
        }),
      )?.makesOffer,
    ).toEqual([
      { '@type': 'Offer', category: 'Service plans' },
      { '@type': 'Offer', description: 'Winter check £49' },
    ])
  })
})

describe('spec 2 §3.11 retailer schema: the script content', () => {
  const a = { '@type': 'AutoDealer', name: 'A' }
  const b = { '@type': 'AutoDealer', name: 'B' }
  it.each([
    [[], null],
    [[null], null],
    [[a, null], { '@context': 'https://schema.org', '@type': 'AutoDealer', name: 'A' }],
    [[a, b], { '@context': 'https://schema.org', '@graph': [a, b] }],
  ])('%j → %j', (entities, json) => {
    expect(retailersJsonLd(entities)).toEqual(json)
  })
})
