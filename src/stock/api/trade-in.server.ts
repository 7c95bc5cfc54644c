import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockVehicles } from '~/db/schema/index.ts'
import { ENGINE_TYPES } from '../rules/constants.ts'

/**
 * spec 3 §3 Trade-in options, §7 GET /trade_in/form_options: bodyTypes, brands, models and
 * fuelTypes, each {value, name}. Brands and models are those of the market's stock (models of the
 * `brand` asked, if any); body and fuel types are fixed enumerations (ADR 072).
 */
export interface TradeInOption {
  value: string
  name: string
}

export const BODY_TYPES: readonly TradeInOption[] = [
  { value: 'hatchback', name: 'Hatchback' },
  { value: 'sedan', name: 'Sedan' },
  { value: 'estate', name: 'Estate' },
  { value: 'suv', name: 'SUV' },
  { value: 'coupe', name: 'Coupé' },
  { value: 'convertible', name: 'Convertible' },
  { value: 'mpv', name: 'MPV' },
  { value: 'pickup', name: 'Pick-up' },
  { value: 'van', name: 'Van' },
  { value: 'other', name: 'Other' },
]

const FUEL_NAMES: Record<(typeof ENGINE_TYPES)[number], string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  bev: 'Electric',
  hev: 'Hybrid',
  mhev: 'Mild hybrid',
  phev: 'Plug-in hybrid',
  phev_rev: 'Plug-in hybrid (range extender)',
  ffv: 'Flex fuel',
}
export const FUEL_TYPES: readonly TradeInOption[] = ENGINE_TYPES.map((value) => ({ value, name: FUEL_NAMES[value] }))

/**
 * The answer for a market: its stock's brands and models read once per content revision (every
 * stock write bumps it, ADR 088) when `remember` is given, so anonymous reads — however many, for
 * whatever brand — cost no query; the brand's models are picked from that view.
 */
export async function tradeInOptionsDocument(
  db: Db,
  siteId: number,
  query: { brand?: string; lang?: string },
  remember: <T>(key: string, compute: () => Promise<T>) => Promise<T> = (_key, compute) => compute(),
) {
  const stock = await remember('trade-in:stock', () => stockBrandsAndModels(db, siteId))
  const brand = query.brand?.toLowerCase()
  const models = brand ? stock.models.filter((model) => model.brand.toLowerCase() === brand) : stock.models
  const options = (names: string[]) => [...new Set(names)].map((name) => ({ value: name, name }))
  return {
    data: {
      bodyTypes: [...BODY_TYPES],
      brands: options(stock.brands),
      models: options(models.map((model) => model.name)),
      fuelTypes: [...FUEL_TYPES],
    },
  }
}

/** The live stock's brands, and its models with their brand, each in the database's order of names. */
async function stockBrandsAndModels(db: Db, siteId: number) {
  const live = and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))
  const [brands, models] = await Promise.all([
    db
      .selectDistinct({ name: stockVehicles.nameplateBrandName })
      .from(stockVehicles)
      .where(live)
      .orderBy(asc(stockVehicles.nameplateBrandName)),
    db
      .selectDistinct({ name: stockVehicles.nameplateName, brand: stockVehicles.nameplateBrandName })
      .from(stockVehicles)
      .where(live)
      .orderBy(asc(stockVehicles.nameplateName), asc(stockVehicles.nameplateBrandName)),
  ])
  return { brands: brands.map((row) => row.name), models }
}
