import type { VehicleModel, VehicleSpecs } from './vehicles.ts'

/** The names of the price specs in the page's language ('Price', 'السعر'): the vehicle data has none. */
export interface PriceSpecLabels {
  price: string
  lease_price: string
}

/**
 * The specs a tag or block reads of a model: its own, with 'price' and 'lease_price' from its
 * prices (ADR 011), or those of one of its engines over the model's (an engine's price wins).
 * Apart from the schemas (vehicles.ts), so that the blocks' browser code does not load zod.
 * A block that shows the prices as rows names them with `priceLabels`.
 */
export function specsOf(model: VehicleModel, engineKey?: string, priceLabels?: PriceSpecLabels): VehicleSpecs {
  const engine = engineKey ? model.engines.find((e) => e.key === engineKey) : undefined
  const prices: VehicleSpecs = {}
  const price = engine?.price ?? model.price
  if (price !== null) prices.price = { value: price, ...(priceLabels && { label: priceLabels.price }) }
  if (model.lease_price !== null) prices.lease_price = { value: model.lease_price, ...(priceLabels && { label: priceLabels.lease_price }) }
  return { ...model.specs, ...engine?.specs, ...prices }
}
