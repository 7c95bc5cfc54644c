import { z } from 'zod'
import { brands } from '~/theme/brands.ts'
import { predefinedLinksSchema } from './predefined-links.ts'
import { readFlag, readInt, readJson, readString, settingValue, type SettingMap, type Warn } from './settings.ts'
import { databaseId } from '~/lib/database-integer.ts'
import { CONSENT_STRATEGIES, consentBannerSchema, groupMappingSchema } from '~/consent/config.ts'
import { isEmailAddress } from '~/lib/email.ts'
import { globalFabSettingSchema } from '~/ui/fab-setting.ts'

/**
 * Every setting key the product reads, with its built-in default and its typed reader (spec 1 §3
 * Setting; keys the spec leaves unnamed as fixed in ARCHITECTURE.md and ADR 008). The admin area
 * lists and validates settings from here too. A key is private unless wrapped in `shown(…)`.
 *
 * How to read a setting, everywhere outside this folder: from the market's merged settings
 * (`services.content.settings(site)`, a block's `context.settings`), with
 * - `readSetting(settings, key, warn)`: the key's typed value (text, flag, number, choice, JSON of
 *   the shape declared here), its default when unset or unusable; it never throws, and bad JSON is
 *   logged through `warn` (spec 1 §5);
 * - `readSettingJson(settings, key, schema, fallback, warn)`: a JSON key whose shape a domain above
 *   this folder owns (declared `rawJson()` here, e.g. stock's price disclaimers), checked against
 *   the domain's schema with the same messages.
 * A new key gets a line in `settingKeys` first. The low-level readers of settings.ts
 * (`settingValue`, `readString`, `readFlag`, `readJson`, `readInt`) are this file's building blocks.
 */
/** A setting's key: dotted words, e.g. `footer.columns` (spec 1 §3 Setting). */
export const settingKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_{}-]+)*$/, 'not a setting key')
  .max(200)

/** The rule a text setting's value follows (besides empty): a pattern or a check, and the rule's words for its message. */
export interface TextFormat {
  pattern: Pick<RegExp, 'test'>
  rule: string
}

/**
 * What a setting's text holds: it picks the setting's editor in the back office (a
 * switch, a number, a list to choose from, a URL, JSON or text) and the rule the admin API checks
 * a new value against (src/settings/validate.ts).
 */
export type SettingKind =
  /** `max`: the longest value in characters (every text the product reads has one). */
  | { kind: 'text'; format?: TextFormat; max?: number }
  /** 'true' or 'false' (spec 1 §3: flags are the string 'true'). */
  | { kind: 'flag' }
  | { kind: 'integer'; min: number }
  | { kind: 'choice'; options: readonly string[] }
  /** An absolute http(s) URL, or empty for none. */
  | { kind: 'url' }
  /** JSON text of this shape; the admin API and the bundle import refuse text of another. */
  | { kind: 'json'; schema: z.ZodType }

interface SettingReader<T> {
  /** The built-in default merged under stored settings (spec 1 §3), if the key has one. */
  default?: string
  /**
   * What the key reads as when unset, where that is not merged as a default (a JSON key's
   * fallback): the admin shows it as the built-in default.
   */
  unset?: string
  type: SettingKind
  /**
   * Whether GET /api/content/settings shows the key to anyone. Only what a visitor's
   * page shows anyway; provider URLs and configurations, which may hold tokens, stay server-side.
   */
  public: boolean
  read(settings: SettingMap, key: string, warn: Warn): T
}

/**
 * How long a text setting may be: a name, a code, a format or a key is short; what a visitor reads
 * as a paragraph (a disclaimer, a popup's copy), an address or a token longer. Every character of
 * a symbol or a format is drawn on every page, so a value pasted by mistake is refused, not shown.
 */
export const TEXT_MAX = { short: 500, address: 2000, paragraph: 5000 } as const

