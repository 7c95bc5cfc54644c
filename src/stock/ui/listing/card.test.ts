import { describe, expect, it } from 'vitest'
import { EMPTY_POSTCODE_SEARCH, type PostcodeSearch } from '../../rules/postcode-search.ts'
import { ENGLISH_STOCK_TEXTS as texts, stockTexts } from '../../texts/tables.ts'
import { cardAttributeValue, cardPhoto, cardVehicle, postcodeCardOptions, type ListingVehicle } from './card.ts'

const vehicle: ListingVehicle = {
  id: 1042,
  state: 'new',
  status: 'on_demand',
  nameplate_brand_name: 'Vantor',
  nameplate_name: 'Ridge',
  version: 'Ridge 2.0 AWD',
  production_year: 2025,
  mileage: 12500,
  mileage_unit: 'km',
  engine_type: ['phev'],
  drivetrain: 'AWD',
  transmission: 'auto',
  color_name: 'Fuji White',
  vin: 'WVX123',
  power: 221,
  power_unit: 'kW',
  engine_capacity: 1.998,
  engine_capacity_unit: 'L',
  interior_color: 'Ebony',
  msrp_price: 52000,
  sale_price: 49000,
  monthly_price: 499,
  photos: [{ sequence: 1, quarter_hd: '/m/1/w/640', medium: '/m/1/w/768', normal: '/m/1/w/1024', hd: '/m/1/w/1280' }],
}

describe('card attribute values (spec 3 §9 Vehicle card attributes)', () => {
  it.each([
    ['productionYear', '2025'],
    ['model', 'Ridge'],
    ['mileage', '12,500 km'],
    ['engines', 'Plug-in hybrid'],
    ['color', 'Fuji White'],
    ['drivetrain', 'AWD'],
    ['vin', 'WVX123'],
    ['power', '221 kW'],
    ['capacity', '2.0 L'],
    ['status', 'On demand'],
    ['state', 'New'],
    ['colorInterior', 'Ebony'],
  ] as const)('%s → %s', (attribute, expected) => {
    expect(cardAttributeValue(attribute, vehicle, texts)).toBe(expected)
  })

  // The units and drivetrain in the market's language; a unit or drivetrain the table does not name as the feed sent it.
  it.each([
    ['ar', 'mileage', vehicle, '12,500 كم'],
    ['ar', 'power', vehicle, '221 كيلوواط'],
    ['ar', 'capacity', vehicle, '2.0 لتر'],
    ['ar', 'drivetrain', vehicle, 'دفع رباعي'],
    ['he', 'drivetrain', { ...vehicle, drivetrain: 'fwd' }, 'הנעה קדמית'],
    ['ar', 'power', { ...vehicle, power_unit: 'bhp' }, '221 حصان'],
    ['ar', 'mileage', { ...vehicle, mileage_unit: 'mi' }, '12,500 ميل'],
    ['ar', 'capacity', { ...vehicle, engine_capacity: 77, engine_capacity_unit: 'kWh' }, '77 kWh'],
    ['ar', 'drivetrain', { ...vehicle, drivetrain: 'Quattro' }, 'Quattro'],
  ] as const)('in %s: %s → %s', (language, attribute, car, expected) => {
    expect(cardAttributeValue(attribute, car, stockTexts(language))).toBe(expected)
  })

  it('is null for what the vehicle does not have', () => {
    expect(cardAttributeValue('mileage', { id: 1 }, texts)).toBeNull()
    expect(cardAttributeValue('power', { id: 1, power: 0 }, texts)).toBeNull()
    expect(cardAttributeValue('engines', { id: 1, engine_type: [] }, texts)).toBeNull()
  })
})

describe('cardPhoto', () => {
  it('offers the sizes by width, the medium one as src', () => {
    expect(cardPhoto(vehicle)).toEqual({
      src: '/m/1/w/768',
      srcSet: '/m/1/w/640 640w, /m/1/w/768 768w, /m/1/w/1024 1024w, /m/1/w/1280 1280w',
    })
  })
  it('falls back to the cover, then to none', () => {
    expect(cardPhoto({ id: 1, cover_photo_medium: '/c.jpg' })).toEqual({ src: '/c.jpg', srcSet: '' })
    expect(cardPhoto({ id: 1 })).toBeNull()
  })
})

