import { z } from 'zod'
import { SHOWROOM_CONFIG_TYPES, type ShowroomConfigType } from './constants.ts'

/**
 * The showroom config (spec 3 §3 Showroom config, §5): finance content per config type, looked up
 * per vehicle state, its item-type rules, and the zod schemas the admin checks entries against.
 */

/** spec 3 §3: the vehicle states a showroom config entry can be specific to. */
export const SHOWROOM_CONFIG_STATES = ['new', 'used', 'approved'] as const
export type ShowroomConfigState = (typeof SHOWROOM_CONFIG_STATES)[number]

/**
 * Where a modal content item goes (spec 3 §3 'Modal content items are grouped into title,
 * title_bottom and other content'): an item's `position` (ADR 068), 'content' by default.
 */
export const MODAL_POSITIONS = ['title', 'title_bottom', 'content'] as const

const position = z.enum(MODAL_POSITIONS).optional()
const nonEmpty = z.string().refine((text) => text.trim() !== '', 'must not be empty')

/** spec 3 §3, §5: html needs non-empty html. */
export const htmlItemSchema = z.object({ type: z.literal('html'), html: nonEmpty, position })
/** spec 3 §3, §5: calculator needs config.fields and config.groups. */
export const calculatorItemSchema = z.object({
  type: z.literal('calculator'),
  config: z.looseObject({ fields: z.array(z.unknown()), groups: z.array(z.unknown()) }),
  position,
})
/** spec 3 §3: finance_options_table has finance_options and entries with a label. */
export const financeOptionsTableItemSchema = z.object({
  type: z.literal('finance_options_table'),
  finance_options: z.array(z.unknown()),
  entries: z.array(z.looseObject({ label: nonEmpty })),
  position,
})
/** spec 3 §3, §5: form needs form.fields.form_id. */
export const formItemSchema = z.object({
  type: z.literal('form'),
  form: z.looseObject({ fields: z.looseObject({ form_id: z.union([nonEmpty, z.number().int().positive()]) }) }),
  position,
})

export const financeItemSchema = z.discriminatedUnion('type', [
  htmlItemSchema,
  calculatorItemSchema,
  financeOptionsTableItemSchema,
  formItemSchema,
])
export type FinanceItem = z.infer<typeof financeItemSchema>

/** spec 3 §3 Finance content sections: each a list of items (cash, lease and subscription entries). */
export const financeConfigDataSchema = z.looseObject({
  accordion_content: z.array(financeItemSchema).optional(),
  popup_content: z.array(financeItemSchema).optional(),
  modal_content: z.array(financeItemSchema).optional(),
})
export type FinanceConfigData = z.infer<typeof financeConfigDataSchema>

/** The 'additional' entry: further settings the spec does not detail, any JSON object. */
export const additionalConfigDataSchema = z.record(z.string(), z.unknown())

/** spec 3 §3 Showroom config: an entry {config_type, data}, specific to a vehicle state or not (null). */
export const showroomConfigEntrySchema = z.discriminatedUnion('config_type', [
  z.strictObject({
    config_type: z.literal('additional'),
    state: z.enum(SHOWROOM_CONFIG_STATES).nullable().default(null),
    data: additionalConfigDataSchema,
  }),
  ...(['cash', 'lease', 'subscription'] as const).map((type) =>
    z.strictObject({
      config_type: z.literal(type),
      state: z.enum(SHOWROOM_CONFIG_STATES).nullable().default(null),
      data: financeConfigDataSchema,
    }),
  ),
])
export type ShowroomConfigEntry = z.infer<typeof showroomConfigEntrySchema>

/** An entry as stored (its data not yet checked). */
export interface StoredConfigEntry {
  config_type: string
  state?: string | null
  data: unknown
}

/**
 * spec 3 §3: the config map of a vehicle state. The entries specific to that state are used when
 * there is at least one; otherwise the entries that are not state-specific. Unknown types are
 * skipped; a later entry of a type replaces an earlier one.
 */
export function showroomConfigFor(
  entries: readonly StoredConfigEntry[],
  vehicleState: string | null | undefined,
): Partial<Record<ShowroomConfigType, unknown>> {
  const known = entries.filter((entry) => (SHOWROOM_CONFIG_TYPES as readonly string[]).includes(entry.config_type))
  const specific = known.filter((entry) => entry.state && entry.state === vehicleState)
  const chosen = specific.length > 0 ? specific : known.filter((entry) => !entry.state)
  return Object.fromEntries(chosen.map((entry) => [entry.config_type, entry.data]))
}

/**
 * spec 3 §5 Finance content items: only the items that keep their type's rule are shown (html with
 * non-empty html, calculator with config.fields and config.groups, form with form.fields.form_id,
 * a finance options table with its options and labelled entries); the others are dropped.
 */
export function usableItems(items: unknown): FinanceItem[] {
  if (!Array.isArray(items)) return []
  return items.flatMap((item) => {
    const result = financeItemSchema.safeParse(item)
    return result.success ? [result.data] : []
  })
}

/** spec 3 §3: modal content grouped into title, title_bottom and other content, each in order. */
export function groupModalContent(items: readonly FinanceItem[]): {
  title: FinanceItem[]
  title_bottom: FinanceItem[]
  content: FinanceItem[]
} {
  return {
    title: items.filter((item) => item.position === 'title'),
    title_bottom: items.filter((item) => item.position === 'title_bottom'),
    content: items.filter((item) => !item.position || item.position === 'content'),
  }
}
