import type { Model, Paint } from './imagery/cars.ts'
import type { Trim } from './imagery/scenes.ts'

/**
 * What the demo market's retailers hold in stock: the five models the demo sells
 * (demo/bundle.json's `vehicles`; the Aurelia X is a concept and never in stock), each with the
 * versions, paints, cabins and equipment a stock vehicle of it can have. Prices are the bundle's
 * (GBP, VAT included); the versions of earlier model years that the bundle no longer lists
 * (petrol, mild hybrid, a manual gearbox) appear only on used and approved vehicles.
 */

/** spec 3 §9 Filter enumerations. */
export const VEHICLE_STATES = ['new', 'used', 'approved', 'demo'] as const
export const VEHICLE_STATUSES = ['sold', 'on_demand', 'reserved', 'in_production', 'delivery', 'available_soon', 'stock'] as const
export const ENGINE_TYPES = ['petrol', 'diesel', 'bev', 'hev', 'mhev', 'phev', 'phev_rev', 'ffv'] as const
export const TRANSMISSIONS = ['auto', 'manual'] as const
export const CANONICAL_COLOURS = ['white', 'black', 'silver', 'gray', 'red', 'green', 'bronze', 'blue', 'yellow', 'orange'] as const
export const POWER_UNITS = ['kw', 'bhp'] as const

export type VehicleState = (typeof VEHICLE_STATES)[number]
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]
export type EngineType = (typeof ENGINE_TYPES)[number]
export type Transmission = (typeof TRANSMISSIONS)[number]
export type CanonicalColour = (typeof CANONICAL_COLOURS)[number]
export type PowerUnit = (typeof POWER_UNITS)[number]

export const BRANDS = ['Aurelia', 'Vantor'] as const
export type Brand = (typeof BRANDS)[number]

export interface StockEngine {
  /** The version's engine part, as the bundle names the engine ('Long Range RWD'). */
  name: string
  /** The list price when new (GBP), for the current model year. */
  price: number
  engineType: EngineType
  drivetrain: 'RWD' | 'AWD' | 'FWD'
  transmission: Transmission
  /** Power in kW (shown in the model's unit). */
  kw: number
  /** Combustion engines: cubic centimetres. */
  cc: number | null
  /** Usable battery, kWh (electric and plug-in hybrid). */
  batteryKwh: number | null
  /** Model years it was sold in (inclusive); new and demo vehicles only from the current ones. */
  years: readonly [number, number]
}

export interface StockTrim {
  name: string
  /** Added to the engine's price. */
  price: number
  /** Equipment the trim adds to the model's standard list. */
  adds: readonly string[]
}

export interface StockPaint {
  /** The drawing's paint (demo/imagery/cars.ts): the photos show it. */
  paint: Paint
  /** The marketing name (color_name). */
  name: string
  /** spec 3 §9 colours (color_canonical). */
  canonical: CanonicalColour
  /** Metallic and special paints cost extra (an optional feature). */
  price: number
}

export interface StockCabin {
  trim: Trim
  /** interior_color */
  name: string
  /** interior: the upholstery. */
  upholstery: string
}

export interface StockModel {
  /** The drawing's model key (demo/imagery/cars.ts). */
  drawing: Model
  brand: Brand
  /** nameplate_name: the model without the brand ('E7'); model_display_name adds the brand. */
  nameplate: string
  /** nameplate_external_code: the model's key in the demo bundle's vehicles. */
  code: string
  /** nameplate_model_group */
  group: string
  bodyStyle: string
  seats: number
  /** The unit its power is quoted in (spec 3 §9 power units). */
  powerUnit: PowerUnit
  engines: readonly StockEngine[]
  trims: readonly StockTrim[]
  paints: readonly StockPaint[]
  cabins: readonly StockCabin[]
  standard: readonly string[]
  optional: readonly { name: string; price: number }[]
  accessories: readonly { name: string; price: number }[]
  /** Share of the market's stock (the weights of all models add up to 1). */
  share: number
  /** Where its cabin picture looks out (a setting of demo/imagery/scenes.ts). */
  cabinView: 'coast' | 'city' | 'mountains' | 'forest' | 'snow' | 'desert'
}

/** The demo's model year now (its 24MY models are the current ones in the fixed demo calendar). */
export const CURRENT_MODEL_YEAR = 2026

const METALLIC = 750
const SPECIAL = 1450

