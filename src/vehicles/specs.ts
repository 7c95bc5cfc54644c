import type { VehicleModel, VehicleSpecs } from './vehicles.ts'

/**
 * The specs a tag or block reads of a model: its own, with 'price' and 'lease_price' from its
 * prices (ADR 011), or those of one of its engines over the model's (an engine's price wins).
 * Apart from the schemas (vehicles.ts), so that the blocks' browser code does not load zod.
 */
export function specsOf(model: VehicleModel, engineKey?: string): VehicleSpecs {
  const engine = engineKey ? model.engines.find((e) => e.key === engineKey) : undefined
  const prices: VehicleSpecs = {}
  const price = engine?.price ?? model.price
  if (price !== null) prices.price = { value: price }
  if (model.lease_price !== null) prices.lease_price = { value: model.lease_price }
  return { ...model.specs, ...engine?.specs, ...prices }
}
