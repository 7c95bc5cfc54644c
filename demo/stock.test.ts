import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dealerInputSchema } from '~/dealers/dealer.ts'
import { DEMO_IMAGES } from './imagery/catalogue.ts'
import { STOCK_PHOTO_ANGLES, STOCK_PHOTOS } from './imagery/stock-photos.ts'
import {
  DEMO_STOCK_LISTING_KEY,
  DEMO_FINANCE,
  DEMO_TODAY,
  demoStock,
  modelYearLetter,
  monthlyPayment,
  PHOTO_WIDTHS,
  UAE_STOCK_COUNT,
  UAE_STOCK_MARKET,
  UAE_STOCK_SEED,
  vinCheckDigit,
  type StockFeedRow,
} from './stock.ts'
import {
  BRANDS,
  CANONICAL_COLOURS,
  ENGINE_TYPES,
  POWER_UNITS,
  STOCK_MODELS,
  TRANSMISSIONS,
  VEHICLE_STATES,
  VEHICLE_STATUSES,
} from './stock-models.ts'
import { UK_NATIONS } from './stock-retailers.ts'
import { isAustralianState } from '~/stock/rules/prices.ts'
import { maxMsrpPrice } from '~/stock/rules/finance.ts'
import { reverseCalculatorSettings } from '~/stock/rules/finance-settings.ts'
import { arabicName, arabicOpeningHours } from './stock-ar.ts'

