import { describe, expect, it } from 'vitest'
import {
  avlPrices,
  buttonAction,
  namedPrices,
  normaliseShowroomVehicle,
  onTheRoadPrice,
  orderOnlineDetailsPath,
  ownerDetails,
  ownerName,
  priceBreakdownData,
  showroomPhotos,
  similarCard,
  textList,
  type RawButtonSet,
  type RawVehicle,
} from './showroom.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'

const LIST = '1c0ffee0-0000-4000-8000-000000000001'

const VEHICLE: RawVehicle = {
  id: 42,
  vin: 'SALGA2BE5NA123456',
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'Vesta',
  nameplate_name: 'Ridge',
  model_display_name: 'Vesta Ridge',
  version: 'HSE',
  production_year: 2025,
  model_year: 2026,
  engine_type: ['phev'],
  drivetrain: 'AWD',
  transmission: 'auto',
  color_name: 'Fuji White',
  interior_color: 'Ebony',
  mileage: 12,
  mileage_unit: 'mi',
  power: 297,
  power_unit: 'kw',
  engine_capacity: 1998,
  engine_capacity_unit: 'cc',
  msrp_price: 60000,
  sale_price: 55000,
  monthly_price: 699,
  currency: 'GBP',
  owner_name: 'Harbour Motors Ltd',
  owner_metadata: { Vesta: 'Harbour Vesta', Aurelia: 'Harbour Aurelia' },
  owner_city: 'Leeds',
  owner_address: '1 Quay St',
  owner_zipcode: 'LS1 1AA',
  owner_phone: '+44 113 000',
  owner_email: 'sales@harbour.example',
  owner_id: 'D1',
  dealer_id: 7,
  features_optional: [
    { name: 'Panoramic roof', price: 1200 },
    { name: 'Tow bar', price: 800 },
  ],
  features_standard: ['LED headlights', 'Heated seats'],
  accessories: [{ name: 'Roof box', price: 450 }],
  footnote: 'WLTP figures.',
  total_price: 62000,
  base_price: 60000,
  photos: [
    { sequence: 2, normal: '/p/2.jpg', medium: '/p/2m.jpg' },
    { sequence: 1, normal: '/p/1.jpg', medium: '/p/1m.jpg', hd: '/p/1h.jpg', quarter_hd: '/p/1q.jpg' },
  ],
  video_url: 'https://video.example/ridge.mp4',
}

const EXTENDED: RawButtonSet = {
  id: 3,
  setup_type: 'extended',
  reservation_fee: 250,
  financing_options: ['cash'],
  buttons: [
    { button_type: 'primary', label: 'Reserve now', target: null, target_type: null, target_action: null },
    { button_type: 'secondary', label: 'Test drive', target: 'form:12', target_type: null, target_action: 'modal' },
    { button_type: 'secondary', label: 'Call us', target: '+44 113 000', target_type: 'phone', target_action: null },
  ],
}

