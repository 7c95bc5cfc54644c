import { openingHoursText, type OpeningHours } from '~/dealers/dealer.ts'
import { monthlyPayment as financePayment, type ReverseCalculatorSettings } from '~/stock/rules/finance.ts'
import { random } from './imagery/paint.ts'
import { arabicName, arabicOpeningHours } from './stock-ar.ts'
import { exteriorPhotoId, interiorPhotoId } from './imagery/stock-photos.ts'
import {
  CURRENT_MODEL_YEAR,
  powerIn,
  STOCK_MODELS,
  type Brand,
  type CanonicalColour,
  type EngineType,
  type PowerUnit,
  type StockEngine,
  type StockModel,
  type Transmission,
  type VehicleState,
  type VehicleStatus,
} from './stock-models.ts'
import { STOCK_RETAILERS, UAE_RETAILERS, type MarketRetailer } from './stock-retailers.ts'

/**
 * The demo market's stock: about 2,000 vehicles — new, used, approved and a few
 * demonstrators, both brands, every status — across the market's 21 retailers, as rows of an
 * inventory feed keyed by spec 3 §3's vehicle field names (nested fields as objects), ready for
 * `forecourt inventory import`. No row has an id: the VIN is the key.
 *
 * Deterministic: the draw is seeded and every date is counted from DEMO_TODAY, so two calls give
 * the same rows and the tests' and screenshots' vehicles stay put. Decisions in ADR 070.
 *
 * @example
 *   const { retailers, vehicles } = demoStock() // 21 retailers, 2,000 rows
 *   const few = demoStock({ count: 50 }).vehicles
 */

/** The demo's "today": delivery dates and ages are counted from it, never from the clock. */
export const DEMO_TODAY = '2026-11-01'
export const DEMO_STOCK_COUNT = 2000
export const DEMO_STOCK_SEED = 14
export const DEMO_CURRENCY = 'GBP'
/**
 * The demo market's stock list (spec 3 §3 listing uuid; a block's ci_key_list): fixed, so the demo
 * bundle's stock-locator blocks can name it before the stock is imported.
 */
export const DEMO_STOCK_LISTING_KEY = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'

/** spec 3 §3 photos[]: one picture in its four sizes. */
export interface StockPhoto {
  normal: string
  medium: string
  hd: string
  quarter_hd: string
}

/**
 * The widths of a photo's sizes (ADR 071): hd is the drawing's own 1280 × 720, quarter_hd a
 * quarter of its area (640 × 360); normal and medium sit between. All are the media library's
 * variant widths (src/ui/image.ts VARIANT_WIDTHS).
 */
export const PHOTO_WIDTHS: Record<keyof StockPhoto, number> = { hd: 1280, normal: 1024, medium: 768, quarter_hd: 640 }

/** A stock photo's URL at a width: by default the demo market's media library (ADR 071). */
export type PhotoUrl = (id: number, width: number) => string
export const mediaLibraryPhotoUrl: PhotoUrl = (id, width) => `/media/api/v2/images/${id}/w/${width}`