const stock = demoStock()
const { retailers, vehicles } = stock
const byCode = new Map(retailers.map((r) => [r.code, r]))
const share = (test: (v: StockFeedRow) => boolean) => vehicles.filter(test).length / vehicles.length
const photoIds = new Set(STOCK_PHOTOS.map((p) => p.id))
const idOf = (url: string) => Number(/\/images\/(\d+)\//.exec(url)?.[1])

describe('demoStock', () => {
  it('is the same on every call, and another seed gives other vehicles', () => {
    expect(demoStock()).toEqual(stock)
    expect(demoStock({ count: 30 }).vehicles).toEqual(demoStock({ count: 30 }).vehicles)
    expect(demoStock({ count: 30, seed: 7 }).vehicles.map((v) => v.vin)).not.toEqual(demoStock({ count: 30 }).vehicles.map((v) => v.vin))
  })

  it('fills a list whose key is a UUID (spec 3 §3 listing uuid)', () => {
    expect(z.uuid().safeParse(DEMO_STOCK_LISTING_KEY).success).toBe(true)
  })

  it('makes about 2,000 vehicles by default, and as many as asked', () => {
    expect(vehicles).toHaveLength(2000)
    expect(demoStock({ count: 12 }).vehicles).toHaveLength(12)
  })

  it('builds photo URLs with the function given', () => {
    const [row] = demoStock({ count: 1, photoUrl: (id, width) => `https://cdn.example/${id}-${width}.jpg` }).vehicles
    expect(row!.photos[0]!.hd).toMatch(/^https:\/\/cdn\.example\/2\d{4}-1280\.jpg$/)
  })
})

describe('the demo stock retailers', () => {
  it('are about twenty valid dealers with unique codes', () => {
    expect(retailers.length).toBeGreaterThanOrEqual(18)
    expect(retailers.length).toBeLessThanOrEqual(24)
    expect(byCode.size).toBe(retailers.length)
    for (const { state: _state, locality: _locality, brands: _brands, ...dealer } of retailers) {
      const parsed = dealerInputSchema.safeParse(dealer)
      expect(parsed.error?.issues, dealer.code).toBeUndefined()
    }
  })

  it("keep the demo bundle's dealers as they are", () => {
    const bundle = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle.json'), 'utf8')) as { dealers: { code: string }[] }
    expect(bundle.dealers.length).toBeGreaterThan(0)
    for (const dealer of bundle.dealers) {
      const retailer = byCode.get(dealer.code)
      expect(retailer, dealer.code).toBeDefined()
      // Every field the bundle gives (and, once dealers have them, state, locality and brands) is the same.
      expect(Object.fromEntries(Object.keys(dealer).map((key) => [key, retailer![key as keyof typeof retailer]]))).toEqual(dealer)
    }
  })

  it('stand in every nation of the United Kingdom, in no Australian state (ADR 122), and sell both brands', () => {
    expect(new Set(retailers.map((r) => r.state))).toEqual(new Set(UK_NATIONS))
    for (const r of retailers) expect(isAustralianState(r.state), r.code).toBe(false)
    for (const brand of BRANDS) expect(retailers.filter((r) => r.brands.includes(brand)).length).toBeGreaterThan(8)
    for (const r of retailers) {
      expect(r.locality, r.code).not.toBe('')
      expect(r.brands.length, r.code).toBeGreaterThan(0)
      expect(r.latitude!, r.code).toBeGreaterThan(49.9)
      expect(r.latitude!, r.code).toBeLessThan(60.9)
      expect(r.longitude!, r.code).toBeGreaterThan(-8.2)
      expect(r.longitude!, r.code).toBeLessThan(1.8)
    }
  })
})

describe('the demo stock vehicles', () => {
  it('have every state, status, brand, model, colour, engine type of the stock and transmission (spec 3 §9)', () => {
    expect(new Set(vehicles.map((v) => v.state))).toEqual(new Set(VEHICLE_STATES))
    expect(new Set(vehicles.map((v) => v.status))).toEqual(new Set(VEHICLE_STATUSES))
    expect(new Set(vehicles.map((v) => v.nameplate_brand_name))).toEqual(new Set(BRANDS))
    expect(new Set(vehicles.map((v) => v.nameplate_external_code))).toEqual(new Set(STOCK_MODELS.map((m) => m.code)))
    expect(new Set(vehicles.map((v) => v.color_canonical))).toEqual(new Set(CANONICAL_COLOURS))
    expect(new Set(vehicles.map((v) => v.transmission))).toEqual(new Set(TRANSMISSIONS))
    expect(new Set(vehicles.map((v) => v.power_unit))).toEqual(new Set(POWER_UNITS))
    for (const v of vehicles) for (const type of v.engine_type) expect(ENGINE_TYPES).toContain(type)
    expect(new Set(vehicles.flatMap((v) => v.engine_type)).size).toBeGreaterThanOrEqual(4)
    expect(vehicles.some((v) => v.price_hidden)).toBe(true)
    expect(vehicles.some((v) => v.video_url !== null)).toBe(true)
    expect(vehicles.some((v) => v.financing_options.rent)).toBe(true)
  })

  it('are distributed like a market: mostly new and in stock, some reserved or sold, both brands well held', () => {
    expect(share((v) => v.state === 'new')).toBeGreaterThan(0.4)
    expect(share((v) => v.state === 'used')).toBeGreaterThan(0.12)
    expect(share((v) => v.state === 'approved')).toBeGreaterThan(0.12)
    expect(share((v) => v.state === 'demo')).toBeGreaterThan(0.02)
    expect(share((v) => v.status === 'stock')).toBeGreaterThan(0.45)
    expect(share((v) => v.status === 'reserved' || v.status === 'sold')).toBeGreaterThan(0.1)
    expect(share((v) => v.status === 'reserved' || v.status === 'sold')).toBeLessThan(0.35)
    for (const brand of BRANDS) expect(share((v) => v.nameplate_brand_name === brand)).toBeGreaterThan(0.3)
    for (const r of retailers) expect(vehicles.filter((v) => v.owner_id === r.code).length, r.code).toBeGreaterThan(10)
    expect(share((v) => v.sale_price !== null)).toBeGreaterThan(0.1)
  })

  it('have unique, valid-looking VINs (17 characters, no I, O or Q, check digit, model year letter)', () => {
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(vehicles.length)
    for (const v of vehicles) {
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(v.vin[8], v.vin).toBe(vinCheckDigit(v.vin))
      expect(v.vin[9], v.vin).toBe(modelYearLetter(v.model_year))
      expect(v.specification).toEqual({ vin: v.vin, model: v.model_display_name })
    }
  })

  it('each belong to a retailer that sells their brand, with its details', () => {
    for (const v of vehicles) {
      const r = byCode.get(v.owner_id)
      expect(r, v.vin).toBeDefined()
      expect(r!.brands).toContain(v.nameplate_brand_name)
      expect([v.owner_name, v.owner_state, v.owner_address, v.owner_city, v.owner_zipcode, v.owner_email, v.owner_phone]).toEqual([
        r!.name,
        r!.state,
        r!.street,
        r!.city,
        r!.postcode,
        r!.email,
        r!.phone,
      ])
      // The car's page names its retailer as the dealers, the retailer locator and the forms do.
      expect(v.owner_metadata[v.nameplate_brand_name], v.vin).toBe(r!.name)
      expect(v.long_description, v.vin).toContain(r!.name)
      // In words a British shopper reads, not the schema.org form the dealers keep.
      expect(v.owner_opening_hours).toMatch(
        /^Monday–(Friday|Saturday) \d\d:\d\d–\d\d:\d\d(; [A-Z][a-z]+(–[A-Z][a-z]+)? \d\d:\d\d–\d\d:\d\d)*$/,
      )
    }
  })

  it('have mileages, years and dates in range', () => {
    for (const v of vehicles) {
      const label = `${v.vin} ${v.state} ${v.status}`
      if (v.state === 'new') expect(v.mileage, label).toBeLessThanOrEqual(50)
      else expect(v.mileage, label).toBeGreaterThan(50)
      if (v.state === 'approved') expect(v.mileage, label).toBeLessThan(60_000)
      expect(v.mileage, label).toBeLessThan(120_000)
      expect(v.mileage_unit).toBe('mi')
      expect(v.model_year - v.production_year, label).toBeGreaterThanOrEqual(0)
      expect(v.model_year - v.production_year, label).toBeLessThanOrEqual(1)
      expect(v.production_year, label).toBeGreaterThanOrEqual(2018)
      expect(v.production_year, label).toBeLessThanOrEqual(2026)
      if (v.state === 'approved') expect(v.production_year, label).toBeGreaterThanOrEqual(2020)
      if (v.status === 'in_production' || v.status === 'on_demand') {
        expect(v.state, label).toBe('new')
        expect(v.delivery_date! > DEMO_TODAY, label).toBe(true)
      }
      if (v.delivery_date !== null) expect(v.delivery_date, label).toMatch(/^\d{4}-\d\d-\d\d$/)
      expect([4, 5, 7], label).toContain(v.number_of_seats)
      expect(v.power, label).toBeGreaterThan(80)
      expect(v.power, label).toBeLessThan(700)
      if (v.engine_type.includes('bev')) expect([v.engine_capacity, v.battery_capacity! > 50], label).toEqual([null, true])
      else expect(v.engine_capacity_normalized, label).toBeCloseTo(v.engine_capacity! / 1000, 0)
    }
  })

  it('have prices that add up: a sale price under the list price, no drive-away prices', () => {
    for (const v of vehicles) {
      const label = `${v.vin} ${v.state}`
      expect(v.currency).toBe('GBP')
      expect(v.msrp_price, label).toBeGreaterThan(4000)
      expect(v.msrp_price, label).toBeLessThan(120_000)
      expect(v.display_price, label).toBe(v.sale_price ?? v.msrp_price)
      expect(v.price, label).toBe(v.display_price)
      if (v.sale_price !== null) expect(v.sale_price, label).toBeLessThan(v.msrp_price)
      expect(v.product_card_disclaimer !== undefined, label).toBe(v.sale_price !== null)
      expect(v.financing_options.cash).toBe(true)
      expect(v.monthly_price !== null, label).toBe(v.financing_options.lease)
      expect(v.subscribe_price !== null, label).toBe(v.financing_options.rent)
      if (v.monthly_price !== null) expect(v.monthly_price, label).toBeLessThan(v.display_price / 20)
      for (const item of [...v.features_optional, ...v.accessories]) expect(item.price, label).toBeGreaterThan(0)
      // No drive-away prices: the market has no states (ADR 122).
      expect('price_metadata' in v, label).toBe(false)
      if (v.state === 'new') {
        expect(v.total_price, label).toBe(v.base_price! + v.features_optional.reduce((sum, o) => sum + o.price, 0))
        expect(v.msrp_price, label).toBe(v.total_price)
      } else {
        expect([v.total_price, v.base_price], label).toEqual([null, null])
      }
    }
  })

  it("name photos that are drawn: the model's own paint and cabin, in spec 3 §3's four sizes", () => {
    for (const v of vehicles) {
      // A car built to order has none yet (ADR 122: the placeholder shows).
      if (v.status === 'on_demand') {
        expect([v.photos, v.cover_photo_medium]).toEqual([[], ''])
        continue
      }
      expect(v.photos.length).toBe(STOCK_PHOTO_ANGLES.length + 1)
      expect(v.cover_photo_medium).toBe(v.photos[0]!.medium)
      for (const photo of v.photos) {
        expect(Object.keys(photo).sort()).toEqual(Object.keys(PHOTO_WIDTHS).sort())
        for (const [size, width] of Object.entries(PHOTO_WIDTHS))
          expect(photo[size as keyof typeof photo]).toMatch(new RegExp(`/w/${width}$`))
        const picture = STOCK_PHOTOS.find((p) => p.id === idOf(photo.hd))
        expect(picture, photo.hd).toBeDefined()
        expect(picture!.title.startsWith(v.model_display_name)).toBe(true)
        if (picture!.shot.kind !== 'cabin') expect(picture!.title).toContain(v.color_name)
      }
    }
  })
})

describe('the stock photos', () => {
  it('are one per model, paint and angle, and one per model and cabin, with ids of their own', () => {
    const expected = STOCK_MODELS.reduce((n, m) => n + m.paints.length * STOCK_PHOTO_ANGLES.length + m.cabins.length, 0)
    expect(STOCK_PHOTOS).toHaveLength(expected)
    expect(photoIds.size).toBe(expected)
    for (const image of DEMO_IMAGES) expect(photoIds.has(image.id), String(image.id)).toBe(false)
  })

  it('are all used by the default stock', () => {
    const used = new Set(vehicles.flatMap((v) => v.photos.map((p) => idOf(p.hd))))
    expect([...photoIds].filter((id) => !used.has(id))).toEqual([])
  })
})

describe('vinCheckDigit (ISO 3779, North American check digit)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['5GZCZ43D13S812715', '1'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit)
  })
})

