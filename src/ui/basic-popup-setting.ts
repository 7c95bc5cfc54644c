import { z } from 'zod'
import { BASIC_POPUP_DEFAULTS, isValidPathPattern, storeTypeOf, type BasicPopup } from './basic-popup.ts'

/**
 * spec 1 §3 basic_popup: the setting's JSON read on the server into what the browser decides from
 * (src/ui/basic-popup.ts), apart so that the page's script carries no schema (ADR 132).
 */
const button = z.object({
  /** The button's look: primary, secondary or tertiary (spec 1 §5 ui types); else primary. */
  type: z.enum(['primary', 'secondary', 'tertiary']).catch('primary').default('primary'),
  url: z.string().max(2048).default(''),
  text: z.string().max(120).default(''),
  icon: z.string().max(100).nullable().default(''),
  target: z.enum(['_self', '_blank']).catch('_self').default('_self'),
  close_on_click: z.boolean().default(false),
})

const date = z.string().max(40).nullable().optional()

/** The setting's shape; unknown keys are ignored, a wrong shape is 'Invalid Object in basic_popup'. */
export const basicPopupSettingSchema = z.object({
  enabled: z.boolean().default(false),
  paths: z.array(z.string().max(500)).max(100).optional(),
  start_date: date,
  end_date: date,
  store_type: z.unknown().optional(),
  namespace: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_.-]*$/)
    .optional(),
  title: z.string().max(200).default(''),
  /** Editor HTML, sanitised on the server before it reaches a page. */
  content: z.string().max(20_000).default(''),
  buttons: z.array(button).max(4).default([]),
})

/** A date of the setting: an ISO date or date-time; a bad one is logged and left open-ended. */
function parseDate(value: string | null | undefined, key: string, warn: (m: string) => void): number | null {
  if (!value?.trim()) return null
  const time = Date.parse(value)
  if (Number.isNaN(time)) {
    warn(`Invalid date in basic_popup.${key}: ${value}`)
    return null
  }
  return time
}

export function readBasicPopup(raw: unknown, warn: (message: string) => void): BasicPopup | null {
  if (raw === null || raw === undefined) return null
  const parsed = basicPopupSettingSchema.safeParse(raw)
  if (!parsed.success) {
    warn('Invalid Object in basic_popup')
    return null
  }
  const value = parsed.data
  const paths = (value.paths ?? [...BASIC_POPUP_DEFAULTS.paths]).filter((pattern) => {
    const ok = isValidPathPattern(pattern)
    if (!ok) warn(`Invalid path pattern in basic_popup: ${pattern}`)
    return ok
  })
  return {
    enabled: value.enabled,
    paths,
    start: parseDate(value.start_date, 'start_date', warn),
    end: parseDate(value.end_date, 'end_date', warn),
    storeType: storeTypeOf(value.store_type),
    namespace: value.namespace?.trim() || BASIC_POPUP_DEFAULTS.namespace,
    title: value.title.trim(),
    content: value.content,
    buttons: value.buttons.filter((b) => b.text.trim()),
  }
}
