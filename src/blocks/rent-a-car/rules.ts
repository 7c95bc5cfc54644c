import type { ExtrasStep, RentVehicle } from './config.ts'

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

// ——— spec 2 §5: amounts bounded by their min and max ———

/** An amount kept within its controller's min and max, whole. */
export function clampAmount(controller: { min: number; max: number }, value: number): number {
  if (!Number.isFinite(value)) return controller.min
  return Math.min(controller.max, Math.max(controller.min, Math.round(value)))
}

/** A subitem's place in the steps: step.item.subitem. */
export const extraKey = (step: number, item: number, subitem: number) => `${step}.${item}.${subitem}`
export type ExtraChoices = Readonly<Record<string, number | boolean>>

/** Each extra's starting choice: its value, else its default, else min / off; amounts bounded. */
export function initialChoices(steps: readonly ExtrasStep[]): Record<string, number | boolean> {
  const choices: Record<string, number | boolean> = {}
  steps.forEach((step, s) =>
    step.extras.items.forEach((item, i) =>
      item.subitems.forEach((sub, j) => {
        const c = sub.controller
        choices[extraKey(s, i, j)] =
          c.type === 'amount' ? clampAmount(c, c.value ?? c.default ?? c.min) : Boolean(c.value ?? c.default ?? false)
      }),
    ),
  )
  return choices
}

// ——— The summary ('Your booking details') and its totals ———

export interface ExtraLine {
  key: string
  heading: string
  /** The amount chosen; 1 for a toggler that is on. */
  quantity: number
  price: number | null
  /** price × quantity; null without a price. */
  total: number | null
}

/** The extras chosen: amounts above zero and togglers that are on, in the steps' order. */
export function chosenExtras(steps: readonly ExtrasStep[], choices: ExtraChoices): ExtraLine[] {
  const lines: ExtraLine[] = []
  steps.forEach((step, s) =>
    step.extras.items.forEach((item, i) =>
      item.subitems.forEach((sub, j) => {
        const key = extraKey(s, i, j)
        const raw = choices[key]
        const quantity = sub.controller.type === 'amount' ? clampAmount(sub.controller, Number(raw ?? 0)) : raw === true ? 1 : 0
        if (quantity > 0)
          lines.push({ key, heading: sub.heading, quantity, price: sub.price, total: sub.price === null ? null : sub.price * quantity })
      }),
    ),
  )
  return lines
}

export interface SummaryTotals {
  days: number
  /** The vehicle's daily price × days; null for a vehicle without a daily price. */
  vehicle: number | null
  extras: number
  /** null when the vehicle has no price: no total can be promised. */
  total: number | null
}

/** ADR 160: the vehicle per day for the days charged, extras once per rental (their price × amount). */
export function summaryTotals(daily: number | null, days: number, lines: readonly ExtraLine[]): SummaryTotals {
  const vehicle = daily === null ? null : daily * days
  const extras = lines.reduce((sum, line) => sum + (line.total ?? 0), 0)
  return { days, vehicle, extras, total: vehicle === null ? null : vehicle + extras }
}

/** spec 2 §3.12 form_summary_template: each {{field id}} replaced by what the visitor entered. */
export function fillSummaryTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, id: string) => values[id] ?? '')
}

/** A day as the block's date options write it (additional_json.date), in UTC. */
export function formatDay(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  } catch {
    return iso
  }
}
