import { z } from 'zod'
import { counted } from '~/lib/counted.ts'
import type { SettingProblem } from '~/settings/validate.ts'
import { jsonProblem } from '~/settings/validate.ts'
import { configKindOf, SITE_CONFIG_TYPES, type SiteConfigType } from '~/stock/rules/config-types.ts'
import { additionalConfigDataSchema, financeConfigDataSchema } from '~/stock/rules/showroom-config.ts'
import type { FeedIssue } from '~/stock/write/feed.ts'

/**
 * The /admin Inventory area's paths, shapes and pure rules (ADR 078): the screens say
 * what they do, this says where and how it is checked.
 */
export const INVENTORY_ADMIN_API = '/api/inventory/admin'

export const inventoryApi = {
  listings: `${INVENTORY_ADMIN_API}/listings`,
  listing: (id: number, withVehicles = false) => `${INVENTORY_ADMIN_API}/listings/${id}${withVehicles ? '?with_vehicles=true' : ''}`,
  vehicle: (id: number) => `${INVENTORY_ADMIN_API}/vehicles/${id}`,
  imports: (listingKey: string, full: boolean, format: 'csv' | 'json') =>
    `${INVENTORY_ADMIN_API}/imports?listing_key=${encodeURIComponent(listingKey)}&full=${full}&format=${format}`,
  import: (id: string) => `${INVENTORY_ADMIN_API}/imports/${id}`,
  configEntries: `${INVENTORY_ADMIN_API}/config_entries`,
  configEntry: (id: number) => `${INVENTORY_ADMIN_API}/config_entries/${id}`,
}

/** The largest upload the API takes (src/stock/write/feed-uploads.server.ts FEED_UPLOAD_MAX_BYTES). */
export const FEED_UPLOAD_MAX_MB = 50

/** A feed file's format by its name (.csv or .json), null for anything else. */
export function feedFormat(fileName: string): 'csv' | 'json' | null {
  return /\.csv$/i.test(fileName) ? 'csv' : /\.json$/i.test(fileName) ? 'json' : null
}

/** What GET /imports/{id} answers (src/stock/write/feed-uploads.server.ts ImportView). */
export interface ImportState {
  status: 'created' | 'running' | 'completed' | 'failed'
  progress: { fraction: number; note: string | null } | null
  summary: {
    added: number
    updated: number
    retired: number
    rejected: number
    /** Problems beyond those listed in `errors` (ADR 065: the first 1,000 are listed); absent before it was counted. */
    moreErrors?: number
    listing: { key: string; created: boolean }
  } | null
  errors: FeedIssue[]
  error: string | null
}

/** The share done, 0–100; null while the job has not said (an indeterminate bar). */
export function importPercent(state: Pick<ImportState, 'status' | 'progress'>): number | null {
  if (state.status === 'completed') return 100
  if (state.status === 'created') return 0
  return state.progress ? Math.min(99, Math.floor(state.progress.fraction * 100)) : null
}

/** What the bar says in words, also its aria-valuetext. */
export function importText(state: ImportState): string {
  switch (state.status) {
    case 'completed':
      if (state.errors.length > 0)
        return `Refused: ${counted(state.errors.length + (state.summary?.moreErrors ?? 0), 'problem')} in ${counted(state.summary?.rejected ?? 0, 'row')}. Nothing was written.`
      return 'Imported.'
    case 'failed':
      return `The import failed${state.error ? `: ${state.error}` : ''}. Nothing was written.`
    case 'created':
      return 'Waiting to start…'
    default:
      return state.progress?.note ? `${state.progress.note}…` : 'Importing…'
  }
}

/**
 * Where a feed problem is, as the person fixing the file finds it. The API's `row` counts vehicles
 * (ADR 065: the header is row 0), so a CSV's rows are numbered as a spreadsheet shows them, the
 * header being row 1 (`Row 2, column status: …` for the first vehicle); a JSON feed's by vehicle.
 */
export function issueText(issue: FeedIssue, format: 'csv' | 'json'): string {
  const placeOf = (row: number) => (format === 'csv' ? `row ${row + 1}` : `vehicle ${row}`)
  const place = issue.row === 0 ? 'header' : placeOf(issue.row)
  // The API's message names the first row as it counts rows: said again in this screen's numbering.
  const message = issue.first_row === undefined ? issue.message : `the same VIN as ${placeOf(issue.first_row)}`
  return `${place[0]!.toUpperCase()}${place.slice(1)}${issue.column && !issue.column.startsWith('(') ? `, column ${issue.column}` : ''}: ${message}`
}

// --- Config entries ------------------------------------------------------------------------------

export const CONFIG_KINDS = {
  showroom: 'Showroom config',
  order_online: 'Order-online config',
} as const
export type ConfigKind = keyof typeof CONFIG_KINDS

/** The config types of a kind (spec 3 §3: cash, lease, subscription, additional; the order-online types and their config_ variants). */
export const configTypesOf = (kind: ConfigKind): SiteConfigType[] => SITE_CONFIG_TYPES.filter((type) => configKindOf(type) === kind)

/** The schema an entry's data is checked against (spec 3 §3, §5 finance content item rules). */
export function configDataSchema(configType: SiteConfigType): z.ZodType {
  if (configType === 'additional') return additionalConfigDataSchema
  if (configKindOf(configType) === 'showroom') return financeConfigDataSchema
  return z.record(z.string(), z.unknown())
}

/** The data's problems, each at its line: broken JSON, not an object, or a rule of its config type. */
export function configDataProblem(configType: SiteConfigType, text: string): SettingProblem | null {
  if (text.trim() === '') return { message: 'The data is a JSON object: write {} for none.', marks: [] }
  return jsonProblem('data', text, configDataSchema(configType))
}

export interface ConfigEntry {
  id: string
  attributes: { config_type: SiteConfigType; kind: ConfigKind; state: string | null; data: Record<string, unknown>; updated_at: string }
}

// --- Vehicles ------------------------------------------------------------------------------------

/** A plain amount: digits, commas only between groups of three, an optional decimal part ('45,990.50'). */
const PLAIN_AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/

/**
 * A price box's text as the API's value: a number, null when empty, undefined when not a plain
 * amount. NOTE: Number() alone also reads '1e3', '0x10' and 'Infinity', which no one means as a price.
 */
export function priceValue(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return PLAIN_AMOUNT.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : undefined
}

/** A photo moved by one place up (-1) or down (+1); the list unchanged at its ends. */
export function movedPhoto<T>(photos: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (to < 0 || to >= photos.length) return [...photos]
  const next = [...photos]
  ;[next[index], next[to]] = [next[to]!, next[index]!]
  return next
}
