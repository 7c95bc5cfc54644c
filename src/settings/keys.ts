import { z } from 'zod'
import { predefinedLinksSchema } from './predefined-links.ts'
import { readFlag, readInt, readJson, readString, settingValue, type SettingMap, type Warn } from './settings.ts'

/**
 * Every setting key the product reads, with its built-in default and its typed reader (spec 1 §3
 * Setting; keys the spec leaves unnamed as fixed in ARCHITECTURE.md and ADR 008). The admin area
 * lists and validates settings from here too. A key is private unless wrapped in `shown(…)`.
 */
/** A setting's key: dotted words, e.g. `footer.columns` (spec 1 §3 Setting). */
export const settingKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_{}-]+)*$/, 'not a setting key')
  .max(200)

interface SettingReader<T> {
  /** The built-in default merged under stored settings (spec 1 §3), if the key has one. */
  default?: string
  /** JSON text: the bundle import rejects values that do not parse. */
  json: boolean
  /** The shape of a JSON setting; the admin API refuses values that do not match (issue 4 §3). */
  schema?: z.ZodType
  /**
   * Whether GET /api/content/settings shows the key to anyone (issue 11 §5). Only what a visitor's
   * page shows anyway; provider URLs and configurations, which may hold tokens, stay server-side.
   */
  public: boolean
  read(settings: SettingMap, key: string, warn: Warn): T
}

const text = (fallback = ''): SettingReader<string> => ({
  default: fallback,
  json: false,
  public: false,
  read: (s, k) => readString(s, k, fallback),
})
const flag = (): SettingReader<boolean> => ({ default: 'false', json: false, public: false, read: (s, k) => readFlag(s, k) })
const integer = (fallback: number): SettingReader<number | null> => ({
  default: String(fallback),
  json: false,
  public: false,
  read: (s, k) => readInt(s, k, fallback),
})
const json = <S extends z.ZodType>(schema: S, fallback: z.infer<S>): SettingReader<z.infer<S>> => ({
  json: true,
  schema,
  public: false,
  read: (s, k, warn) => readJson(s, k, schema, fallback, warn),
})
/** Marks a key public: its value is what every visitor's page shows anyway (footer, logo, price format …). */
const shown = <T>(reader: SettingReader<T>): SettingReader<T> => ({ ...reader, public: true })
/** JSON text read by a rule with its own warning (the `meta` setting, spec 1 §5). */
const rawJson = (): SettingReader<string | null> => ({
  json: true,
  schema: z.unknown(),
  public: false,
  read: (s, k) => settingValue(s, k) ?? null,
})
/**
 * Text with no built-in default, null when unset. NOTE: the `price.*` keys must not have one: a
 * merged default would hide a market's legacy `prices.*` value (spec 1 §3); their defaults are
 * applied where they are read (src/pricing/price-settings.ts).
 */
const unsetText = (): SettingReader<string | null> => ({ json: false, public: false, read: (s, k) => settingValue(s, k) ?? null })

/** spec 2 §9 Double price: the price again in a second currency; defaults rate 1, decimals 0, symbol EUR. */
export const doublePriceSchema = z.object({
  enabled: z.boolean().optional(),
  rate: z.number().positive().optional(),
  decimals: z.number().int().min(0).max(6).optional(),
  symbol: z.string().optional(),
})

export const notFoundSchema = z.object({
  heading: z.string().optional(),
  paragraph: z.string().optional(),
  image_id: z.number().int().positive().nullable().optional(),
  button_label: z.string().optional(),
})

