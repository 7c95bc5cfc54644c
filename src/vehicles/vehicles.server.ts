import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { vehicleModels } from '~/db/schema/index.ts'
import type { VehicleModel } from './vehicles.ts'

export type VehicleService = ReturnType<typeof createVehicleService>

const toModel = (row: typeof vehicleModels.$inferSelect): VehicleModel => ({
  key: row.key,
  name: row.name,
  body_style: row.bodyStyle,
  price: row.price,
  lease_price: row.leasePrice,
  specs: row.specs,
  engines: row.engines,
})

/** Reads a market's vehicle models (spec 2 §7 vehicles/specs). */
export function createVehicleService(db: Db) {
  return {
    /**
     * The models of these keys that the market has, by key (one query: spec 2 §7 batch load). Without
     * a prototype, so a key such as `valueOf` or `__proto__` (a visitor's URL, a page tag) finds no model.
     */
    async models(siteId: number, keys: readonly string[]): Promise<Record<string, VehicleModel>> {
      const found = Object.create(null) as Record<string, VehicleModel>
      if (keys.length === 0) return found
      const rows = await db
        .select()
        .from(vehicleModels)
        .where(and(eq(vehicleModels.siteId, siteId), inArray(vehicleModels.key, [...new Set(keys)])))
      for (const row of rows) found[row.key] = toModel(row)
      return found
    },

    /** Every model of the market, in range order. */
    async all(siteId: number): Promise<VehicleModel[]> {
      const rows = await db
        .select()
        .from(vehicleModels)
        .where(eq(vehicleModels.siteId, siteId))
        .orderBy(asc(vehicleModels.position), asc(vehicleModels.key))
      return rows.map(toModel)
    },
  }
}

/** Replaces a market's models (bundle import, ADR 003: a section present replaces the site's). */
export async function replaceVehicleModels(tx: Tx, siteId: number, models: readonly VehicleModel[]) {
  await tx.delete(vehicleModels).where(eq(vehicleModels.siteId, siteId))
  if (models.length === 0) return
  await tx.insert(vehicleModels).values(
    models.map((m, position) => ({
      siteId,
      key: m.key,
      name: m.name,
      bodyStyle: m.body_style,
      price: m.price,
      leasePrice: m.lease_price,
      specs: m.specs,
      engines: m.engines,
      position,
    })),
  )
}