describe('cardVehicle (spec 3 §2, §4)', () => {
  it('links to the showroom, shows the default attributes with engines, power and color as icons, and old/sale prices', () => {
    const card = cardVehicle(vehicle, { list: 'L', texts, market: 'standard', omittedBrand: null })
    expect(card.href).toBe('/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042')
    expect(card.title).toBe('Vantor Ridge')
    expect(card.attributes.map((a) => a.key)).toEqual([
      'productionYear',
      'mileage',
      'engines',
      'color',
      'drivetrain',
      'vin',
      'power',
      'capacity',
      'state',
    ])
    expect(card.attributes.filter((a) => a.icon).map((a) => a.key)).toEqual(['engines', 'color', 'power'])
    expect(card.prices).toEqual([
      { type: 'purchase', value_raw: 49000, oldPrice: true, old_price_raw: 52000, hiddenFromVisitors: false, label: null },
      { type: 'lease', value_raw: 499, oldPrice: false, old_price_raw: null, hiddenFromVisitors: false, label: null },
    ])
  })

  it.each([
    ['stock', null],
    ['available_soon', null],
    ['reserved', 'reserved'],
    ['sold', 'sold'],
  ])('a %s vehicle has availability %s (spec 3 §4)', (status, availability) => {
    expect(cardVehicle({ ...vehicle, status }, { list: 'L', market: 'standard', texts }).availability).toBe(availability)
  })

  it.each([
    ['reserved', ['purchase', 'lease']],
    ['sold', ['purchase']],
  ])('a %s vehicle shows the prices %j: a sold one is no longer financed', (status, types) => {
    expect(cardVehicle({ ...vehicle, status }, { list: 'L', market: 'standard', texts }).prices.map((p) => p.type)).toEqual(types)
  })

  it('does not say the brand twice when the display name has it', () => {
    expect(cardVehicle({ ...vehicle, model_display_name: 'Vantor Ridge' }, { list: 'L', market: 'standard', texts }).title).toBe(
      'Vantor Ridge',
    )
    expect(cardVehicle({ ...vehicle, model_display_name: 'Ridge Sport' }, { list: 'L', market: 'standard', texts }).title).toBe(
      'Vantor Ridge Sport',
    )
  })

  it('takes the configured attributes and icons, at most 3 icons (spec 3 §5)', () => {
    const card = cardVehicle(vehicle, {
      list: 'L',
      texts,
      market: 'standard',
      attributes: ['vin', 'status', 'nonsense'],
      icons: ['vin', 'status'],
    })
    expect(card.attributes.map((a) => [a.key, a.icon])).toEqual([
      ['vin', true],
      ['status', true],
    ])
  })

  it('leaves out the brand the market omits, and skips lease in the overseas market', () => {
    const card = cardVehicle(vehicle, { list: 'L', texts, market: 'overseas', omittedBrand: 'vantor' })
    expect(card.href).toBe('/showroom/new-ridge-2025-phev-awd-auto-fuji-white-1042')
    expect(card.prices.map((p) => p.type)).toEqual(['purchase'])
  })

  it('shows price on request for a hidden price', () => {
    const card = cardVehicle(
      { ...vehicle, price_hidden: true, financing_options: { cash: true } },
      { list: 'L', market: 'standard', texts },
    )
    expect(card.prices[0]).toMatchObject({ type: 'purchase', value_raw: null, label: 'price_on_request', hiddenFromVisitors: true })
  })

  it("makes the state's drive-away price the purchase price during a postcode search", () => {
    const card = cardVehicle(
      { ...vehicle, price_metadata: { NSW: 51000, VIC: 50500 } },
      { list: 'L', texts, market: 'standard', postcodeSearch: true, driveAwayState: 'VIC', postcodeQuery: '_state=VIC' },
    )
    expect(card.prices[0]).toMatchObject({ type: 'purchase', value_raw: 50500, oldPrice: false })
    expect(card.href).toMatch(/-1042\?_state=VIC$/)
  })

  it("takes each vehicle's own retailer state in a retailer search (spec 3 §4 Prices)", () => {
    const priced = { ...vehicle, price_metadata: { NSW: 51000, VIC: 50500 } }
    const options = {
      list: 'L',
      texts,
      market: 'standard' as const,
      postcodeSearch: true,
      postcodeMode: 'retailerSearch' as const,
      driveAwayState: 'NSW' as const,
    }
    expect(cardVehicle({ ...priced, owner_state: 'vic' }, options).prices[0]).toMatchObject({ value_raw: 50500 })
    expect(cardVehicle({ ...priced, owner_state: 'NSW' }, options).prices[0]).toMatchObject({ value_raw: 51000 })
    // A retailer in no known state: no drive-away price, the sale price under the struck list price stays.
    expect(cardVehicle({ ...priced, owner_state: 'Kent' }, options).prices[0]).toMatchObject({ value_raw: 49000, old_price_raw: 52000 })
  })
})

describe('postcodeCardOptions (spec 3 §2, §4; ADR 085)', () => {
  const search = (part: Partial<PostcodeSearch>): PostcodeSearch => ({ ...EMPTY_POSTCODE_SEARCH, ...part })
  it.each<[string, Parameters<typeof postcodeCardOptions>[0], ReturnType<typeof postcodeCardOptions>]>([
    ['feature off', null, {}],
    ['no search', { search: search({}), dealerCodes: [], driveAwayState: null }, {}],
    ['a search without dealers (the modal stays open)', { search: search({ state: 'TAS' }), dealerCodes: [], driveAwayState: 'TAS' }, {}],
    [
      'a state search',
      { search: search({ state: 'NSW' }), dealerCodes: ['D1', 'D3'], driveAwayState: 'NSW' },
      { postcodeSearch: true, postcodeMode: 'stateSearch', driveAwayState: 'NSW', postcodeQuery: '_state=NSW' },
    ],
    [
      'a postcode search with its locality',
      { search: search({ postcode: '2010', locality: 'Surry Hills', state: 'NSW' }), dealerCodes: ['D3'], driveAwayState: 'NSW' },
      {
        postcodeSearch: true,
        postcodeMode: 'postcodeSearch',
        driveAwayState: 'NSW',
        postcodeQuery: '_state=NSW&_postcode=2010&_locality=Surry+Hills',
      },
    ],
    [
      'a retailer search, found by its code alone',
      { search: search({ retailer: ['D2'] }), dealerCodes: [], driveAwayState: null },
      { postcodeSearch: true, postcodeMode: 'retailerSearch', driveAwayState: null, postcodeQuery: '_retailer=D2' },
    ],
  ])('%s', (_, found, options) => {
    expect(postcodeCardOptions(found)).toEqual(options)
  })
})
