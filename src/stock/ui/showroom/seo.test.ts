import { describe, expect, it } from 'vitest'
import { goneMeta, showroomCanonical, showroomDescription, showroomJsonLd, showroomMeta } from './seo.ts'
import { normaliseShowroomVehicle, type RawVehicle } from './showroom.ts'
import { ENGLISH_STOCK_TEXTS, stockTexts } from '../../texts/tables.ts'

const raw: RawVehicle = {
  id: 9,
  vin: 'VIN0000009',
  state: 'used',
  status: 'reserved',
  nameplate_brand_name: 'Aurelia',
  nameplate_name: 'E5',
  version: 'S',
  production_year: 2022,
  engine_type: ['bev'],
  transmission: 'auto',
  color_name: 'Pearl',
  mileage: 12000,
  mileage_unit: 'mi',
  msrp_price: 30000,
  owner_name: 'Shop',
  owner_city: 'York',
  photos: [{ normal: '/media/api/v2/images/1/w/1024', hd: '/media/api/v2/images/1/w/1280' }],
}
const vehicle = normaliseShowroomVehicle({ vehicle: raw, listings: [], buttonSet: null })
const context = {
  documentTitle: (title: string) => `${title} | Demo`,
  canonicalBase: 'https://demo.example/en/',
  path: '/showroom/used-aurelia-e5-9',
  currencyIso: 'GBP',
  texts: ENGLISH_STOCK_TEXTS,
}

describe('the showroom page tags (spec 3 §2; ADR 077)', () => {
  it('writes its own title, description, share image and canonical URL', () => {
    expect(showroomMeta(vehicle, context)).toEqual([
      { title: 'Aurelia E5 S | Demo' },
      { name: 'description', content: 'Used, Aurelia E5 S, 2022, Electric, Pearl, 12000 miles at Shop.' },
      { property: 'og:title', content: 'Aurelia E5 S | Demo' },
      { property: 'og:description', content: 'Used, Aurelia E5 S, 2022, Electric, Pearl, 12000 miles at Shop.' },
      { property: 'og:image', content: 'https://demo.example/media/api/v2/images/1/w/1280' },
      { property: 'og:url', content: 'https://demo.example/en/showroom/used-aurelia-e5-9' },
      { property: 'og:type', content: 'product' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { tagName: 'link', rel: 'canonical', href: 'https://demo.example/en/showroom/used-aurelia-e5-9' },
    ])
  })

  it('cuts a long description of its own at 160 characters', () => {
    const long = normaliseShowroomVehicle({ vehicle: { ...raw, long_description: 'word '.repeat(60) }, listings: [], buttonSet: null })
    expect(showroomDescription(long, ENGLISH_STOCK_TEXTS).length).toBeLessThanOrEqual(160)
    expect(showroomDescription(long, ENGLISH_STOCK_TEXTS).endsWith('…')).toBe(true)
  })

  it("writes the facts in the market's language: state, engine, mileage unit and the retailer's sentence", () => {
    expect(showroomDescription(vehicle, stockTexts('ar'))).toBe('مستعملة, Aurelia E5 S, 2022, كهربائية, Pearl, 12000 ميل لدى Shop.')
    const withoutRetailer = normaliseShowroomVehicle({ vehicle: { ...raw, owner_name: undefined }, listings: [], buttonSet: null })
    expect(showroomDescription(withoutRetailer, ENGLISH_STOCK_TEXTS)).toBe('Used, Aurelia E5 S, 2022, Electric, Pearl, 12000 miles.')
  })

  it('keeps the canonical root-relative when the market has no origin', () => {
    expect(showroomCanonical('/ar/', '/showroom/x-1')).toBe('/ar/showroom/x-1')
  })

  it('describes a schema.org Car with an Offer', () => {
    expect(showroomJsonLd(vehicle, context)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Aurelia E5 S',
      vehicleIdentificationNumber: 'VIN0000009',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12000, unitCode: 'SMI' },
      offers: {
        '@type': 'Offer',
        price: 30000,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/LimitedAvailability',
        seller: { '@type': 'AutoDealer', name: 'Shop', address: { '@type': 'PostalAddress', addressLocality: 'York' } },
      },
    })
  })

  it('leaves a hidden price out of the offer', () => {
    const hidden = normaliseShowroomVehicle({
      vehicle: { ...raw, price_hidden: true, financing_options: { cash: true, lease: false, rent: false } },
      listings: [],
      buttonSet: null,
    })
    const offer = showroomJsonLd(hidden, context).offers as Record<string, unknown>
    expect(offer.price).toBeUndefined()
    expect(offer.priceCurrency).toBeUndefined()
  })

  it('does not index a gone page', () => {
    expect(goneMeta(context, 410)).toEqual([
      { title: 'This vehicle is no longer available | Demo' },
      { name: 'robots', content: 'noindex' },
    ])
    expect(goneMeta(context, 404)[0]).toEqual({ title: 'Vehicle not found | Demo' })
    // In the market's language, as the page's heading.
    expect(goneMeta({ ...context, texts: stockTexts('ar') }, 404)[0]).toEqual({
      title: `${stockTexts('ar')['showroom.notFoundHeading']} | Demo`,
    })
  })
})
