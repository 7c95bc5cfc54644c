import type { RentVehicle } from './config.ts'

/**
 * spec 2 §4, §5, §9 Rent a Car: the flow's rules, as pure functions the renderer calls. Dates are
 * ISO calendar days ('2026-12-01'), read in UTC so a visitor's time zone never moves a day.
 */

// ——— spec 2 §4: only vehicles whose locations include the chosen location are relevant ———

/** The vehicles offered at a pick-up location (its name_key); none before a location is chosen. */
export function relevantVehicles(vehicles: readonly RentVehicle[], locationKey: string | null): RentVehicle[] {
  if (!locationKey) return []
  return vehicles.filter((vehicle) => vehicle.locations.includes(locationKey))
}

/** spec 2 §4: a vehicle card can be chosen only once the location and both dates are. */
export function canChooseVehicle(choice: { pickup: string | null; pickupDate: string | null; dropoffDate: string | null }): boolean {
  return Boolean(choice.pickup && choice.pickupDate && choice.dropoffDate)
}

// ——— spec 2 §4, §9: days in datepicker_disabled_days cannot be picked (Sundays by default) ———

const DAY_MS = 86_400_000
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
export const addDays = (iso: string, days: number) => isoDay(new Date((dayNumber(iso) + days) * DAY_MS))

/** A day that cannot be picked: before today, a disabled weekday, or a disabled calendar day. */
export function isDayDisabled(iso: string, disabledDays: readonly (number | string)[], today: string): boolean {
  if (iso < today) return true
  return disabledDays.includes(weekday(iso)) || disabledDays.includes(iso)
}

/** The picked range, or what is wrong with it (the drop-off before the pick-up, a disabled end). */
export function checkDates(
  pickupDate: string | null,
  dropoffDate: string | null,
  disabledDays: readonly (number | string)[],
  today: string,
): 'missing' | 'disabled' | 'order' | null {
  if (!pickupDate || !dropoffDate) return 'missing'
  if (isDayDisabled(pickupDate, disabledDays, today) || isDayDisabled(dropoffDate, disabledDays, today)) return 'disabled'
  if (dropoffDate < pickupDate) return 'order'
  return null
}

/** Days charged (ADR 160): the nights between pick-up and drop-off, at least one. */
export function rentalDays(pickupDate: string, dropoffDate: string): number {
  return Math.max(1, Math.round(dayNumber(dropoffDate) - dayNumber(pickupDate)))
}

/** A day as the block's date options write it (additional_json.date), in UTC. */
export function formatDay(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  } catch {
    return iso
  }
}
