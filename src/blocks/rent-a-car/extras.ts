import type { ExtrasStep } from './config.ts'

// The reservation's extras and summary, apart from rules.ts: only the reservation dialog, which
// loads when a vehicle is reserved, reads them, so they stay out of the page's first script.

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