// ADR 070: one finance product behind every monthly figure a shopper meets in the demo.
describe('the demo finance product', () => {
  const settingsOf = (file: string) =>
    (JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as { settings: Record<string, string> }).settings

  it.each([
    [0, 0],
    [40_000, 548],
    [18_995, 260],
  ])('£%i → £%i a month (spec 3 §9 annuity)', (price, monthly) => {
    expect(monthlyPayment(price)).toBe(monthly)
  })

  it.each(['bundle.json', 'bundle-ar.json'])('%s: the budget filter and the calculator use its terms', (file) => {
    expect(reverseCalculatorSettings(settingsOf(file))).toEqual(DEMO_FINANCE)
  })

  it('is what the representative example says: 48 months, 10 % deposit, 6.1 % APR', () => {
    const example = JSON.parse(settingsOf('bundle.json')['finance.representative_example']!) as Record<string, number>
    expect(example).toMatchObject({ term_months: DEMO_FINANCE.term_months, deposit_percent: DEMO_FINANCE.deposit_percent })
    expect(((1 + DEMO_FINANCE.interest_rate / 1200) ** 12 - 1) * 100).toBeCloseTo(example.apr!, 1)
  })

  // A budget finds the cars advertised under it: no budget hides a car whose card asks less (the
  // filter is on the list price, so a car on offer is left out: its figure is of the sale price).
  it.each([
    ['UK', vehicles],
    ['UAE', demoStock({ market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED, count: UAE_STOCK_COUNT }).vehicles],
  ])("%s: a budget of a car's monthly price (to the unit) shows it, a lower one does not", (_, market) => {
    const quoted = market.filter((v) => v.monthly_price !== null && v.sale_price === null)
    expect(quoted.length).toBeGreaterThan(50)
    for (const v of quoted) {
      expect(maxMsrpPrice(v.monthly_price! + 1, DEMO_FINANCE), v.vin).toBeGreaterThanOrEqual(v.msrp_price)
      expect(maxMsrpPrice(v.monthly_price! - 1, DEMO_FINANCE), v.vin).toBeLessThan(v.msrp_price)
    }
  })
})