/** One row of the feed: spec 3 §3 Vehicle, as received from the inventory service, without its id. */
export interface StockFeedRow {
  state: VehicleState
  status: VehicleStatus
  long_description: string
  nameplate_brand_name: Brand
  nameplate_name: string
  nameplate_external_code: string
  nameplate_model_group: string
  model_display_name: string
  version: string
  drivetrain: string
  production_year: number
  model_year: number
  color_name: string
  color_canonical: CanonicalColour
  interior_color: string
  vin: string
  owner_name: string
  owner_id: string
  /** The button set's code (spec 3 §3): which buttons the showroom shows, reservation included. */
  button_set: string | null
  order_number: string | null
  cover_photo_medium: string
  photos: StockPhoto[]
  msrp_price: number
  display_price: number
  sale_price: number | null
  monthly_price: number | null
  subscribe_price: number | null
  /** The tax notice flag: 'gross' (VAT included) for every demo vehicle. */
  prices_type: 'gross' | 'net'
  price_hidden: boolean
  currency: string
  financing_options: { cash: boolean; lease: boolean; rent: boolean }
  /** Whether the showroom shows the price breakdown (new vehicles with optional features). */
  price_breakdown: boolean
  total_price: number | null
  base_price: number | null
  features_optional: { name: string; price: number }[]
  features_standard: string[]
  accessories: { name: string; price: number }[]
  footnote: string | null
  disclaimers: string | null
  /** Vehicles on offer only. */
  product_card_disclaimer?: { description: string }
  config_url: string | null
  video_url: string | null
  /** The retailer's region code: a British nation, an emirate in the Arabic market (ADR 122). */
  owner_state: string
  owner_address: string
  owner_city: string
  owner_zipcode: string
  owner_email: string
  owner_phone: string
  owner_opening_hours: string
  owner_contact_details: string
  owner_metadata: Partial<Record<Brand, string>>
  number_of_seats: number
  mileage: number
  mileage_unit: 'mi' | 'km'
  power: number
  power_unit: PowerUnit
  engine_type: EngineType[]
  engine_capacity: number | null
  engine_capacity_normalized: number | null
  engine_capacity_unit: 'cc' | null
  battery_capacity: number | null
  transmission: Transmission
  delivery_date: string | null
  location: string
  interior: string
  year: number
  price: number
  specification: { vin: string; model: string }
}

/** A retailer of the demo market: a dealer (src/dealers/dealer.ts) plus state, locality and brands. */
export type DemoRetailer = Omit<MarketRetailer, 'size'>

/**
 * What makes one demo market's stock its own: its retailers, currency and units. The generator
 * draws the same kind of vehicles for each and prices them in pounds; a market converts.
 */
export interface DemoStockMarket {
  retailers: readonly MarketRetailer[]
  currency: string
  /** The market's price for a pound of the generator's, and the step its prices round to. */
  priceFactor: number
  priceStep: number
  mileageUnit: 'mi' | 'km'
  /** The texts of the row written in the market's language: description, footnote, offer note, contact. */
  describe?: (v: DescribedVehicle) => string
  footnote?: (state: VehicleState) => string | null
  offerNote: string
  contact: (retailer: MarketRetailer) => string
  /** The generator's English names (engines, trims, paints, cabins, equipment) in the market's language. */
  name?: (english: string) => string
  /** A retailer's opening hours as the market writes them (owner_opening_hours). */
  openingHours?: (hours: readonly OpeningHours[]) => string
}

const EN_DAYS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/**
 * A retailer's opening hours as a British car page writes them, from the schema.org form the
 * dealers keep: 'Mo-Fr 08:30-18:00, Sa 09:00-17:00' → 'Monday–Friday 08:30–18:00; Saturday 09:00–17:00'.
 */
export const englishOpeningHours = (hours: readonly OpeningHours[]): string =>
  openingHoursText(hours)
    .split(', ')
    .map((rule) =>
      rule
        .replace(/^([A-Z][a-z])(?:-([A-Z][a-z]))? /, (_, from: string, to?: string) => `${EN_DAYS[from]}${to ? `–${EN_DAYS[to]}` : ''} `)
        .replace(/(\d\d:\d\d)-(\d\d:\d\d)/g, '$1–$2')
        .replace(/,/g, ', '),
    )
    .join('; ')

/** The British market of demo/bundle.json: pounds, miles, 21 retailers, no states (ADR 070, 122). */
export const UK_STOCK_MARKET: DemoStockMarket = {
  retailers: STOCK_RETAILERS,
  currency: DEMO_CURRENCY,
  priceFactor: 1,
  priceStep: 1,
  mileageUnit: 'mi',
  openingHours: englishOpeningHours,
  offerNote: 'Offer price for orders placed by 31 January 2027, while stocks last.',
  contact: (r) => `${r.name}, ${r.street}, ${r.city} ${r.postcode}. Sales: ${r.phone}, ${r.email}`,
}