describe('the normalised showroom vehicle (spec 3 §3)', () => {
  const normal = normaliseShowroomVehicle({ vehicle: VEHICLE, listings: [{ key: LIST, disclaimers: {} }], buttonSet: EXTENDED })

  it('gives the specification, with shortVin (spec 3 §5) and the owner name chosen by brand', () => {
    expect(normal.specification).toMatchObject({
      brand: 'Vesta',
      model: 'Ridge',
      title: 'Vesta Ridge',
      version: 'HSE',
      engines: ['phev'],
      mileage: { value: 12, unit: 'miles' },
      capacity: { value: 1998, unit: 'cc' },
      power: { value: 297, unit: 'kW' },
      color: 'Fuji White',
      colorInterior: 'Ebony',
      shortVin: '456',
      ownerName: 'Harbour Vesta',
    })
  })

  it('lists the prices: old/sale purchase pair and lease (spec 3 §4 Prices)', () => {
    expect(normal.prices.list.map((p) => [p.type, p.value_raw, p.old_price_raw])).toEqual([
      ['purchase', 55000, 60000],
      ['lease', 699, null],
    ])
  })

  it('orders photos by sequence; the cover is the first medium', () => {
    expect(normal.photos.map((p) => p.normal)).toEqual(['/p/1.jpg', '/p/2.jpg'])
    expect(normal.photoCoverMedium).toBe('/p/1m.jpg')
  })

  it('has equipment, accessories, footnotes and the price breakdown', () => {
    expect(normal.equipment.standard).toEqual(['LED headlights', 'Heated seats'])
    expect(normal.equipment.optional).toEqual([
      { name: 'Panoramic roof', price: 1200 },
      { name: 'Tow bar', price: 800 },
    ])
    expect(normal.accessories).toEqual([{ name: 'Roof box', price: 450 }])
    expect(normal.footnotes).toEqual(['WLTP figures.'])
    expect(normal.priceBreakdown).toBe(true)
    // Offered at 55,000 (its sale price) against a total of 62,000: the breakdown ends at the price asked.
    expect(normal.priceBreakdownData).toEqual({
      totalPrice: 62000,
      basePrice: 60000,
      optionalFeaturesPrice: 2000,
      offer: { saving: 7000, price: 55000 },
    })
  })

  it.each([
    ['on request to buy', { cash: true, lease: false, rent: false }, false],
    ['on request to lease only', { cash: false, lease: true, rent: false }, true],
  ])('tells a price breakdown unless the price is %s (spec 3 §4 Price hidden)', (_, financing_options, shown) => {
    const hidden = normaliseShowroomVehicle({
      vehicle: { ...VEHICLE, price_hidden: true, financing_options, price_breakdown: true },
      listings: [{ key: LIST, disclaimers: {} }],
      buttonSet: EXTENDED,
    })
    expect(hidden.priceBreakdown).toBe(shown)
    expect(hidden.priceBreakdownData.totalPrice).toBe(shown ? 62000 : null)
  })

  it('makes reservation info when the first button set is extended (spec 3 §4), and the reserve action', () => {
    expect(normal.reservation).toEqual({
      label: 'Reserve now',
      reservation_fee_amount: 250,
      reservation_fee_currency: 'GBP',
      reservation_fee: 250,
      reservation_fee_base: 250,
      financing_options: ['cash'],
      owner_uuid: '7',
      reservation_fee_currency_code: 'GBP',
      owner_id: 'D1',
      href: '/showroom-order-online/vehicle/42',
    })
    expect(normal.buttons.primary.map((b) => b.action)).toEqual([
      { kind: 'custom', custom: 'reserve', href: '/showroom-order-online/vehicle/42' },
    ])
    expect(normal.buttons.secondary.map((b) => b.action)).toEqual([
      { kind: 'popup', popup: { type: 'form', formId: '12' } },
      { kind: 'url', href: 'tel:+44113000', newTab: false },
    ])
  })

  it.each([
    ['standard set', { ...EXTENDED, setup_type: 'standard' }],
    ['no set', null],
  ])('has no reservation with a %s', (_name, set) => {
    const vehicle = normaliseShowroomVehicle({ vehicle: VEHICLE, listings: [], buttonSet: set })
    expect(vehicle.reservation).toBeNull()
  })

  it.each(['reserved', 'sold'])('offers no reservation, nor its button, for a %s vehicle (spec 3 §4)', (status) => {
    const vehicle = normaliseShowroomVehicle({ vehicle: { ...VEHICLE, status }, listings: [], buttonSet: EXTENDED })
    expect(vehicle.reservation).toBeNull()
    // Nor its reserve button as a contact link under the label 'Reserve now'.
    expect([...vehicle.buttons.primary, ...vehicle.buttons.secondary].map((b) => b.label)).toEqual(['Test drive', 'Call us'])
  })

  it('promotes the first secondary button in the overseas market and skips lease (spec 3 §4 Market variant)', () => {
    const overseas = normaliseShowroomVehicle(
      { vehicle: VEHICLE, listings: [{ key: LIST, disclaimers: {} }], buttonSet: EXTENDED },
      { market: 'overseas' },
    )
    expect(overseas.buttons.primary.map((b) => b.label)).toEqual(['Reserve now', 'Test drive'])
    expect(overseas.prices.list.map((p) => p.type)).toEqual(['purchase'])
  })

  it('takes the drive-away price of the search state over the purchase price (spec 3 §4)', () => {
    const vehicle = normaliseShowroomVehicle(
      { vehicle: { ...VEHICLE, price_metadata: { NSW: 58000, VIC: 57000 } }, listings: [], buttonSet: null },
      { driveAwayState: 'VIC', postcodeSearch: true },
    )
    expect(vehicle.pricesDriveAway.listDriveAway.map((e) => e.state)).toEqual(['NSW', 'VIC'])
    expect(vehicle.pricesDriveAway.currentDriveAway?.value).toBe(57000)
    expect(vehicle.prices.list[0]).toMatchObject({ type: 'purchase', value_raw: 57000, oldPrice: false })
    expect(vehicle.postcodeSearch.state).toBe('VIC')
  })

  it.each([
    ['outside a postcode search', { owner_state: 'VIC' }, false, 37745],
    ['of a retailer in no Australian state', { owner_state: null }, true, 37745],
    ['in a postcode search, in an Australian state: the retailer price', { owner_state: 'VIC' }, true, 38495],
  ])('a used car with a sale price %s shows what its card shows (spec 3 §4; ADR 068)', (_, owner, postcodeSearch, price) => {
    const used = { ...VEHICLE, state: 'used', msrp_price: 38495, sale_price: 37745, ...owner }
    const vehicle = normaliseShowroomVehicle({ vehicle: used, listings: [], buttonSet: null }, { postcodeSearch })
    expect(vehicle.prices.list[0]).toMatchObject({ type: 'purchase', value_raw: price })
  })

  it('lets an enabled listing disclaimer override the global one (spec 3 §3 Price disclaimers)', () => {
    const vehicle = normaliseShowroomVehicle(
      {
        vehicle: VEHICLE,
        listings: [{ key: LIST, disclaimers: { purchase_price: { enabled: true, description: 'List T&Cs' } } }],
        buttonSet: null,
      },
      {
        globalDisclaimers: {
          purchase_price: { enabled: true, description: 'Global' },
          lease_price: { enabled: true, description: 'Lease terms' },
        },
      },
    )
    expect(vehicle.disclaimers.present).toEqual({
      purchase_price: { marker: '*', description: 'List T&Cs' },
      lease_price: { marker: '**', description: 'Lease terms' },
    })
  })

  it('builds the showroom link and the API endpoint from the lists', () => {
    expect(normal.link).toBe('/showroom/new-vesta-ridge-2025-phev-awd-auto-fuji-white-42')
    expect(normaliseShowroomVehicle({ vehicle: VEHICLE, listings: [], buttonSet: null }, { slug: { omittedBrand: 'vesta' } }).link).toBe(
      '/showroom/new-ridge-2025-phev-awd-auto-fuji-white-42',
    )
    expect(normal.apiEndpoint).toBe(`/api/inventory/public_api/listing/${LIST}/vehicle/42`)
    expect(normal.publicationLists).toEqual([LIST])
    expect(normal.videoUrl).toBe('https://video.example/ridge.mp4')
  })

  it('hides a price on request (spec 3 §4 Price hidden)', () => {
    const vehicle = normaliseShowroomVehicle({
      vehicle: { ...VEHICLE, price_hidden: true, financing_options: { cash: true, lease: false, rent: false } },
      listings: [],
      buttonSet: null,
    })
    expect(vehicle.prices.list[0]).toMatchObject({ type: 'purchase', value_raw: null, hiddenFromVisitors: true, label: 'price_on_request' })
  })
})