describe("the Arabic market's stock (ADR 089)", () => {
  const uae = demoStock({ market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED, count: UAE_STOCK_COUNT })
  const arabicBundle = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle-ar.json'), 'utf8')) as {
    dealers: Record<string, unknown>[]
    listings: { key: string }[]
    nav_entries: { label: string; url: string }[]
  }

  it("is about 300 vehicles of its own draw at the Arabic bundle's dealers, kept as they are", () => {
    expect(uae.vehicles).toHaveLength(300)
    expect(uae.vehicles[0]!.vin).not.toBe(demoStock({ count: 1 }).vehicles[0]!.vin)
    expect(uae.retailers.map((r) => r.code)).toEqual(arabicBundle.dealers.map((d) => d.code))
    for (const dealer of arabicBundle.dealers) {
      const retailer = uae.retailers.find((r) => r.code === dealer.code)!
      expect(Object.fromEntries(Object.keys(dealer).map((key) => [key, retailer[key as keyof typeof retailer]]))).toEqual(dealer)
    }
    const codes = new Set(uae.retailers.map((r) => r.code))
    expect(uae.vehicles.every((v) => codes.has(v.owner_id))).toBe(true)
    expect(arabicBundle.listings.map((l) => l.key)).toEqual([DEMO_STOCK_LISTING_KEY])
    expect(arabicBundle.nav_entries.find((e) => e.url === '/ar/stock')?.label).toBe('السيارات المتوفرة')
  })

  it('is priced in dirhams like a UAE forecourt, in kilometres, without the British drive-away regions', () => {
    for (const v of uae.vehicles) {
      expect(v.currency).toBe('AED')
      expect(v.mileage_unit).toBe('km')
      expect('price_metadata' in v).toBe(false)
      expect(v.msrp_price % 100).toBe(0)
      expect(v.display_price).toBeLessThanOrEqual(v.msrp_price)
      if (v.sale_price !== null) expect(v.sale_price).toBeLessThan(v.msrp_price)
      expect(v.long_description).toMatch(/\p{Script=Arabic}/u)
    }
    const prices = uae.vehicles.map((v) => v.display_price).sort((a, b) => a - b)
    // A small electric hatchback from about 40,000 AED used, a new plug-in SUV up to about 450,000 AED.
    expect(prices[0]).toBeGreaterThan(20_000)
    expect(prices.at(-1)).toBeLessThan(500_000)
    expect(prices[150]).toBeGreaterThan(100_000)
  })
})

