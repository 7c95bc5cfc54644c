import { z } from 'zod'
import { settingValue, type SettingMap } from '~/settings/settings.ts'

/**
 * The showroom's back button (spec 3 §2, §8): where it leads — the stock page, or per
 * publication list the target the JSON setting sl.back_button gives.
 */

/**
 * spec 3 §2: the stock page (the listing) is stock_locator.stock_page_path, with
 * cars_inventory_ssr.ci_stock_page_path as fallback; '/' when neither is set.
 */
export function stockPagePath(settings: SettingMap): string {
  const path = [settingValue(settings, 'stock_locator.stock_page_path'), settingValue(settings, 'cars_inventory_ssr.ci_stock_page_path')]
    .map((value) => value?.trim())
    .find(Boolean)
  return path ?? '/'
}

/** One publication list's back button: the list's uuid key, where it leads and an optional label. */
export interface BackButtonEntry {
  publicationList: string
  path: string
  label: string | null
}

/** A target: a site path or an http(s) URL. */
const target = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value))

/**
 * The shape of sl.back_button (ADR 068): an object from publication list key to its target,
 * either the path itself or {path, label}.
 *
 *   {"1b4e28ba-…": "/used-cars", "6f1c…": {"path": "/approved", "label": "Back to approved cars"}}
 */
export const backButtonSettingSchema = z.record(
  z.string().trim().min(1),
  z.union([target, z.object({ path: target, label: z.string().trim().optional() })]),
)

export const BACK_BUTTON_ERROR = 'Error in sl.back_button setting'

/** A value plus, when the setting was bad, the message to log (console error, spec 3 §8). */
export interface Parsed<T> {
  value: T
  error: string | null
}

/**
 * spec 3 §2, §8: the publication-list array of sl.back_button. Unparsable JSON gives
 * 'Error in sl.back_button setting: parsing JSON failed', JSON of another shape 'Error in
 * sl.back_button setting: creating publication list array failed'; either way, and when the
 * setting is unset, the environment's publication lists (`fallback`) are used.
 */
export function backButtonLists(raw: string | null | undefined, fallback: readonly BackButtonEntry[]): Parsed<BackButtonEntry[]> {
  if (!raw?.trim()) return { value: [...fallback], error: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { value: [...fallback], error: `${BACK_BUTTON_ERROR}: parsing JSON failed` }
  }
  const result = backButtonSettingSchema.safeParse(parsed)
  if (!result.success) return { value: [...fallback], error: `${BACK_BUTTON_ERROR}: creating publication list array failed` }
  return {
    value: Object.entries(result.data).map(([publicationList, entry]) =>
      typeof entry === 'string'
        ? { publicationList, path: entry, label: null }
        : { publicationList, path: entry.path, label: entry.label || null },
    ),
    error: null,
  }
}

/** The environment's publication lists (the page's list keys), each leading back to the stock page. */
export const defaultBackButtonLists = (listKeys: readonly string[], stockPage: string): BackButtonEntry[] =>
  listKeys.map((publicationList) => ({ publicationList, path: stockPage, label: null }))

/**
 * spec 3 §8 'Elsewhere: "Cannot parse back button settings" gives null': the plain reading of the
 * setting, for the places that only need the object.
 */
export function backButtonSettings(raw: string | null | undefined): Parsed<z.infer<typeof backButtonSettingSchema> | null> {
  if (!raw?.trim()) return { value: null, error: null }
  try {
    const result = backButtonSettingSchema.safeParse(JSON.parse(raw))
    if (result.success) return { value: result.data, error: null }
  } catch {
    // falls through to the message below
  }
  return { value: null, error: 'Cannot parse back button settings' }
}

/** Where the back button of a vehicle shown from `listKey` leads: its list's entry, else the stock page. */
export function backButtonTarget(
  lists: readonly BackButtonEntry[],
  listKey: string | null | undefined,
  stockPage: string,
): BackButtonEntry {
  return lists.find((entry) => entry.publicationList === listKey) ?? { publicationList: listKey ?? '', path: stockPage, label: null }
}
