import { readSettingJson } from '~/settings/keys.ts'
import type { SettingMap, Warn } from '~/settings/settings.ts'
import { indexPostcodeAreas, postcodeAreasSchema, type PostcodeArea } from './postcode-areas.ts'

/** The setting holding a market's postcode areas (ADR 106). */
export const POSTCODE_AREAS_SETTING = 'stock_locator.postcode_areas'

export type PostcodeAreaIndex = ReadonlyMap<string, PostcodeArea & { key: string }>

const EMPTY: PostcodeAreaIndex = new Map()
/** The last text read and its index: a market's areas are a few hundred entries, read on every search. */
let last: { text: string; index: PostcodeAreaIndex } | null = null

/** The market's postcode areas, indexed by key as postcodes are compared; none when unset or invalid (logged through `warn`). */
export function marketPostcodeAreas(settings: SettingMap, warn?: Warn): PostcodeAreaIndex {
  const text = settings[POSTCODE_AREAS_SETTING]
  if (!text) return EMPTY
  if (last?.text === text) return last.index
  const index = indexPostcodeAreas(readSettingJson(settings, POSTCODE_AREAS_SETTING, postcodeAreasSchema, {}, warn))
  last = { text, index }
  return index
}
