import { and, asc, eq, isNull, sql } from 'drizzle-orm'
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

export async function tradeInOptionsDocument(db: Db, siteId: number, query: { brand?: string; lang?: string }) {
  const live = and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))
  const [brands, models] = await Promise.all([
    db
      .selectDistinct({ name: stockVehicles.nameplateBrandName })
      .from(stockVehicles)
      .where(live)
      .orderBy(asc(stockVehicles.nameplateBrandName)),
    db
      .selectDistinct({ name: stockVehicles.nameplateName })
      .from(stockVehicles)
      .where(and(live, query.brand ? sql`lower(${stockVehicles.nameplateBrandName}) = lower(${query.brand})` : undefined))
      .orderBy(asc(stockVehicles.nameplateName)),
  ])
  const options = (rows: { name: string }[]) => rows.map((r) => ({ value: r.name, name: r.name }))
  return {
    data: {
      bodyTypes: [...BODY_TYPES],
      brands: options(brands),
      models: options(models),
      fuelTypes: [...FUEL_TYPES],
    },
  }
}