/** The Arabic demo market's seed (another draw than the British market's). */
export const UAE_STOCK_SEED = 971
export const UAE_STOCK_COUNT = 300

const UAE_STATES: Record<VehicleState, string> = { new: 'جديدة', used: 'مستعملة', approved: 'مستعملة معتمدة', demo: 'سيارة عرض' }

/**
 * The Arabic market of demo/bundle-ar.json (ADR 089): dirhams (a pound's UK price as about 4.4
 * dirhams, the UAE's lower VAT taken into account), kilometres, the bundle's three retailers, and
 * the row's own texts in Arabic (model, version and colour names stay the brands' own).
 */
export const UAE_STOCK_MARKET: DemoStockMarket = {
  retailers: UAE_RETAILERS,
  currency: 'AED',
  priceFactor: 4.4,
  priceStep: 100,
  mileageUnit: 'km',
  describe: (v) =>
    `${v.name} ${v.version} ${UAE_STATES[v.state]} بلون ${v.paint}${v.state === 'new' ? '' : `، موديل ${v.productionYear}`}. تفضّل بزيارة ${v.retailer.name} في ${v.retailer.city} لتجربة القيادة.`,
  footnote: (state) =>
    state === 'approved' ? 'سيارة معتمدة: فحص من 165 نقطة وضمان لا يقل عن 24 شهرًا.' : state === 'new' ? 'ضمان المصنع لمدة 5 سنوات.' : null,
  offerNote: 'سعر العرض للطلبات حتى 31 يناير 2027، وحتى نفاد الكمية.',
  contact: (r) => `${r.name}، ${r.street}، ${r.city}. المبيعات: ${r.phone}، ${r.email}`,
  // The row's names and hours in Arabic too (ADR 122): trims, paints, cabins, equipment, hours.
  name: arabicName,
  openingHours: arabicOpeningHours,
}

interface DescribedVehicle {
  state: VehicleState
  name: string
  version: string
  paint: string
  cabin: string
  mileage: number
  productionYear: number
  retailer: MarketRetailer
  draw: Draw
}

export interface DemoStock {
  retailers: DemoRetailer[]
  vehicles: StockFeedRow[]
}

export interface DemoStockOptions {
  count?: number
  seed?: number
  photoUrl?: PhotoUrl
  /** The market the stock is for: the British one by default. */
  market?: DemoStockMarket
  /**
   * False for a market without the demo's button sets (DEMO_BUTTON_SETS, defined by
   * demo/bundle.json and demo/bundle-ar.json): its import refuses a row naming an unknown set, so
   * the rows then name none.
   */
  buttonSets?: boolean
}

/** How the stock divides by state (mostly new, then used and approved, a few demonstrators). */
export const STATE_SHARES: Record<VehicleState, number> = { new: 0.52, used: 0.22, approved: 0.2, demo: 0.06 }

/** How each state's vehicles divide by status (spec 3 §9): most in stock, some reserved or sold. */
export const STATUS_SHARES: Record<VehicleState, Partial<Record<VehicleStatus, number>>> = {
  new: { stock: 0.5, available_soon: 0.08, in_production: 0.1, on_demand: 0.05, delivery: 0.07, reserved: 0.11, sold: 0.09 },
  demo: { stock: 0.7, available_soon: 0.04, delivery: 0.04, reserved: 0.12, sold: 0.1 },
  used: { stock: 0.68, available_soon: 0.06, delivery: 0.04, reserved: 0.12, sold: 0.1 },
  approved: { stock: 0.68, available_soon: 0.06, delivery: 0.04, reserved: 0.12, sold: 0.1 },
}

/** The oldest model year each state's vehicles can be (approved: at most six years old). */
const OLDEST: Record<VehicleState, number> = { new: CURRENT_MODEL_YEAR - 1, demo: CURRENT_MODEL_YEAR - 1, used: 2018, approved: 2020 }

