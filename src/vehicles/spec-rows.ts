import { formatPrice, type PriceFormat } from '~/pricing/price.ts'
import type { Disclaimers } from '~/pricing/tags.ts'
import type { VehicleSpecs } from './vehicles.ts'
import { labelOfKey } from '~/lib/key-label.ts'

/** One spec of a model as a block shows it: label, value as text, and its disclaimer's marker ('' for none). */
export interface SpecRow {
  key: string
  label: string
  value: string
  marker: string
}

/** Spec keys holding prices (vehicles.ts specsOf): written in the market's price format (ADR 011). */
const PRICE_KEYS: ReadonlySet<string> = new Set(['price', 'lease_price'])

/**
 * The spec `key` of a model's specs as shown: labelled `label` when the editor gave one, else with
 * the spec's own label, else from its key; a price in the market's value format; a disclaimer as
 * its marker (spec 2 §9: '*', '**' … by order of appearance in `disclaimers`). null when the
 * model has no such spec or it has no value, so a block leaves it out.
 *
 * @example specRow(specsOf(e7), 'top_speed', '', format, disclaimers) // { label: 'Top speed', value: '200 km/h', … }
 */
export function specRow(specs: VehicleSpecs, key: string, label: string, format: PriceFormat, disclaimers: Disclaimers): SpecRow | null {
  const k = key.trim()
  if (!k || !Object.hasOwn(specs, k)) return null
  const entry = specs[k]!
  const value = PRICE_KEYS.has(k) ? formatPrice(entry.value, 'value', format, { stripTags: true }) : String(entry.value).trim()
  if (!value) return null
  return {
    key: k,
    label: label.trim() || entry.label?.trim() || labelOfKey(k),
    value,
    marker: entry.disclaimer?.trim() ? disclaimers.markerFor(entry.disclaimer) : '',
  }
}

/** The disclaimers these rows are marked with, in marker order: what a block lists under them. */
export function disclaimersOf(rows: readonly SpecRow[], disclaimers: Disclaimers): { marker: string; text: string }[] {
  const used = new Set(rows.map((row) => row.marker).filter(Boolean))
  return disclaimers.list().filter((d) => used.has(d.marker))
}

/** Every spec of a model, in its order, with their own labels. */
export function specRows(specs: VehicleSpecs, format: PriceFormat, disclaimers: Disclaimers): SpecRow[] {
  return Object.keys(specs).flatMap((key) => specRow(specs, key, '', format, disclaimers) ?? [])
}