const text = (fallback = '', format?: TextFormat, max: number = TEXT_MAX.short): SettingReader<string> => ({
  default: fallback,
  type: { kind: 'text', format, max },
  public: false,
  read: (s, k) => readString(s, k, fallback),
})
const flag = (): SettingReader<boolean> => ({ default: 'false', type: { kind: 'flag' }, public: false, read: (s, k) => readFlag(s, k) })
/** A whole number of at least 1 (readInt reads up to 15 digits). */
const integer = (fallback: number): SettingReader<number | null> => ({
  default: String(fallback),
  type: { kind: 'integer', min: 1 },
  public: false,
  read: (s, k) => readInt(s, k, fallback),
})
/** One of `options`; the reader falls back to the first for anything else. */
const choice = (options: readonly [string, ...string[]]): SettingReader<string> => ({
  default: options[0],
  type: { kind: 'choice', options },
  public: false,
  read: (s, k) => readString(s, k, options[0]),
})
const url = (): SettingReader<string> => ({ default: '', type: { kind: 'url' }, public: false, read: (s, k) => readString(s, k) })
/** `stored`: what a new value must match when the reader is more lenient (ADR 047: refuse what it would drop). */
const json = <S extends z.ZodType>(schema: S, fallback: z.infer<S>, stored: z.ZodType = schema): SettingReader<z.infer<S>> => ({
  unset: JSON.stringify(fallback),
  type: { kind: 'json', schema: stored },
  public: false,
  read: (s, k, warn) => readJson(s, k, schema, fallback, warn),
})
/**
 * spec 1 §5 `meta`: "a JSON array of tag objects with name". The page drops an object without a
 * name and any attribute but content, property and media (src/content/meta.ts): refused here.
 */
const metaTagValue = z.union([z.string(), z.number(), z.boolean()]).optional()
const metaSettingSchema = z.array(
  z.object({ name: z.string().min(1), content: metaTagValue, property: metaTagValue, media: metaTagValue }).strict(),
)
/** A script's address: https, or a path on this site (the local sandboxes of demo and tests). */
/** A script's address, or nothing: https, or a path on this site (metaheads take the same). */
export const SCRIPT_ADDRESS = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)?$/
const scriptUrl = () => text('', { pattern: SCRIPT_ADDRESS, rule: 'an https URL or a path on this site' }, TEXT_MAX.address)
/** Text a visitor reads as a paragraph. */
const paragraph = () => text('', undefined, TEXT_MAX.paragraph)
/** A zone the platform's clock knows (Intl's IANA database): 'Mars/Olympus' has the shape and no clock. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
/** An e-mail's sender as SMTP takes it: `leads@x.example`, or `Name <leads@x.example>`. */
const isMailbox = (value: string): boolean => {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value
  return isEmailAddress(address)
}
/** Marks a key public: its value is what every visitor's page shows anyway (footer, logo, price format …). */
const shown = <T>(reader: SettingReader<T>): SettingReader<T> => ({ ...reader, public: true })
/** JSON text read by a rule with its own warning (the `meta` setting, spec 1 §5); `stored`, what a new value must match. */
const rawJson = (stored: z.ZodType = z.unknown()): SettingReader<string | null> => ({
  type: { kind: 'json', schema: stored },
  public: false,
  read: (s, k) => settingValue(s, k) ?? null,
})
/**
 * Text with no built-in default, null when unset. NOTE: the `price.*` keys must not have one: a
 * merged default would hide a market's legacy `prices.*` value (spec 1 §3); their defaults are
 * applied where they are read (src/pricing/price-settings.ts).
 */
const unsetText = (): SettingReader<string | null> => ({
  type: { kind: 'text', max: TEXT_MAX.short },
  public: false,
  read: (s, k) => settingValue(s, k) ?? null,
})

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
  image_id: databaseId.nullable().optional(),
  button_label: z.string().optional(),
})

