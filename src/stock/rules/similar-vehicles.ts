import { SIMILAR_VEHICLES_DEFAULT_AMOUNT, SIMILAR_VEHICLES_ITEMS_MAX } from './constants.ts'

/**
 * spec 3 §2, §5, §7 Similar vehicles: up to 6 vehicles of the same model, without the current one.
 */

/** The items a similar-vehicles request asks for: the amount (default 6), capped by SIMILAR_VEHICLES_ITEMS_MAX. */
export function similarVehiclesItems(amount: number = SIMILAR_VEHICLES_DEFAULT_AMOUNT): number {
  if (!Number.isFinite(amount)) return SIMILAR_VEHICLES_DEFAULT_AMOUNT
  return Math.min(SIMILAR_VEHICLES_ITEMS_MAX, Math.max(1, Math.round(amount)))
}

/** spec 3 §7: the list query of similar vehicles, filter[nameplate_name_in]={model} and items. */
export function similarVehiclesQuery(model: string, amount?: number): URLSearchParams {
  return new URLSearchParams([
    ['filter[nameplate_name_in]', model],
    ['items', String(similarVehiclesItems(amount))],
  ])
}

/**
 * spec 3 §5: the similar vehicles shown — the current vehicle (its id compared numerically, so
 * '12' is 12) dropped, at most `amount` (default 6, never more than 6).
 */
export function similarVehicles<V extends { id: string | number }>(
  vehicles: readonly V[],
  currentId: string | number,
  amount?: number,
): V[] {
  const current = Number(currentId)
  return vehicles.filter((vehicle) => Number(vehicle.id) !== current).slice(0, similarVehiclesItems(amount))
}
