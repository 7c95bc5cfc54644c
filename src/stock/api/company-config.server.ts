import type { Db } from '~/db/client.server.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { Site } from '~/sites/sites.ts'
import { languageCode } from '~/i18n/language.ts'
import { settingValue } from '~/settings/settings.ts'
import { postcodeSearchOn } from '../rules/postcode-search-setting.ts'
import { configEntries, listingsOf } from './documents.server.ts'
import { CHECKBOX_FILTERS, DEFAULT_SORT } from '../listing/query.ts'
import {
  ADDITIONAL_FEATURES,
  API_ITEMS_MAX,
  API_ITEMS_MIN,
  LANGUAGE_FALLBACK,
  POWER_UNITS,
  SIMILAR_VEHICLES_ITEMS_MAX,
  SORT_OPTIONS,
  TRANSLATION_LANGUAGES,
} from '../rules/constants.ts'

/**
 * spec 3 §7 GET /public_api/company_config/{scope}: what the stock locator needs to know of the
 * market before its first list call (ADR 072). Scope 'all' is every section; a section's name is
 * that section alone.
 */
export { COMPANY_CONFIG_SCOPES, type CompanyConfigScope } from './company-config.ts'
import type { CompanyConfigScope } from './company-config.ts'

/** spec 3 §9 Price settings: the stock locator's defaults where the market sets nothing. */
const CURRENCY_DEFAULTS = { symbol: '€', delimiter: ',' }

export async function companyConfigDocument(db: Db, settings: SettingMap, site: Site, scope: CompanyConfigScope) {
  const language = settingValue(settings, 'general.language') ?? 'en_GB'
  const [additional] = (await configEntries(db, site.id, ['additional'])).filter((e) => e.state === null).slice(-1)
  const sections = {
    site: { key: site.key, name: site.name, base_path: site.basePath },
    locale: {
      language,
      language_code: languageCode(language),
      translation_languages: [...TRANSLATION_LANGUAGES],
      language_fallback: LANGUAGE_FALLBACK,
    },
    currency: {
      symbol: settingValue(settings, 'price.currency_symbol') ?? CURRENCY_DEFAULTS.symbol,
      delimiter: settingValue(settings, 'price.currency_delimiter') ?? CURRENCY_DEFAULTS.delimiter,
      format: settingValue(settings, 'price.format') ?? null,
    },
    stock_locator: {
      listings: await listingsOf(db, site.id),
      items_min: API_ITEMS_MIN,
      items_max: API_ITEMS_MAX,
      similar_vehicles_items_max: SIMILAR_VEHICLES_ITEMS_MAX,
      sorts: [...SORT_OPTIONS],
      default_sort: DEFAULT_SORT,
    },
    // spec 3 §9 Additional features, as the market's 'additional' showroom config turns them on;
    // postcode_search also by its setting, which the listings follow (ADR 085).
    features: Object.fromEntries(
      ADDITIONAL_FEATURES.map((f) => [
        f,
        additional?.data[f] === true || additional?.data[f] === 'true' || (f === 'postcode_search' && postcodeSearchOn(settings)),
      ]),
    ),
    // The values the list call accepts (its filters'), so a block offers nothing the API refuses.
    enumerations: {
      states: [...CHECKBOX_FILTERS.state.values],
      statuses: [...CHECKBOX_FILTERS.status.values],
      engine_types: [...CHECKBOX_FILTERS.engine_type.values],
      transmissions: [...CHECKBOX_FILTERS.transmission.values],
      colours: [...CHECKBOX_FILTERS.color_canonical.values],
      financing_options: [...CHECKBOX_FILTERS.financing_options.values],
      power_units: [...POWER_UNITS],
    },
  }
  const attributes = scope === 'all' ? sections : { [scope]: sections[scope] }
  return { data: { id: scope, type: 'company_config' as const, attributes } }
}