export const settingKeys = {
  'general.site_name': shown(text()),
  'general.app_name': shown(text()),
  /** A language code, with a region if any: en_GB, ar_AE (src/i18n/language.ts reads it). */
  'general.language': shown(text('en_GB', { pattern: /^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/, rule: 'a language code such as en_GB' })),
  /** The brand theme (src/theme/brands.ts). */
  'general.theme': shown(choice(Object.keys(brands) as [string, ...string[]])),
  'general.login_required': shown(flag()),
  /**
   * The market's own wording of interface texts: a JSON object of message id → text (ADR 119),
   * e.g. {"shell.menu": "Navigate"}; the admin API also checks each id and its ICU syntax.
   */
  'i18n.messages': json(z.record(z.string().max(200), z.string().max(2000)), {}),
  /** The market's local time (spec 2 §4 Single Offer schedule; ADR 058): an IANA zone, UTC by default. */
  'general.time_zone': shown(text('UTC', { pattern: { test: isTimeZone }, rule: 'an IANA time zone such as Europe/London' })),
  'general.global_fab': shown(json(z.unknown(), null, globalFabSettingSchema)),
  meta: shown(rawJson(metaSettingSchema)),
  'meta.title_divider': shown(text('|')),
  'media.default_image_id': shown(integer(24735)),
  /**
   * spec 2 §3.3 Interior / Exterior image presets (ADR 164): per model-year key, a turntable's
   * frames (exterior) and a cabin panorama (interior), JSON read by src/blocks/presets-360.ts.
   */
  'media.360_presets': rawJson(),
  'navigation.logo_settings': shown(json(z.unknown(), [])),
  'navigation.disabled_on_pages': shown(json(z.array(z.string()), [])),
  'navigation.v2_enabled': shown(flag()),
  'navigation.enabled_on_home': shown(flag()),
  /** The header's look (spec 1 §2 Layouts; ADR 172): the classic main nav, or the redesigned light one. */
  'navigation.style': shown(choice(['classic', 'light'])),
  /** Pages whose header is the logo only (spec 1 §2: one electric-vehicle page; ADR 172), as navigation.disabled_on_pages. */
  'navigation.logo_only_pages': shown(json(z.array(z.string()), [])),
  'naas_navigation.configuration': json(z.unknown(), null),
  'retailer.name': shown(text()),
  'retailer.url': shown(url()),
  /** The retailer of a retailer's site in the Dealers tab, whose address and phone the retailer bar shows (ADR 171). */
  'retailer.dealer_code': shown(text()),
  'search.popup.enabled': shown(flag()),
  'search.index_paths': json(z.unknown(), null),
  'footer.columns': shown(json(z.unknown(), null)),
  'footer.hide_social': shown(flag()),
  'footer.disclaimer': shown(paragraph()),
  /** spec 1 §2: where the footer's retailers area loads its retailers from (ADR 171); empty: no area. */
  'footer.retailers_url': url(),
  'error_page.not_found': shown(json(notFoundSchema, {})),
  'data_layers.page_category_mapping': json(z.record(z.string(), z.unknown()), {}),
  /** Aliases unique, URLs a path or http(s) (src/settings/predefined-links.ts). */
  predefined_links: json(predefinedLinksSchema, []),
  /** spec 1 §7: the query parameters predefined links carry over from the current page (ADR 170), comma-separated. */
  'predefined_links.pass_through_params': text(),
  basic_popup: shown(json(z.unknown(), null)),
  /**
   * spec 1 §3 cookie consent (ADR 110): the banner (title, accept_button, accept_button_position,
   * title_level, content; no content, no consent asked), the strategy, the placeholder of content
   * that waits for consent, the culture handed to an external provider, and that provider's script
   * and group mapping.
   */
  cookie_consent: shown(json(consentBannerSchema.nullable(), null)),
  'cookie_consent.strategy': shown(choice(CONSENT_STRATEGIES)),
  'cookie_consent.default_placeholder': shown(paragraph()),
  'cookie_consent.settings.culture': shown(text()),
  'cookie_consent.strategies.external.script_url': shown(scriptUrl()),
  'cookie_consent.strategies.external.groups': shown(json(groupMappingSchema.nullable(), null)),
  /**
   * Scripts that run only after consent (spec 1 §3, §4 Tag manager; ADR 111): the tag manager's
   * script and the customer-experience script ('true' enables it). The owner-portal script is
   * `{brand}.script_url`, read by its brand's key.
   */
  'tag_manager.script_url': shown(scriptUrl()),
  'customer_experience.enabled': shown(flag()),
  'customer_experience.script_url': shown(scriptUrl()),
  /** spec 1 §3 exit_popup (ADR 131): the popup's copy (HTML), its OK and cancel labels, and the newline-separated whitelist and blacklist. */
  'exit_popup.copy': shown(paragraph()),
  'exit_popup.ok': shown(text()),
  'exit_popup.cancel': shown(text()),
  'exit_popup.do_url': shown(text('', undefined, TEXT_MAX.address)),
  'exit_popup.dont_url': shown(text('', undefined, TEXT_MAX.address)),
  'dynamic_content.enabled_strategies': text(),
  'dynamic_content.mena_external_sl__config': json(z.unknown(), null),
  'dynamic_content.reffine_sl__config': json(z.unknown(), null),
  /** url_brands: the brand of paths outside every sub-brand section (spec 1 §4, ADR 014). */
  'dynamic_content.url_brands_default': text('Discovery'),
  /**
   * The maps service of the retailer locators (spec 2 §3.11, spec 3 §2; ADR 080): 'none' draws the
   * offline map from the dealers' coordinates; 'google' loads the provider's script with the
   * browser key below (a key a visitor's page carries anyway, restricted by referrer).
   */
  'general.maps_provider': shown(choice(['none', 'google'])),
  'general.maps_key': shown(text()),
  /**
   * Where the maps service searches and how it writes (spec 1 §7): a region ('GB', ISO 3166-1) and a
   * language ('en'; empty: the market's). On the provider's map and in place search (ADR 157).
   */
  'general.maps_region': shown(text('', { pattern: /^([A-Za-z]{2})?$/, rule: 'a two-letter region code such as GB, or empty' })),
  'general.maps_language': shown(
    text('', { pattern: /^([a-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$/, rule: 'a language code such as en or pt-BR, or empty' }),
  ),
  /** spec 3 §7 Dealers via settings: the dealers endpoint and its fallback (ADR 081). */
  'stock_locator.endpoint_dealers': url(),
  'stock_locator.fallback_dealers': url(),
  /** spec 3 §7 Electric-model programme: its service's base URL; empty: the local sandbox where one runs (ADR 104). */
  'l460BevConfig.api_url': url(),
  'mena.offers_api_url': url(),
  /** Collection Slider Feed: the merchandise API's base URL (spec 2 §7 leaves it unnamed; ADR 017). */
  'mena.collection_feed_url': url(),
  /** MENA News: the regional news API's base URL and the market code it is asked for (spec 2 §5, §7; ADR 165). */
  'mena.news_api_url': url(),
  'mena.news_market': text('AE'),
  /** Price formatting (spec 1 §3 priceFormat …, spec 2 §9); price.offer_format is unnamed there (ADR 011). */
  'price.format': shown(unsetText()),
  'price.purchase_format': shown(unsetText()),
  'price.lease_format': shown(unsetText()),
  'price.offer_format': shown(unsetText()),
  'price.currency_symbol': shown(unsetText()),
  'price.currency_delimiter': shown(unsetText()),
  'price.double_price_settings': shown(json(doublePriceSchema.nullable(), null)),
  /** spec 1 §3, §7 currency conversion: the rate's source (not public); the two keys name where its answer holds the rate and its start date (ADR 155). */
  'currency_exchange.api_url': url(),
  'currency_exchange.response_key': text('data'),
  'currency_exchange.start_date_key': text('startdate'),
  /** Forms (ADR 053): leads older than this many days are deleted (lead retention). */
  'forms.lead_retention_days': integer(365),
  /** The sender of the market's notification and confirmation e-mails; empty: the server's default. */
  'forms.mail_from': text('', {
    pattern: { test: isMailbox },
    rule: 'an e-mail address, or a name and one (Aurelia <leads@aurelia.example>)',
  }),
  /** reCAPTCHA's site key: forms show the challenge and leads are checked (with RECAPTCHA_SECRET). */
  'forms.recaptcha_site_key': shown(text()),
  /**
   * The root of the inventory API the site's pages and blocks read stock from (e.g.
   * https://stock.example.com/api/inventory); empty: this server's /api/inventory, called in-process
   * on the server (src/stock/api/client.server.ts). Public: the browser calls it too.
   */
  'stock_locator.api_root': shown(url()),
  /** spec 3 §6: the client token the server sends to another inventory root (`forecourt inventory token add` there). */
  'stock_locator.api_token': text('', undefined, TEXT_MAX.paragraph),
  /**
   * spec 3 §2, §9 Additional features 'postcode_search': the listings' postcode / state / retailer
   * search, which restricts them to its dealers and sets the drive-away prices (ADR 085).
   */
  'stock_locator.postcode_search': shown(flag()),
  /**
   * The market's postcode areas (JSON: key → {lat, lng, name}), read by src/stock/rules/
   * postcode-areas-setting.ts: a postcode no retailer shares finds the nearest retailers (ADR 106).
   */
  'stock_locator.postcode_areas': rawJson(),
  /** spec 3 §4 Market variant: 'overseas' changes the price and button rules (ADR 068); the known others: mobility. */
  'stock_locator.market': shown(text()),
  /** spec 3 §2: the stock page (the listing), the showroom back button's default target; the second is its fallback. */
  'stock_locator.stock_page_path': shown(text()),
  'cars_inventory_ssr.ci_stock_page_path': shown(text()),
  /** spec 3 §2, §8: the back button's publication lists, JSON read by src/stock/rules/back-button.ts with the spec's errors. */
  'sl.back_button': shown(rawJson()),
  /** The brand whose name the showroom slug leaves out (spec 3 §2; ADR 068); empty: the market's own brand. */
  'stock_locator.slug_omitted_brand': shown(text()),
  /** The showroom's specification as an attribute list or an accordion with status (spec 3 §2; ADR 076). */
  'stock_locator.showroom_specification': shown(choice(['list', 'accordion'])),
  /** spec 3 §3 Price disclaimers, the market's global ones: {purchase_price, lease_price, subscribe_price: {enabled, description}}. */
  'stock_locator.price_disclaimers': shown(rawJson()),
  /** The reverse budget calculator's finance terms (spec 3 §2; ADR 067: rate, term, deposit, balloon). */
  'stock_locator.reverse_calculator': shown(rawJson()),
  /** spec 3 §7 trade-in options from another service; empty: from the market's stock (ADR 079). */
  'stock_locator.endpoint_trade_in': url(),
  /** spec 3 §9 price settings the stock locator adds to spec 1's (priceSubscribeFormat, currencyIso). */
  'price.subscribe_format': shown(unsetText()),
  'price.currency_iso': shown(unsetText()),
  /**
   * The representative example beside every monthly price, where the market requires one (JSON
   * {product: pcp|hp|lease, apr, term_months, deposit_percent}; unset: none), read by
   * src/pricing/price-settings.ts (ADR 127).
   */
  'finance.representative_example': shown(rawJson()),
} satisfies Record<string, SettingReader<unknown>>

export type SettingKey = keyof typeof settingKeys
type ValueOf<K extends SettingKey> = ReturnType<(typeof settingKeys)[K]['read']>

/** The typed value of a setting; never throws, logs invalid JSON through `warn` (spec 1 §5). */
export function readSetting<K extends SettingKey>(settings: SettingMap, key: K, warn: Warn = () => {}): ValueOf<K> {
  return settingKeys[key].read(settings, key, warn) as ValueOf<K>
}

/**
 * A JSON setting whose shape a domain above this folder owns (its key is `rawJson()` here, since
 * settings may not import the domain's schema). Like `readSetting`: never throws; unparsable text
 * logs `Invalid JSON in {key}`, a value of the wrong shape `Invalid Object in {key}`, and either is
 * the fallback (spec 1 §5).
 *
 * @example readSettingJson(settings, 'stock_locator.price_disclaimers', priceDisclaimersSchema, {}, warn)
 */
export function readSettingJson<S extends z.ZodType>(
  settings: SettingMap,
  key: SettingKey,
  schema: S,
  fallback: z.infer<S>,
  warn: Warn = () => {},
): z.infer<S> {
  return readJson(settings, key, schema, fallback, warn)
}

export const settingDefaults: SettingMap = Object.fromEntries(
  Object.entries(settingKeys).flatMap(([key, reader]) =>
    'default' in reader && reader.default !== undefined ? [[key, reader.default]] : [],
  ),
)

/** What each key reads as when nothing is stored: its default, else a JSON key's fallback (for the admin). */
export const settingFallbacks: SettingMap = {
  ...Object.fromEntries(
    Object.entries(settingKeys).flatMap(([key, reader]) => ('unset' in reader && reader.unset !== undefined ? [[key, reader.unset]] : [])),
  ),
  ...settingDefaults,
}

export const jsonSettingKeys: ReadonlySet<string> = new Set(
  Object.entries(settingKeys)
    .filter(([, reader]) => reader.type.kind === 'json')
    .map(([key]) => key),
)

/** Whether the product reads this key (the admin lists known keys even when they are not stored). */
export const isKnownSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingKeys, key)

/**
 * Whether anyone may read the key through GET /api/content/settings: only keys marked
 * `shown(…)` above; unknown and custom keys are private.
 */
export const isPublicSettingKey = (key: string): boolean => isKnownSettingKey(key) && settingKeys[key].public

/** What a key's value holds; a key the product does not read is free text. */
export function settingKind(key: string): SettingKind {
  if (!isKnownSettingKey(key)) return { kind: 'text' }
  const reader: SettingReader<unknown> = settingKeys[key]
  return reader.type
}

/** The schema a JSON setting's parsed value must match; null for other settings and unknown keys. */
export function jsonSettingSchema(key: string): z.ZodType | null {
  const type = settingKind(key)
  return type.kind === 'json' ? type.schema : null
}