/** The feed's retailers and vehicles (see the module's comment). */
export function demoStock(options: DemoStockOptions = {}): DemoStock {
  const { count = DEMO_STOCK_COUNT, seed = DEMO_STOCK_SEED, photoUrl = mediaLibraryPhotoUrl, market = UK_STOCK_MARKET } = options
  const draw = drawer(seed)
  const serials = vinSerials(count, draw)
  const vehicles = Array.from({ length: count }, (_, i) => {
    const row = inMarket(vehicle(draw, serials[i]!, i, photoUrl, market), market)
    return options.buttonSets === false ? { ...row, button_set: null } : row
  })
  return { retailers: market.retailers.map(({ size: _size, ...retailer }) => retailer), vehicles }
}

type Draw = ReturnType<typeof drawer>

function drawer(seed: number) {
  const next = random(seed)
  const between = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    between,
    int: (min: number, max: number) => Math.floor(between(min, max + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** One key of `weights`, with the chances its values give. */
    weighted: <K extends string>(weights: Partial<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][]
      let left = next() * entries.reduce((sum, [, w]) => sum + w, 0)
      for (const [key, weight] of entries) if ((left -= weight) < 0) return key
      return entries.at(-1)![0]
    },
    /** Some of `list`, each with chance p, in their order. */
    some: <T>(list: readonly T[], p: number): T[] => list.filter(() => next() < p),
  }
}