describe("the Arabic market's stock texts (ADR 122)", () => {
  const uae = demoStock({ market: UAE_STOCK_MARKET, seed: UAE_STOCK_SEED, count: UAE_STOCK_COUNT })
  /** Latin words an Arabic text may keep: model names, trim codes, units and brand terms. */
  const KEPT = new Set(['E5', 'E7', 'GT', 'S', 'SE', 'HSE', 'LED', 'Matrix', 'Pixel', 'Apple', 'CarPlay', 'Android', 'Auto', 'ClearSight'])
  const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []).filter((word) => !KEPT.has(word))

  it('has every name the generator can draw in Arabic', () => {
    const names = STOCK_MODELS.flatMap((m) => [
      ...m.engines.map((e) => e.name),
      ...m.trims.flatMap((t) => [t.name, ...t.adds]),
      ...m.paints.flatMap((p) => [p.name, `${p.name} paint`]),
      ...m.cabins.flatMap((c) => [c.name, c.upholstery]),
      ...m.standard,
      ...m.optional.map((o) => o.name),
      ...m.accessories.map((a) => a.name),
    ])
    expect([...new Set(names)].filter((name) => latinWords(arabicName(name)).length > 0)).toEqual([])
  })

  it('writes versions, colours, cabins, equipment and opening hours in Arabic', () => {
    for (const v of uae.vehicles) {
      const texts = [
        v.version,
        v.color_name,
        v.interior_color,
        v.interior,
        v.owner_opening_hours,
        ...v.features_standard,
        ...v.features_optional.map((o) => o.name),
        ...v.accessories.map((a) => a.name),
      ]
      for (const text of texts) expect(latinWords(text), `${v.vin}: ${text}`).toEqual([])
    }
  })

  it.each([
    [
      [
        { day: 'sat', opens: '09:00', closes: '21:00' },
        { day: 'sun', opens: '09:00', closes: '21:00' },
      ],
      'السبت–الأحد 09:00–21:00',
    ],
    [
      [
        { day: 'thu', opens: '09:00', closes: '21:00' },
        { day: 'fri', opens: '14:00', closes: '21:00' },
      ],
      'الخميس 09:00–21:00؛ الجمعة 14:00–21:00',
    ],
    [[], ''],
  ] as const)('opening hours %j → %s', (hours, text) => {
    expect(arabicOpeningHours(hours)).toBe(text)
  })
})

describe('the British stock equipment', () => {
  it('names each item once (a trim adds nothing the model already has)', () => {
    for (const v of vehicles) expect(new Set(v.features_standard).size, v.vin).toBe(v.features_standard.length)
  })
})