export const settingKeys = {
  'general.site_name': shown(text()),
  'general.app_name': shown(text()),
  'general.language': shown(text('en_GB')),
  'general.theme': shown(text('aurelia')),
  'general.login_required': shown(flag()),
  'general.global_fab': shown(json(z.unknown(), null)),
  meta: shown(rawJson()),
  'meta.title_divider': shown(text('|')),
  'media.default_image_id': shown(integer(24735)),
  'navigation.logo_settings': shown(json(z.unknown(), [])),
  'navigation.disabled_on_pages': shown(json(z.array(z.string()), [])),
  'navigation.v2_enabled': shown(flag()),
  'navigation.enabled_on_home': shown(flag()),
  'naas_navigation.configuration': json(z.unknown(), null),
  'retailer.name': shown(text()),
  'retailer.url': shown(text()),
  'search.popup.enabled': shown(flag()),
  'search.index_paths': json(z.unknown(), null),
  'footer.columns': shown(json(z.unknown(), null)),
  'footer.hide_social': shown(flag()),
  'footer.disclaimer': shown(text()),
  'error_page.not_found': shown(json(notFoundSchema, {})),
  'data_layers.page_category_mapping': json(z.record(z.string(), z.unknown()), {}),
  /** Aliases unique, URLs a path or http(s) (src/settings/predefined-links.ts). */
  predefined_links: json(predefinedLinksSchema, []),
  basic_popup: shown(json(z.unknown(), null)),
  'dynamic_content.enabled_strategies': text(),
  'dynamic_content.mena_external_sl__config': json(z.unknown(), null),
  'dynamic_content.reffine_sl__config': json(z.unknown(), null),
  /** url_brands: the brand of paths outside every sub-brand section (spec 1 §4, ADR 014). */
  'dynamic_content.url_brands_default': text('Discovery'),
  'mena.offers_api_url': text(),
  /** Collection Slider Feed: the merchandise API's base URL (spec 2 §7 leaves it unnamed; ADR 017). */
  'mena.collection_feed_url': text(),
  /** Price formatting (spec 1 §3 priceFormat …, spec 2 §9); price.offer_format is unnamed there (ADR 011). */
  'price.format': shown(unsetText()),
  'price.purchase_format': shown(unsetText()),
  'price.lease_format': shown(unsetText()),
  'price.offer_format': shown(unsetText()),
  'price.currency_symbol': shown(unsetText()),
  'price.currency_delimiter': shown(unsetText()),
  'price.double_price_settings': shown(json(doublePriceSchema.nullable(), null)),
  'currency_exchange.response_key': text('data'),
  'currency_exchange.start_date_key': text('startdate'),
} satisfies Record<string, SettingReader<unknown>>

export type SettingKey = keyof typeof settingKeys
type ValueOf<K extends SettingKey> = ReturnType<(typeof settingKeys)[K]['read']>

/** The typed value of a setting; never throws, logs invalid JSON through `warn` (spec 1 §5). */
export function readSetting<K extends SettingKey>(settings: SettingMap, key: K, warn: Warn = () => {}): ValueOf<K> {
  return settingKeys[key].read(settings, key, warn) as ValueOf<K>
}

export const settingDefaults: SettingMap = Object.fromEntries(
  Object.entries(settingKeys).flatMap(([key, reader]) =>
    'default' in reader && reader.default !== undefined ? [[key, reader.default]] : [],
  ),
)

export const jsonSettingKeys: ReadonlySet<string> = new Set(
  Object.entries(settingKeys)
    .filter(([, reader]) => reader.json)
    .map(([key]) => key),
)

/** Whether the product reads this key (the admin lists known keys even when they are not stored). */
export const isKnownSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingKeys, key)

/**
 * Whether anyone may read the key through GET /api/content/settings (issue 11 §5): only keys marked
 * `shown(…)` above; unknown and custom keys are private.
 */
export const isPublicSettingKey = (key: string): boolean => isKnownSettingKey(key) && settingKeys[key].public

/** The schema a JSON setting's parsed value must match; null for text settings and unknown keys. */
export function jsonSettingSchema(key: string): z.ZodType | null {
  if (!isKnownSettingKey(key)) return null
  const reader: SettingReader<unknown> = settingKeys[key]
  return reader.json ? (reader.schema ?? z.unknown()) : null
}