function vehicle(draw: Draw, serial: number, index: number, photoUrl: PhotoUrl, market: DemoStockMarket): StockFeedRow {
  const state = draw.weighted(STATE_SHARES)
  const status = draw.weighted(STATUS_SHARES[state])
  const model = STOCK_MODELS[Number(draw.weighted(Object.fromEntries(STOCK_MODELS.map((m, i) => [String(i), m.share]))))]!
  const { modelYear, productionYear } = years(draw, state, status, model)
  const engine = draw.pick(
    model.engines.filter(
      (e) => e.years[0] <= Math.min(modelYear, CURRENT_MODEL_YEAR) && e.years[1] >= Math.min(modelYear, CURRENT_MODEL_YEAR),
    ),
  )
  // The entry trim and the next sell most; a top trim less.
  const trim = model.trims[Number(draw.weighted(Object.fromEntries(model.trims.map((_, i) => [String(i), [0.4, 0.4, 0.2][i] ?? 0.2]))))]!
  const paint = draw.pick(model.paints)
  const cabin = draw.pick(model.cabins)
  const retailer = retailerFor(draw, model.brand, market.retailers)
  const age = CURRENT_MODEL_YEAR - productionYear
  const mileage = mileageOf(draw, state, age)

  // The price when new, in its model year: a year older, 3 % less.
  const newBase = roundTo(engine.price * 0.97 ** Math.max(0, CURRENT_MODEL_YEAR - modelYear) + trim.price, 5)
  const options = draw.some(model.optional, state === 'new' ? 0.3 : 0.22)
  const optional = [...(paint.price > 0 ? [{ name: `${paint.name} paint`, price: paint.price }] : []), ...options]
  const newTotal = newBase + optional.reduce((sum, o) => sum + o.price, 0)

  const isNew = state === 'new'
  const asking = isNew ? newTotal : usedPrice(draw, state, newTotal, age, mileage)
  const onOffer = isNew
    ? draw.chance(status === 'stock' || status === 'available_soon' ? 0.3 : 0.1)
    : draw.chance(state === 'demo' ? 0.5 : 0.15)
  const sale = onOffer
    ? isNew
      ? roundTo(asking * (1 - draw.between(0.03, 0.09)), 50)
      : asking - roundTo(draw.between(500, 2500), 250)
    : null
  const display = sale ?? asking
  const priceHidden = draw.chance(model.nameplate === 'GT' && trim.price > 0 ? 0.35 : 0.02)

  const lease = draw.chance(isNew || state === 'demo' ? 0.85 : 0.45)
  const rent = (isNew || state === 'demo') && status !== 'sold' && draw.chance(0.3)
  const seats = model.nameplate === 'Ridge' && (trim.price === 0 || engine.transmission === 'manual') ? 5 : model.seats
  const name = `${model.brand} ${model.nameplate}`
  const say = market.name ?? ((english: string) => english)
  const version = `${say(engine.name)} ${say(trim.name)}`
  const vin = vinOf(model, engine, modelYear, serial)
  const interior = say(cabin.upholstery)
  const delivery =
    status === 'in_production'
      ? draw.int(21, 90)
      : status === 'on_demand'
        ? draw.int(90, 180)
        : status === 'delivery'
          ? draw.int(2, 14)
          : null
  // A car built to order is not built yet: it has no photos, and its card and showroom show the
  // placeholder picture (ADR 122).
  const photos = (
    status === 'on_demand'
      ? []
      : [
          exteriorPhotoId(model.drawing, paint.paint, 'side'),
          exteriorPhotoId(model.drawing, paint.paint, 'front'),
          exteriorPhotoId(model.drawing, paint.paint, 'rear'),
          interiorPhotoId(model.drawing, cabin.trim),
        ]
  ).map((id) => photoSizes(id, photoUrl))
  // Once each: a trim may name what the model already has.
  const standard = [...new Set([...model.standard, ...model.trims.slice(1, model.trims.indexOf(trim) + 1).flatMap((t) => t.adds)])].map(say)
  const accessories = (isNew ? draw.some(model.accessories, 0.15) : []).map((a) => ({ ...a, name: say(a.name) }))

  return {
    state,
    status,
    long_description: (market.describe ?? describe)({
      state,
      name,
      version,
      paint: say(paint.name),
      cabin: `${cabin.name.toLowerCase()} ${interior.toLowerCase()}`,
      mileage,
      productionYear,
      retailer,
      draw,
    }),
    nameplate_brand_name: model.brand,
    nameplate_name: model.nameplate,
    nameplate_external_code: model.code,
    nameplate_model_group: model.group,
    model_display_name: name,
    version,
    drivetrain: engine.drivetrain,
    production_year: productionYear,
    model_year: modelYear,
    color_name: say(paint.name),
    color_canonical: paint.canonical,
    interior_color: say(cabin.name),
    vin,
    owner_name: retailer.name,
    owner_id: retailer.code,
    button_set: buttonSetFor(state, status),
    order_number:
      isNew && status !== 'stock' && status !== 'available_soon'
        ? `${model.brand[0]}O-${productionYear}-${String(100_000 + index).slice(-6)}`
        : null,
    cover_photo_medium: photos[0]?.medium ?? '',
    photos,
    // No price_metadata: drive-away prices are per Australian state (spec 3 §9), and neither
    // demo market has states (ADR 122).
    msrp_price: asking,
    display_price: display,
    sale_price: sale,
    monthly_price: lease ? monthlyPayment(display) : null,
    subscribe_price: rent ? roundTo(display * 0.021, 10) - 1 : null,
    prices_type: 'gross',
    price_hidden: priceHidden,
    currency: market.currency,
    financing_options: { cash: true, lease, rent },
    price_breakdown: isNew && optional.length > 0,
    total_price: isNew ? newTotal : null,
    base_price: isNew ? newBase : null,
    features_optional: optional.map((o) => ({ ...o, name: say(o.name) })),
    features_standard: standard,
    accessories,
    footnote: market.footnote ? market.footnote(state) : footnoteOf(state, model.brand, engine.engineType),
    disclaimers: null,
    ...(sale !== null ? { product_card_disclaimer: { description: market.offerNote } } : {}),
    config_url: null,
    video_url: draw.chance(isNew ? 0.04 : 0.01) ? `https://video.${model.brand.toLowerCase()}.example/walkaround/${model.code}.mp4` : null,
    owner_state: retailer.state,
    owner_address: retailer.street,
    owner_city: retailer.city,
    owner_zipcode: retailer.postcode,
    owner_email: retailer.email ?? '',
    owner_phone: retailer.phone ?? '',
    owner_opening_hours: (market.openingHours ?? openingHoursText)(retailer.opening_hours),
    owner_contact_details: market.contact(retailer),
    owner_metadata: Object.fromEntries(retailer.brands.map((brand) => [brand, retailer.name])),
    number_of_seats: seats,
    mileage,
    mileage_unit: 'mi',
    power: powerIn(engine.kw, model.powerUnit),
    power_unit: model.powerUnit,
    engine_type: [engine.engineType],
    engine_capacity: engine.cc,
    engine_capacity_normalized: engine.cc === null ? null : Math.round(engine.cc / 100) / 10,
    engine_capacity_unit: engine.cc === null ? null : 'cc',
    battery_capacity: engine.batteryKwh,
    transmission: engine.transmission,
    delivery_date: delivery === null ? null : daysAfterToday(delivery),
    location: retailer.city,
    interior,
    year: productionYear,
    price: display,
    specification: { vin, model: name },
  }
}