describe('showroom parts', () => {
  it.each<[string, Parameters<typeof buttonAction>[0], ReturnType<typeof buttonAction>]>([
    [
      'url, same tab',
      { button_type: 'primary', label: 'x', target: 'https://a.example/x', target_type: 'url', target_action: null },
      { kind: 'url', href: 'https://a.example/x', newTab: false },
    ],
    [
      'url, new tab',
      { button_type: 'primary', label: 'x', target: '/finance', target_type: 'url', target_action: 'new_tab' },
      { kind: 'url', href: '/finance', newTab: true },
    ],
    [
      'url in a modal',
      { button_type: 'primary', label: 'x', target: 'https://a.example/x', target_type: 'url', target_action: 'modal' },
      { kind: 'popup', popup: { type: 'embed', url: 'https://a.example/x' } },
    ],
    [
      'embed',
      { button_type: 'primary', label: 'x', target: 'https://a.example/e', target_type: 'embed', target_action: null },
      { kind: 'popup', popup: { type: 'embed', url: 'https://a.example/e' } },
    ],
    [
      'form',
      { button_type: 'primary', label: 'x', target: 'form:abc', target_type: 'url', target_action: 'modal' },
      { kind: 'popup', popup: { type: 'form', formId: 'abc' } },
    ],
    [
      'email',
      { button_type: 'primary', label: 'x', target: 'a@b.example', target_type: 'email', target_action: null },
      { kind: 'url', href: 'mailto:a@b.example', newTab: false },
    ],
    [
      'javascript: refused',
      { button_type: 'primary', label: 'x', target: 'javascript:alert(1)', target_type: 'url', target_action: null },
      null,
    ],
    [
      'no target: contact',
      { button_type: 'primary', label: 'x', target: null, target_type: null, target_action: null },
      { kind: 'custom', custom: 'contact', href: 'mailto:o@x.example' },
    ],
  ])('button action: %s', (_name, button, action) => {
    expect(buttonAction(button, { reservationHref: null, ownerEmail: 'o@x.example' })).toEqual(action)
  })

  it.each<[unknown, string[]]>([
    [null, []],
    ['  One  ', ['One']],
    [
      ['A', { name: 'B' }, { description: 'C' }, ''],
      ['A', 'B', 'C'],
    ],
  ])('textList(%j)', (value, list) => expect(textList(value)).toEqual(list))

  it.each<[unknown, { name: string; price: number | null }[]]>([
    ['not a list', []],
    [
      ['Bare', { name: 'Priced', price: 10 }, { label: 'Label', price: '0' }, { price: 5 }],
      [
        { name: 'Bare', price: null },
        { name: 'Priced', price: 10 },
        { name: 'Label', price: null },
      ],
    ],
  ])('namedPrices(%j)', (value, list) => expect(namedPrices(value)).toEqual(list))

  it('drops photos without a normal size', () => {
    expect(showroomPhotos([{ medium: '/m.jpg' }, { normal: '/n.jpg' }])).toEqual([
      { normal: '/n.jpg', medium: null, hd: null, quarter_hd: null },
    ])
  })

  it.each([
    [{ nameplate_brand_name: 'aurelia', owner_metadata: { Aurelia: 'Shop A' }, owner_name: 'Legal' }, 'Shop A'],
    [{ nameplate_brand_name: 'Vesta', owner_metadata: { Aurelia: 'Shop A' }, owner_name: 'Legal' }, 'Legal'],
    [{ nameplate_brand_name: 'Vesta' }, null],
  ])('ownerName %#', (vehicle, name) => expect(ownerName(vehicle)).toBe(name))

  it('gives OMV / ARF / PARF and the price type (spec 3 §3 pricesAvl)', () => {
    expect(
      avlPrices({
        avl_field: { open_market_value: 30000, additional_registration_fee: 0, preferential_additional_registration_fee: 12000 },
        prices_type: 'gross',
      }),
    ).toEqual({
      list: [
        { type: 'omv', value: 30000 },
        { type: 'parf', value: 12000 },
      ],
      priceType: 'gross',
    })
  })

  it.each<[unknown, number | null, { value: number; chargeValue: number | null } | null]>([
    [undefined, 20000, null],
    [21000, 20000, { value: 21000, chargeValue: 1000 }],
    [19000, 20000, { value: 19000, chargeValue: null }],
    [21000, null, { value: 21000, chargeValue: null }],
  ])('on-the-road %j over %j', (price, purchase, result) => {
    expect(onTheRoadPrice({ ...VEHICLE, japan_used_and_approved_cars_field: { on_the_road_price: price } }, purchase)).toEqual(result)
  })

  it.each<[Partial<RawVehicle>, { name: string; price: number | null }[], number | null]>([
    [{ total_price: 100, base_price: 80 }, [], 20],
    [
      { total_price: null, base_price: null },
      [
        { name: 'a', price: 5 },
        { name: 'b', price: null },
      ],
      5,
    ],
    [{}, [], null],
  ])('optional features price %#', (fields, optional, sum) => {
    expect(
      priceBreakdownData({ ...VEHICLE, total_price: undefined, base_price: undefined, ...fields }, optional).optionalFeaturesPrice,
    ).toBe(sum)
  })

  it.each([
    [55000, { saving: 7000, price: 55000 }],
    // Offered at its total, above it (charges added) or with its price hidden: nothing to add.
    [62000, null],
    [64000, null],
    [null, null],
  ])("a purchase price of %j against the total of 62,000 is the breakdown's offer %j", (purchase, offer) => {
    expect(priceBreakdownData({ ...VEHICLE, total_price: 62000 }, [], purchase).offer).toEqual(offer)
  })

  it('writes owner details in three variants (spec 3 §3 ownerHtmlDetails)', () => {
    const details = ownerDetails({
      name: 'Harbour',
      owner_name: null,
      owner_city: 'Leeds',
      owner_address: '1 Quay St',
      owner_zipcode: 'LS1',
      owner_phone: '0113',
      owner_email: 'a@b.example',
      owner_state: null,
      opening_hours: 'Mon–Fri 9–18',
      contact_details: null,
    })
    expect(details).toEqual({
      short: ['Harbour', 'Leeds'],
      default: ['Harbour', '1 Quay St, LS1 Leeds', '0113', 'a@b.example'],
      full: ['Harbour', '1 Quay St, LS1 Leeds', '0113', 'a@b.example', 'Mon–Fri 9–18'],
    })
    expect(ownerDetails(null)).toEqual({ default: [], short: [], full: [] })
  })

  it("writes the owner's address as the market's language does", () => {
    const owner = { name: 'أوريليا دبي', owner_name: null, owner_city: 'دبي', owner_address: 'شارع الشيخ زايد', owner_zipcode: null }
    const none = { owner_phone: null, owner_email: null, owner_state: null, opening_hours: null, contact_details: null }
    expect(ownerDetails({ ...owner, ...none }, 'ar_AE').default).toEqual(['أوريليا دبي', 'شارع الشيخ زايد، دبي'])
  })

  it('makes a similar card linking to its showroom page', () => {
    expect(similarCard(VEHICLE, { texts: ENGLISH_STOCK_TEXTS })).toEqual({
      id: 42,
      title: 'Vesta Ridge HSE',
      name: 'Vesta Ridge',
      brand: 'Vesta',
      state: 'new',
      version: 'HSE',
      href: '/showroom/new-vesta-ridge-2025-phev-awd-auto-fuji-white-42',
      photo: '/p/1m.jpg',
      price: expect.objectContaining({ type: 'purchase', value_raw: 55000 }),
      facts: ['2025', 'Plug-in hybrid', 'Fuji White'],
    })
    expect(orderOnlineDetailsPath(7)).toBe('/showroom-order-online/vehicle/7')
  })
})
