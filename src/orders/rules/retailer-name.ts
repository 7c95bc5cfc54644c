/**
 * A retailer as the order journey names it: the vehicle's own retailer by the name its car page
 * gives it (spec 3 §3 owner_metadata, the brand's display name: "Aurelia Birmingham"), so the
 * shopper meets the name they chose the car by; any other retailer by its dealer name ("Aurelia &
 * Vantor Leeds").
 *
 * @example journeyRetailerName({ code: 'AV-BHM', name: 'Aurelia & Vantor Birmingham' }, { ownerId: 'AV-BHM', ownerName: 'Aurelia Birmingham' })
 * // 'Aurelia Birmingham'
 */
export function journeyRetailerName(
  dealer: { code: string | null; name: string },
  vehicle: { ownerId: string | null; ownerName: string | null },
): string {
  const own = dealer.code !== null && dealer.code === vehicle.ownerId
  return own && vehicle.ownerName?.trim() ? vehicle.ownerName.trim() : dealer.name
}