/** Model and production years: new ones this year's (built to order: next model year), used ones up to eight years old. */
function years(draw: Draw, state: VehicleState, status: VehicleStatus, model: StockModel) {
  const first = Math.max(OLDEST[state], Math.min(...model.engines.map((e) => e.years[0])))
  if (state === 'new') {
    if (status === 'in_production' || status === 'on_demand')
      return { productionYear: CURRENT_MODEL_YEAR, modelYear: CURRENT_MODEL_YEAR + 1 }
    const year = draw.chance(0.8) ? CURRENT_MODEL_YEAR : CURRENT_MODEL_YEAR - 1
    return { productionYear: year, modelYear: year }
  }
  if (state === 'demo') {
    const year = draw.chance(0.6) ? CURRENT_MODEL_YEAR : CURRENT_MODEL_YEAR - 1
    return { productionYear: year, modelYear: year }
  }
  // Most used cars are two to five years old.
  const ages = Array.from({ length: CURRENT_MODEL_YEAR - first }, (_, i) => i + 1)
  const age = Number(draw.weighted(Object.fromEntries(ages.map((a) => [String(a), a <= 1 ? 0.6 : a <= 5 ? 1 : 0.5]))))
  const productionYear = CURRENT_MODEL_YEAR - age
  // Built in the autumn, sold as next year's model.
  return { productionYear, modelYear: productionYear + (draw.chance(0.2) ? 1 : 0) }
}

function retailerFor(draw: Draw, brand: Brand, retailers: readonly MarketRetailer[]): MarketRetailer {
  const sellers = retailers.filter((r) => r.brands.includes(brand))
  return sellers[Number(draw.weighted(Object.fromEntries(sellers.map((r, i) => [String(i), r.size]))))]!
}

/** Miles: 0–50 when new (moved between retailers), demonstrators a few thousand, used 5,000–11,000 a year. */
function mileageOf(draw: Draw, state: VehicleState, age: number): number {
  switch (state) {
    case 'new':
      return draw.int(0, 50)
    case 'demo':
      return roundTo(draw.between(800, 7500), 10)
    case 'used':
      return roundTo(Math.max(1, age) * draw.between(5000, 11000), 10)
    case 'approved':
      // Approved used: under 60,000 miles.
      return Math.min(59_500, roundTo(Math.max(1, age) * draw.between(4500, 9500), 10))
  }
}

