import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'

/** The setting that turns the listings' postcode search on (spec 3 §9 Additional features; ADR 085). */
export const POSTCODE_SEARCH_SETTING = 'stock_locator.postcode_search'

/** Whether the market's listings ask for a postcode, state or retailer (spec 3 §2: 'when that feature is on'). */
export const postcodeSearchOn = (settings: SettingMap): boolean => readSetting(settings, POSTCODE_SEARCH_SETTING)
