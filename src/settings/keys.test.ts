import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isPublicSettingKey, jsonSettingKeys, readSetting, readSettingJson, settingDefaults, settingKeys } from './keys.ts'

describe('setting keys and their typed readers', () => {
  it.each([
    ['meta.title_divider', '|'],
    ['general.language', 'en_GB'],
    ['media.default_image_id', '24735'],
    ['currency_exchange.response_key', 'data'],
    ['currency_exchange.start_date_key', 'startdate'],
    ['general.login_required', 'false'],
    ['search.popup.enabled', 'false'],
  ])('built-in default of %s is %s (spec 1 §3, §9)', (key, value) => {
    expect(settingDefaults[key]).toBe(value)
  })

  it('knows which settings hold JSON', () => {
    expect([...jsonSettingKeys]).toEqual(
      expect.arrayContaining(['meta', 'navigation.logo_settings', 'footer.columns', 'error_page.not_found']),
    )
    expect(jsonSettingKeys.has('general.site_name')).toBe(false)
  })

  it.each([
    ['footer.columns', '[{"type":"links"}]', [{ type: 'links' }], []],
    ['footer.columns', '[{', null, ['Invalid JSON in footer.columns']],
    ['error_page.not_found', '{"heading":5}', {}, ['Invalid Object in error_page.not_found']],
    ['predefined_links', '[{"alias":"a","url":"/a"}]', [{ alias: 'a', url: '/a' }], []],
    ['navigation.disabled_on_pages', '"/offers"', [], ['Invalid Object in navigation.disabled_on_pages']],
    ['media.default_image_id', 'abc', 24735, []],
    ['general.login_required', 'true', true, []],
  ] as const)('readSetting(%s = %s)', (key, raw, expected, warnings) => {
    const messages: string[] = []
    expect(readSetting({ ...settingDefaults, [key]: raw }, key, (m) => messages.push(m))).toEqual(expected)
    expect(messages).toEqual(warnings)
  })

  it.each([
    ['{"purchase_price":{"enabled":true}}', { purchase_price: { enabled: true } }, []],
    ['{"purchase_price":', {}, ['Invalid JSON in stock_locator.price_disclaimers']],
    ['{"purchase_price":{"enabled":"yes"}}', {}, ['Invalid Object in stock_locator.price_disclaimers']],
    ['', {}, []],
  ] as const)('readSettingJson checks a domain-owned JSON key against its schema (%s)', (raw, expected, warnings) => {
    const schema = z.object({ purchase_price: z.object({ enabled: z.boolean() }).optional() })
    const messages: string[] = []
    const settings = { ...settingDefaults, 'stock_locator.price_disclaimers': raw }
    expect(readSettingJson(settings, 'stock_locator.price_disclaimers', schema, {}, (m) => messages.push(m))).toEqual(expected)
    expect(messages).toEqual(warnings)
  })

  // GET /api/content/settings shows only public keys. Every key is listed here, so a
  // new key needs a decision: public only when every visitor's page shows its value anyway.
  const publicFlags: Record<string, boolean> = {
    'general.site_name': true,
    'general.app_name': true,
    'general.language': true,
    'general.theme': true,
    'general.login_required': true,
    'general.time_zone': true,
    'general.global_fab': true,
    meta: true,
    'meta.title_divider': true,
    'media.default_image_id': true,
    'media.360_presets': false,
    'navigation.logo_settings': true,
    'navigation.disabled_on_pages': true,
    'navigation.v2_enabled': true,
    'navigation.enabled_on_home': true,
    'navigation.style': true,
    'navigation.logo_only_pages': true,
    'naas_navigation.configuration': false,
    'retailer.name': true,
    'retailer.url': true,
    'retailer.dealer_code': true,
    'search.popup.enabled': true,
    'search.index_paths': false,
    'footer.columns': true,
    'i18n.messages': false,
    'footer.hide_social': true,
    'footer.disclaimer': true,
    'footer.retailers_url': false,
    'error_page.not_found': true,
    'data_layers.page_category_mapping': false,
    predefined_links: false,
    'predefined_links.pass_through_params': false,
    basic_popup: true,
    // The exit popup's texts and patterns decide what every visitor's page does.
    'exit_popup.copy': true,
    'exit_popup.ok': true,
    'exit_popup.cancel': true,
    'exit_popup.do_url': true,
    'exit_popup.dont_url': true,
    'dynamic_content.enabled_strategies': false,
    'dynamic_content.mena_external_sl__config': false,
    'dynamic_content.reffine_sl__config': false,
    'dynamic_content.url_brands_default': false,
    // ADR 080: the maps provider and its browser key are on every locator page anyway.
    'general.maps_provider': true,
    'general.maps_key': true,
    'general.maps_region': true,
    'general.maps_language': true,
    'stock_locator.endpoint_dealers': false,
    'stock_locator.fallback_dealers': false,
    'l460BevConfig.api_url': false,
    'mena.offers_api_url': false,
    'mena.collection_feed_url': false,
    'mena.news_api_url': false,
    'mena.news_market': false,
    'price.format': true,
    'price.purchase_format': true,
    'price.lease_format': true,
    'price.offer_format': true,
    'price.currency_symbol': true,
    'price.currency_delimiter': true,
    'price.double_price_settings': true,
    'currency_exchange.response_key': false,
    'stock_locator.api_root': true,
    'stock_locator.api_token': false,
    // The stock locator's page settings are what its pages show; another service's URL is not.
    'stock_locator.postcode_search': true,
    'stock_locator.postcode_areas': false,
    'stock_locator.market': true,
    'stock_locator.stock_page_path': true,
    'cars_inventory_ssr.ci_stock_page_path': true,
    'sl.back_button': true,
    'stock_locator.slug_omitted_brand': true,
    'stock_locator.showroom_specification': true,
    'stock_locator.price_disclaimers': true,
    'stock_locator.reverse_calculator': true,
    'stock_locator.endpoint_trade_in': false,
    'price.subscribe_format': true,
    'price.currency_iso': true,
    'finance.representative_example': true,
    'currency_exchange.start_date_key': false,
    'currency_exchange.api_url': false,
    'forms.lead_retention_days': false,
    'forms.mail_from': false,
    // The challenge is shown to every visitor of a form; the secret is the environment's.
    'forms.recaptcha_site_key': true,
    // The consent banner and the scripts that wait for consent are what every visitor's page loads.
    cookie_consent: true,
    'cookie_consent.strategy': true,
    'cookie_consent.default_placeholder': true,
    'cookie_consent.settings.culture': true,
    'cookie_consent.strategies.external.script_url': true,
    'cookie_consent.strategies.external.groups': true,
    'tag_manager.script_url': true,
    'customer_experience.enabled': true,
    'customer_experience.script_url': true,
    // Not known to the product: private whatever the name.
    'payments.secret_key': false,
    'custom.banner_text': false,
    'prices.format': false,
    'general.site_name.extra': false,
    constructor: false,
    toString: false,
  }

  it.each(Object.entries(publicFlags))('isPublicSettingKey(%s) = %s', (key, expected) => {
    expect(isPublicSettingKey(key)).toBe(expected)
  })

  it('the table above decides every known key', () => {
    expect(Object.keys(settingKeys).filter((key) => !Object.hasOwn(publicFlags, key))).toEqual([])
  })
})