/** A used car's asking price: 15 % a year off its price when new, more for high miles; approved costs more (the warranty). */
function usedPrice(draw: Draw, state: VehicleState, newPrice: number, age: number, mileage: number): number {
  const expected = Math.max(1, age) * 8000
  const miles = Math.min(1.08, Math.max(0.85, 1 - (mileage - expected) / 200_000))
  const value =
    newPrice * 0.85 ** Math.max(age, state === 'demo' ? 0.6 : 1) * miles * (state === 'approved' ? 1.05 : 1) * draw.between(0.97, 1.03)
  // Priced like a forecourt's: £18,495, not £18,512.
  return Math.max(4995, Math.round(value / 500) * 500 - 5)
}

/**
 * The demo's one finance product (ADR 070): a 48-month personal contract purchase, 10 % deposit,
 * an optional final payment of 40 %, 5.94 % a year (6.1 % APR, the bundles' representative
 * example). Its cards' monthly prices, the showroom's calculator and the budget filter all use
 * these terms (each bundle's stock_locator.reverse_calculator), so a budget finds the cars
 * advertised under it and a car's page quotes what its card says.
 */
export const DEMO_FINANCE: ReverseCalculatorSettings = {
  interest_rate: 5.94,
  term_months: 48,
  deposit_percent: 10,
  balloon_percent: 40,
  payment_timing: 0,
  max_monthly_budget: 10_000,
}

/** A price's spec 3 §3 monthly_price with DEMO_FINANCE, rounded to the whole unit as the showroom's calculator rounds it. */
export const monthlyPayment = (price: number): number => Math.round(financePayment(price, DEMO_FINANCE))

function footnoteOf(state: VehicleState, brand: Brand, engine: EngineType): string {
  const figures = 'WLTP combined figures. Real-world range depends on speed, temperature, load and equipment.'
  switch (state) {
    case 'new':
      return engine === 'bev' || engine === 'phev' ? figures : 'WLTP combined fuel consumption and CO2 figures; real-world figures differ.'
    case 'demo':
      return `Ex-demonstrator, registered to ${brand} retail. Balance of the 3-year manufacturer warranty.`
    case 'approved':
      return `${brand} Approved: 165-point check, at least 24 months' warranty and 12 months' roadside assistance.`
    case 'used':
      return "Mileage as recorded at the retailer's last inspection. Service history available on request."
  }
}

function describe(v: DescribedVehicle): string {
  const car = `${v.name} ${v.version} in ${v.paint} with ${/^[aeiou]/i.test(v.cabin) ? 'an' : 'a'} ${v.cabin} cabin`
  const miles = `${v.mileage.toLocaleString('en-GB')} miles`
  const closing = v.draw.pick([
    `Ask ${v.retailer.name} for a test drive.`,
    `Reserve it online or visit ${v.retailer.name} in ${v.retailer.city}.`,
    `Part exchange welcome at ${v.retailer.name}.`,
  ])
  switch (v.state) {
    case 'new':
      return `A new ${car}. ${closing}`
    case 'demo':
      return `An ex-demonstrator ${car}, ${miles}, first registered in ${v.productionYear}. ${closing}`
    case 'approved':
      return `An approved ${v.productionYear} ${car}, ${miles}, with a full service history. ${closing}`
    case 'used':
      return `A ${v.productionYear} ${car}, ${miles}. ${closing}`
  }
}

/**
 * A row of the generator (pounds, miles) in the market's currency and units: every price times
 * the market's factor, rounded to its step (a forecourt's 184,900 AED, not 184,913), miles in km.
 */
