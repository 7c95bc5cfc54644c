import { PAGE_CATEGORY_MAPPING_KEY, type PageCategory, pageCategory, pageCategoryMapping } from '~/consent/page-category.ts'
import { readSetting } from './keys.ts'
import type { SettingMap, Warn } from './settings.ts'

/**
 * spec 1 §2, spec 3 §2 A page's analytics category in its market: the market's mapping setting
 * (data_layers.page_category_mapping) tested against the URL's path and query, then the route's own
 * category. An expression that does not compile is skipped with a warning.
 */
export function marketPageCategory(
  settings: SettingMap,
  page: { routeName: string; url: URL; hasStockLocator?: boolean },
  warn: Warn = () => {},
): PageCategory {
  return pageCategory({
    routeName: page.routeName,
    pathWithQuery: page.url.pathname + page.url.search,
    hasStockLocator: page.hasStockLocator,
    mapping: pageCategoryMapping(readSetting(settings, PAGE_CATEGORY_MAPPING_KEY, warn), warn),
  })
}