export const STOCK_MODELS: readonly StockModel[] = [
  {
    drawing: 'aurelia-e5',
    brand: 'Aurelia',
    nameplate: 'E5',
    code: 'e5-24my',
    group: 'E Series',
    bodyStyle: 'hatchback',
    seats: 5,
    powerUnit: 'kw',
    engines: [
      {
        name: 'Standard Range RWD',
        price: 38995,
        engineType: 'bev',
        drivetrain: 'RWD',
        transmission: 'auto',
        kw: 150,
        cc: null,
        batteryKwh: 64,
        years: [2021, 2026],
      },
      {
        name: 'Long Range RWD',
        price: 43495,
        engineType: 'bev',
        drivetrain: 'RWD',
        transmission: 'auto',
        kw: 150,
        cc: null,
        batteryKwh: 77,
        years: [2022, 2026],
      },
    ],
    trims: [
      { name: 'Core', price: 0, adds: [] },
      { name: 'Style', price: 2500, adds: ['Heated front seats', '19-inch aero wheels', 'Wireless phone charging'] },
      { name: 'Edition One', price: 4750, adds: ['Panoramic glass roof', 'Heat pump', 'Premium audio, 12 speakers'] },
    ],
    paints: [
      { paint: 'pearl white', name: 'Pearl White', canonical: 'white', price: METALLIC },
      { paint: 'glacier blue', name: 'Glacier Blue', canonical: 'blue', price: METALLIC },
      { paint: 'graphite', name: 'Graphite', canonical: 'gray', price: METALLIC },
      { paint: 'obsidian black', name: 'Obsidian Black', canonical: 'black', price: METALLIC },
      { paint: 'racing red', name: 'Racing Red', canonical: 'red', price: 0 },
      { paint: 'solar yellow', name: 'Solar Yellow', canonical: 'yellow', price: SPECIAL },
    ],
    cabins: [
      { trim: 'charcoal', name: 'Charcoal', upholstery: 'Recycled cloth' },
      { trim: 'cream', name: 'Cream', upholstery: 'Vegan leather' },
    ],
    standard: [
      'LED headlights',
      '12.3-inch touchscreen with navigation',
      'Adaptive cruise control',
      'Lane keeping assist',
      'Rear parking camera',
      'Dual-zone climate control',
      '11 kW on-board charger',
      'Apple CarPlay and Android Auto',
    ],
    optional: [
      { name: 'Winter pack (heated steering wheel, heated rear seats)', price: 650 },
      { name: 'Driver assistance pack plus', price: 1200 },
      { name: 'Tow bar, electrically retractable', price: 895 },
      { name: 'Head-up display', price: 750 },
    ],
    accessories: [
      { name: 'All-weather floor mats', price: 95 },
      { name: 'Home wall charger, 7 kW', price: 799 },
      { name: 'Roof bars', price: 245 },
      { name: 'Boot liner', price: 85 },
    ],
    share: 0.25,
    cabinView: 'coast',
  },
  {
    drawing: 'aurelia-e7',
    brand: 'Aurelia',
    nameplate: 'E7',
    code: 'e7-24my',
    group: 'E Series',
    bodyStyle: 'saloon',
    seats: 5,
    powerUnit: 'kw',
    engines: [
      {
        name: 'Long Range RWD',
        price: 54495,
        engineType: 'bev',
        drivetrain: 'RWD',
        transmission: 'auto',
        kw: 250,
        cc: null,
        batteryKwh: 98,
        years: [2020, 2026],
      },
      {
        name: 'Dual Motor AWD',
        price: 59995,
        engineType: 'bev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 360,
        cc: null,
        batteryKwh: 98,
        years: [2020, 2026],
      },
      {
        name: 'Performance AWD',
        price: 66495,
        engineType: 'bev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 480,
        cc: null,
        batteryKwh: 98,
        years: [2022, 2026],
      },
    ],
    trims: [
      { name: 'Executive', price: 0, adds: [] },
      { name: 'Signature', price: 3950, adds: ['Nappa leather seats with massage', 'Air suspension', 'Head-up display'] },
    ],
    paints: [
      { paint: 'pearl white', name: 'Pearl White', canonical: 'white', price: METALLIC },
      { paint: 'liquid silver', name: 'Liquid Silver', canonical: 'silver', price: METALLIC },
      { paint: 'deep blue', name: 'Deep Blue', canonical: 'blue', price: METALLIC },
      { paint: 'obsidian black', name: 'Obsidian Black', canonical: 'black', price: METALLIC },
      { paint: 'graphite', name: 'Graphite', canonical: 'gray', price: METALLIC },
      { paint: 'racing red', name: 'Racing Red', canonical: 'red', price: 0 },
    ],
    cabins: [
      { trim: 'charcoal', name: 'Charcoal', upholstery: 'Leather' },
      { trim: 'cream', name: 'Cream', upholstery: 'Leather' },
      { trim: 'tan', name: 'Tan', upholstery: 'Nappa leather' },
    ],
    standard: [
      'Matrix LED headlights',
      '15-inch touchscreen with navigation',
      'Adaptive cruise control with steering assist',
      'Heated and ventilated front seats',
      '360° camera',
      'Four-zone climate control',
      '22 kW on-board charger',
      'Digital key',
    ],
    optional: [
      { name: 'Rear comfort pack (heated rear seats, sunblinds)', price: 1150 },
      { name: 'Bowers-style premium audio, 19 speakers', price: 2200 },
      { name: '21-inch forged wheels', price: 1800 },
      { name: 'Panoramic glass roof, electrochromic', price: 1650 },
      { name: 'Night vision assist', price: 1350 },
    ],
    accessories: [
      { name: 'Luxury floor mats', price: 165 },
      { name: 'Home wall charger, 22 kW', price: 1199 },
      { name: 'Rear-seat tablet holders', price: 145 },
    ],
    share: 0.22,
    cabinView: 'city',
  },
  {
    drawing: 'aurelia-gt',
    brand: 'Aurelia',
    nameplate: 'GT',
    code: 'gt-24my',
    group: 'GT',
    bodyStyle: 'coupe',
    seats: 4,
    powerUnit: 'kw',
    engines: [
      {
        name: 'Dual Motor AWD',
        price: 79950,
        engineType: 'bev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 427,
        cc: null,
        batteryKwh: 105,
        years: [2022, 2026],
      },
    ],
    trims: [
      { name: 'GT', price: 0, adds: [] },
      { name: 'GT Launch', price: 6500, adds: ['Carbon-ceramic brakes', 'Carbon roof', 'Bronze brake calipers'] },
    ],
    paints: [
      { paint: 'racing red', name: 'Racing Red', canonical: 'red', price: 0 },
      { paint: 'copper', name: 'Copper', canonical: 'bronze', price: SPECIAL },
      { paint: 'obsidian black', name: 'Obsidian Black', canonical: 'black', price: METALLIC },
      { paint: 'liquid silver', name: 'Liquid Silver', canonical: 'silver', price: METALLIC },
      { paint: 'orange', name: 'Sunset Orange', canonical: 'orange', price: SPECIAL },
      { paint: 'solar yellow', name: 'Solar Yellow', canonical: 'yellow', price: SPECIAL },
    ],
    cabins: [
      { trim: 'tan', name: 'Tan', upholstery: 'Nappa leather' },
      { trim: 'charcoal', name: 'Charcoal', upholstery: 'Alcantara and leather' },
    ],
    standard: [
      'Adaptive air suspension',
      'Rear-wheel steering',
      'Sports seats with memory',
      'Matrix LED headlights',
      'Launch control',
      'Head-up display',
      '22 kW on-board charger',
    ],
    optional: [
      { name: 'Track pack (lap timer, track tyres)', price: 2950 },
      { name: 'Carbon exterior pack', price: 4200 },
      { name: '21-inch forged wheels, satin bronze', price: 2400 },
      { name: 'Premium audio, 21 speakers', price: 2600 },
    ],
    accessories: [
      { name: 'Indoor car cover', price: 395 },
      { name: 'Track day helmet set', price: 650 },
      { name: 'Home wall charger, 22 kW', price: 1199 },
    ],
    share: 0.08,
    cabinView: 'desert',
  },
  {
    drawing: 'vantor-ridge',
    brand: 'Vantor',
    nameplate: 'Ridge',
    code: 'ridge-24my',
    group: 'SUV',
    bodyStyle: 'suv',
    seats: 7,
    powerUnit: 'bhp',
    engines: [
      {
        name: '2.0 Plug-in Hybrid AWD',
        price: 46250,
        engineType: 'phev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 225,
        cc: 1998,
        batteryKwh: 18.7,
        years: [2021, 2026],
      },
      {
        name: '2.0 Diesel AWD',
        price: 43900,
        engineType: 'diesel',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 150,
        cc: 1997,
        batteryKwh: null,
        years: [2018, 2026],
      },
      {
        name: '2.0 Diesel FWD manual',
        price: 36900,
        engineType: 'diesel',
        drivetrain: 'FWD',
        transmission: 'manual',
        kw: 120,
        cc: 1997,
        batteryKwh: null,
        years: [2018, 2022],
      },
      {
        name: '2.0 Petrol AWD',
        price: 41500,
        engineType: 'petrol',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 184,
        cc: 1995,
        batteryKwh: null,
        years: [2018, 2021],
      },
    ],
    trims: [
      { name: 'S', price: 0, adds: [] },
      { name: 'SE', price: 2800, adds: ['Leather seats', 'Powered tailgate', '20-inch wheels'] },
      { name: 'HSE', price: 5600, adds: ['Meridian-style surround sound', 'Heated rear seats', 'Configurable ambient lighting'] },
    ],
    paints: [
      { paint: 'arctic white', name: 'Arctic White', canonical: 'white', price: 0 },
      { paint: 'moss green', name: 'Moss Green', canonical: 'green', price: METALLIC },
      { paint: 'sand', name: 'Sand Dune', canonical: 'bronze', price: METALLIC },
      { paint: 'graphite', name: 'Graphite', canonical: 'gray', price: METALLIC },
      { paint: 'obsidian black', name: 'Obsidian Black', canonical: 'black', price: METALLIC },
      { paint: 'deep blue', name: 'Deep Blue', canonical: 'blue', price: METALLIC },
    ],
    cabins: [
      { trim: 'charcoal', name: 'Ebony', upholstery: 'Cloth' },
      { trim: 'tan', name: 'Tan', upholstery: 'Grained leather' },
      { trim: 'cream', name: 'Ivory', upholstery: 'Grained leather' },
    ],
    standard: [
      'Terrain response with four modes',
      'Hill descent control',
      'Seven seats, third row folding flat',
      'LED headlights',
      '11.4-inch touchscreen with navigation',
      'Rear parking camera',
      'Apple CarPlay and Android Auto',
    ],
    optional: [
      { name: 'Tow pack (electrically deployable tow bar, trailer stability assist)', price: 1095 },
      { name: 'Off-road pack (all-terrain tyres, underbody protection)', price: 1450 },
      { name: 'Cold climate pack (heated windscreen, heated steering wheel)', price: 595 },
      { name: 'Sliding panoramic roof', price: 1350 },
    ],
    accessories: [
      { name: 'Rubber floor mats', price: 120 },
      { name: 'Roof box, 420 l', price: 695 },
      { name: 'Dog guard', price: 310 },
      { name: 'Side steps', price: 850 },
    ],
    share: 0.25,
    cabinView: 'mountains',
  },
  {
    drawing: 'vantor-summit',
    brand: 'Vantor',
    nameplate: 'Summit',
    code: 'summit-24my',
    group: 'SUV',
    bodyStyle: 'offroader',
    seats: 7,
    powerUnit: 'bhp',
    engines: [
      {
        name: '3.0 Plug-in Hybrid AWD',
        price: 62900,
        engineType: 'phev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 297,
        cc: 2996,
        batteryKwh: 31.8,
        years: [2022, 2026],
      },
      {
        name: '3.0 Plug-in Hybrid AWD Black Edition',
        price: 68900,
        engineType: 'phev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 340,
        cc: 2996,
        batteryKwh: 31.8,
        years: [2024, 2026],
      },
      {
        name: '3.0 Mild Hybrid AWD',
        price: 58400,
        engineType: 'mhev',
        drivetrain: 'AWD',
        transmission: 'auto',
        kw: 265,
        cc: 2996,
        batteryKwh: null,
        years: [2019, 2023],
      },
    ],
    trims: [
      { name: 'X-Dynamic', price: 0, adds: [] },
      { name: 'Expedition', price: 4900, adds: ['Roof rack and ladder', 'All-terrain tyres', 'Air suspension with wading mode'] },
    ],
    paints: [
      { paint: 'arctic white', name: 'Arctic White', canonical: 'white', price: 0 },
      { paint: 'orange', name: 'Canyon Orange', canonical: 'orange', price: SPECIAL },
      { paint: 'obsidian black', name: 'Obsidian Black', canonical: 'black', price: METALLIC },
      { paint: 'moss green', name: 'Moss Green', canonical: 'green', price: METALLIC },
      { paint: 'liquid silver', name: 'Liquid Silver', canonical: 'silver', price: METALLIC },
    ],
    cabins: [
      { trim: 'charcoal', name: 'Ebony', upholstery: 'Windsor leather' },
      { trim: 'tan', name: 'Saddle', upholstery: 'Windsor leather' },
    ],
    standard: [
      'Two-speed transfer box',
      'Air suspension',
      'Terrain response 2',
      'Wade sensing',
      'Pixel LED headlights',
      '13.1-inch touchscreen with off-road navigation',
      'ClearSight ground view',
      'Seven seats',
    ],
    optional: [
      { name: 'Advanced off-road capability pack', price: 1750 },
      { name: 'Tow pack, 3,500 kg', price: 1195 },
      { name: 'Black exterior pack', price: 1600 },
      { name: 'Rear-seat entertainment', price: 2150 },
    ],
    accessories: [
      { name: 'Expedition roof rack', price: 1450 },
      { name: 'Deployable side ladder', price: 720 },
      { name: 'Rubber floor mats', price: 140 },
      { name: 'Portable rinse system', price: 495 },
    ],
    share: 0.2,
    cabinView: 'snow',
  },
]

/** An engine's power in a unit (1 kW = 1.341 bhp), whole. */
export function powerIn(kw: number, unit: PowerUnit): number {
  return unit === 'kw' ? kw : Math.round(kw * 1.341)
}