function inMarket(row: StockFeedRow, market: DemoStockMarket): StockFeedRow {
  if (market.priceFactor === 1 && market.mileageUnit === 'mi') return row
  const step = market.priceStep
  const price = (value: number) => Math.max(step, Math.round((value * market.priceFactor) / step) * step)
  const monthly = (value: number | null) => (value === null ? null : Math.round(value * market.priceFactor))
  const orNull = (value: number | null) => (value === null ? null : price(value))
  const priced = (items: { name: string; price: number }[]) => items.map((item) => ({ ...item, price: price(item.price) }))
  const msrp = price(row.msrp_price)
  const sale = row.sale_price === null ? null : Math.min(price(row.sale_price), msrp - step)
  const display = sale ?? msrp
  const mileage = market.mileageUnit === 'km' && row.mileage_unit === 'mi' ? Math.round((row.mileage * 1.609344) / 10) * 10 : row.mileage
  return {
    ...row,
    msrp_price: msrp,
    display_price: display,
    sale_price: sale,
    price: display,
    // Of the market's own price, so its budget filter and calculator agree with it (DEMO_FINANCE).
    monthly_price: row.monthly_price === null ? null : monthlyPayment(display),
    subscribe_price: monthly(row.subscribe_price),
    total_price: orNull(row.total_price),
    base_price: orNull(row.base_price),
    features_optional: priced(row.features_optional),
    accessories: priced(row.accessories),
    mileage,
    mileage_unit: market.mileageUnit,
  }
}

function photoSizes(id: number, url: PhotoUrl): StockPhoto {
  return {
    normal: url(id, PHOTO_WIDTHS.normal),
    medium: url(id, PHOTO_WIDTHS.medium),
    hd: url(id, PHOTO_WIDTHS.hd),
    quarter_hd: url(id, PHOTO_WIDTHS.quarter_hd),
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

function daysAfterToday(days: number): string {
  return new Date(Date.parse(`${DEMO_TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

// VINs (ISO 3779): a world manufacturer code, six characters describing the vehicle (the ninth its
// check digit, computed as North America requires), the model year's letter, a plant and a serial.
const WMI: Record<Brand, string> = { Aurelia: 'SDA', Vantor: 'SDV' }
const MODEL_CODES: Record<string, string> = { E5: 'E5H', E7: 'E7S', GT: 'GTC', Ridge: 'RSU', Summit: 'SMT' }
const YEAR_LETTERS = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const TRANSLITERATION: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][[...'ABCDEFGHJKLMNPRSTUVWXYZ'].indexOf(c)]!,
  ]),
)
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** The check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, c, i) => total + (/\d/.test(c) ? Number(c) : TRANSLITERATION[c]!) * WEIGHTS[i]!, 0)
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** 2010 is 'A', and the letters repeat every 30 years (I, O, Q, U, Z and 0 never used). */
export const modelYearLetter = (year: number) => YEAR_LETTERS[(((year - 2010) % 30) + 30) % 30]!

function vinOf(model: StockModel, engine: StockEngine, modelYear: number, serial: number): string {
  const engineLetter = 'ABCDEFGH'[model.engines.indexOf(engine)]!
  const plant = model.brand === 'Aurelia' ? 'C' : 'S'
  const draft = `${WMI[model.brand]}${MODEL_CODES[model.nameplate]}${engineLetter}${engine.drivetrain[0]}0${modelYearLetter(modelYear)}${plant}${String(serial).padStart(6, '0')}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}

/** Serial numbers that never repeat: `count` rising numbers with seeded gaps, within six digits. */
function vinSerials(count: number, draw: Draw): number[] {
  const step = Math.max(1, Math.floor(899_999 / Math.max(1, count)))
  return Array.from({ length: count }, (_, i) => 100_000 + i * step + draw.int(0, step - 1))
}

/**
 * The demo's button sets (ADR 099, 105): a car still for sale is reserved online, new and approved
 * cars with a card fee, used cars without a payment (the retailer confirms by e-mail); a reserved
 * car offers nothing to reserve but can still be asked about; a sold car's page is gone. Every set
 * carries Enquire and Book a test drive, the market's stock forms.
 */
export const DEMO_BUTTON_SETS = { card: 'reserve-online', free: 'reserve-no-fee', enquire: 'enquire' } as const
function buttonSetFor(state: VehicleState, status: VehicleStatus): string | null {
  if (status === 'sold') return null
  if (status === 'reserved') return DEMO_BUTTON_SETS.enquire
  return state === 'used' ? DEMO_BUTTON_SETS.free : DEMO_BUTTON_SETS.card
}
