import { redirect, type AppLoadContext } from 'react-router'
import { decideAccess, guardBasePath, routeAccess } from '~/auth/access.ts'
import { resolveItem } from '~/dynamic-content/apply.ts'
import { defaultFooterColumns, filterFooterItems } from '~/footer/footer.ts'
import { normalizeFooterColumns } from '~/footer/normalize.ts'
import { htmlLang, languageCode, textDirection } from '~/i18n/language.ts'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { languageChoices, languageSwitchHref } from '~/navigation/language-switch.ts'
import { isNavigationEnabled, logoEntries, logoFor } from '~/navigation/logo.ts'
import { naasConfigurationSchema } from '~/navigation/naas.server.ts'
import { retailerBarOf } from '~/navigation/retailer-bar.ts'
import { navigationVariant } from '~/navigation/variant.ts'
import { passThroughParamNames } from '~/settings/predefined-links.ts'
import { consentConfig } from '~/consent/config.ts'
import { scriptAddress } from '~/consent/scripts.ts'
import { sanitizeHtml } from '~/lib/sanitize.ts'
import { readSetting } from '~/settings/keys.ts'
import { settingValue, type SettingMap } from '~/settings/settings.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { marketBoundPage, showroomSwitchHref } from '~/stock/rules/market-switch.ts'
import { marketVehicleOf, showroomPathByVin } from '~/stock/ui/showroom/showroom.server.ts'
import { brandOf } from '~/theme/brands.ts'
import { isFabDisabledOnPage } from '~/ui/fab.ts'
import { fabItemOf, parseGlobalFab } from '~/ui/fab-setting.ts'
import { parsePatterns } from '~/ui/exit-popup.ts'
import { readBasicPopup } from '~/ui/basic-popup-setting.ts'

/**
 * What the site shell needs on every page (spec 1 §2 Layouts, Header navigation, Footer; §5):
 * read from the site's settings and navigation, with every fallback applied here on the server.
 */
export async function loadShell(request: Request, context: AppLoadContext) {
  const { services, site, user } = context
  const url = new URL(request.url)
  const settings = await services.content.settings(site)
  const warn = (message: string) => services.log.warn({ site: site.key }, message)

  // The path inside the market decides (`/ar/admin` is the Arabic market's /admin); the login and
  // no-access pages are the market's, and the target keeps its base path (ADR 126).
  const access = routeAccess(context.sitePath, readSetting(settings, 'general.login_required'))
  const decision = decideAccess(access, user, url.pathname + url.search, guardBasePath(site.basePath, context.appBase))
  if (decision.kind !== 'allow') throw redirect(decision.location)

  // What the shell reads from settings is worked out once per content revision (and per path for
  // the logo), not on every render; `warn` then reports a bad setting once.
  const path = context.sitePath
  const {
    language,
    texts,
    ui,
    overlayTexts,
    brand,
    navVersion,
    naasConfig,
    navStyle,
    logoOnlyPages,
    links,
    footerColumns,
    consent,
    globalFab,
    exitPopup,
    basicPopup,
  } = await services.content.remember(site, 'shell', async () => {
    const rawFooter = readSetting(settings, 'footer.columns', warn)
    const brand = brandOf(readSetting(settings, 'general.theme'))
    return {
      consent: consentOf(settings, brand.key, warn),
      language: languageCode(readSetting(settings, 'general.language')),
      // The catalogue's shell namespace in the market's language, with its overrides (ADR 118).
      texts: namespaceTexts('shell', marketLanguage(settings, warn)),
      ui: namespaceTexts('ui', marketLanguage(settings, warn)),
      // The floating button's and the exit and basic popups' default texts.
      overlayTexts: namespaceTexts('overlay', marketLanguage(settings, warn)),
      brand,
      navVersion: readSetting(settings, 'navigation.v2_enabled') ? (2 as const) : (1 as const),
      naasConfig: naasConfiguration(readSetting(settings, 'naas_navigation.configuration', warn), warn),
      navStyle: readSetting(settings, 'navigation.style'),
      logoOnlyPages: readSetting(settings, 'navigation.logo_only_pages', warn),
      // spec 1 §7 Predefined links, resolved where links render (ADR 170).
      links: {
        lang: languageCode(readSetting(settings, 'general.language')),
        predefinedUrls: readSetting(settings, 'predefined_links', warn).map((link) => link.url),
        passThrough: passThroughParamNames(readSetting(settings, 'predefined_links.pass_through_params')),
      },
      // Not set, or not JSON: the default footer (spec 1 §2, §5).
      footerColumns: rawFooter === null ? defaultFooterColumns() : normalizeFooterColumns(rawFooter, warn),
      globalFab: parseGlobalFab(readSetting(settings, 'general.global_fab', warn), warn),
      exitPopup: exitPopupOf(settings),
      basicPopup: basicPopupOf(readSetting(settings, 'basic_popup', warn), warn),
    }
  })
  // Parsed once per revision, not kept per path: a visitor can ask for any path (a 404 too).
  const logos = await services.content.remember(site, 'shell:logos', async () =>
    logoEntries(readSetting(settings, 'navigation.logo_settings', warn)),
  )
  const logo = logoFor(logos, path, brand.logo, brand.favicon)
  const dynamicContent = await services.dynamicContent.stateFor(site, settings, path)
  const variant = navigationVariant({ path, logoOnlyPages, externalConfigured: naasConfig !== null, style: navStyle })
  const external =
    variant === 'external' && naasConfig
      ? await services.navigation.fetchNavigation(naasConfig, {
          name: readSetting(settings, 'retailer.name') || null,
          url: readSetting(settings, 'retailer.url') || null,
        })
      : null

  return {
    // The divider joins a view's title to the site name (spec 1 §2 Title): the 404 page's too.
    site: { name: siteName(settings, brand.name), basePath: site.basePath, titleDivider: readSetting(settings, 'meta.title_divider') },
    lang: htmlLang(readSetting(settings, 'general.language')),
    dir: textDirection(language),
    texts,
    ui,
    brand: brand.key,
    user: user ? { email: user.email, role: user.role } : null,
    languages: await alternateLanguages(context, url),
    navigation: {
      enabled: isNavigationEnabled(path, { enabledOnHome: readSetting(settings, 'navigation.enabled_on_home') }),
      version: navVersion,
      // ADR 172: a service that did not answer leaves the classic nav; a logo-only page reads no entries.
      variant: external ? ('external' as const) : variant === 'external' ? ('classic' as const) : variant,
      entries: external || variant === 'logo-only' ? [] : await services.content.navEntries(site, navVersion),
      external,
      logo,
      // spec 1 §2: the retailer bar under the classic and light navs (ADR 171).
      retailerBar: variant === 'classic' || variant === 'light' ? await retailerBar(context, settings) : null,
    },
    links,
    footer: {
      columns: filterFooterItems(footerColumns, (item) => resolveItem(item, dynamicContent) !== null),
      hideSocial: readSetting(settings, 'footer.hide_social'),
      disclaimer: readSetting(settings, 'footer.disclaimer'),
      retailers: await footerRetailers(context, settings),
    },
    notFound: readSetting(settings, 'error_page.not_found', warn),
    // spec 1 §2 404 page: one theme also lists the possible causes and what to do next.
    notFoundCauses: brand.key === NOT_FOUND_CAUSES_THEME,
    consent: { ...consent, texts: namespaceTexts('consent', marketLanguage(settings, warn)) },
    // spec 1 §2 Main layout: popup search when search.popup.enabled is 'true' (the footer's field with it, ADR 114).
    search: readSetting(settings, 'search.popup.enabled') ? { texts: namespaceTexts('search', marketLanguage(settings, warn)) } : null,
    overlayTexts,
    exitPopup,
    basicPopup,
    fab: {
      options: globalFab?.options ?? null,
      // spec 1 §4 Dynamic content: an item whose strategy fails shows its fallback {link, icon}, else nothing.
      items: globalFab
        ? globalFab.items.flatMap((item) => {
            const resolved = resolveItem(item, dynamicContent)
            const shown = resolved && fabItemOf(resolved)
            return shown ? [shown] : []
          })
        : null,
      // spec 1 §2: the list is ignored on one of the two brand themes (ADR 130: Vantor's).
      disabledOnPage:
        brand.key !== FAB_PAGE_LIST_IGNORED_BY && isFabDisabledOnPage(path, readSetting(settings, 'navigation.disabled_on_pages', warn)),
    },
  }
}
/**
 * spec 1 §3, §4 Cookie consent and the scripts that wait for it (ADR 110, 111): the browser gets
 * the worked-out configuration (null: no consent asked) and the scripts' addresses.
 */
function consentOf(settings: SettingMap, brandKey: string, warn: (message: string) => void) {
  const config = consentConfig(
    {
      strategy: readSetting(settings, 'cookie_consent.strategy'),
      banner: readSetting(settings, 'cookie_consent', warn),
      placeholder: readSetting(settings, 'cookie_consent.default_placeholder'),
      culture: readSetting(settings, 'cookie_consent.settings.culture'),
      externalScriptUrl: scriptAddress(readSetting(settings, 'cookie_consent.strategies.external.script_url')) ?? '',
      externalGroups: readSetting(settings, 'cookie_consent.strategies.external.groups', warn),
    },
    sanitizeHtml,
  )
  return {
    config,
    scripts: {
      tagManager: scriptAddress(readSetting(settings, 'tag_manager.script_url')),
      // spec 1 §3 `{brand-prefix}.script_url`: the theme's brand key is the prefix.
      ownerPortal: scriptAddress(settingValue(settings, `${brandKey}.script_url`)),
      customerExperience: readSetting(settings, 'customer_experience.enabled')
        ? scriptAddress(readSetting(settings, 'customer_experience.script_url'))
        : null,
    },
  }
}

export type Shell = Awaited<ReturnType<typeof loadShell>>

/** spec 1 §2 Header navigation: the retailer bar of a retailer's site, or null (ADR 171). */
async function retailerBar({ services, site }: AppLoadContext, settings: SettingMap) {
  const name = readSetting(settings, 'retailer.name')
  if (!name.trim()) return null
  return services.content.remember(site, 'shell:retailer-bar', async () => {
    const dealerCode = readSetting(settings, 'retailer.dealer_code')
    const dealers = dealerCode.trim() ? await services.blockSources.dealers.forSite(site.id) : []
    return retailerBarOf(
      { name, url: readSetting(settings, 'retailer.url'), dealerCode, language: readSetting(settings, 'general.language') },
      dealers,
    )
  })
}

/**
 * spec 1 §2 Footer: the retailers area from footer.retailers_url (ADR 171), null without one;
 * kept per content revision like the rest of the shell, so the service is asked once per change.
 */
async function footerRetailers({ services, site }: AppLoadContext, settings: SettingMap) {
  const url = readSetting(settings, 'footer.retailers_url').trim()
  if (!url) return null
  const retailers = await services.content.remember(site, `shell:footer-retailers:${url}`, () =>
    services.retailers.footerRetailers(url, site.id),
  )
  return retailers.length > 0 ? retailers : null
}

/**
 * spec 1 §2 Exit popup: its texts and patterns; null while the whitelist is empty (it matches
 * nothing), so the page then carries nothing of it. The copy is editor HTML, sanitised.
 */
function exitPopupOf(settings: SettingMap) {
  const whitelist = parsePatterns(readSetting(settings, 'exit_popup.do_url'))
  if (whitelist.length === 0) return null
  return {
    copy: sanitizeHtml(readSetting(settings, 'exit_popup.copy')),
    ok: readSetting(settings, 'exit_popup.ok').trim(),
    cancel: readSetting(settings, 'exit_popup.cancel').trim(),
    whitelist,
    blacklist: parsePatterns(readSetting(settings, 'exit_popup.dont_url')),
  }
}

/** spec 1 §2 Basic popup: only when enabled; its content is editor HTML, sanitised. */
function basicPopupOf(raw: unknown, warn: (message: string) => void) {
  const popup = readBasicPopup(raw, warn)
  return popup?.enabled ? { ...popup, content: sanitizeHtml(popup.content) } : null
}

/** spec 1 §2 404 page: the brand theme whose 404 page lists possible causes and next steps (ADR 006). */
export const NOT_FOUND_CAUSES_THEME = 'aurelia'

/** spec 1 §2 Main layout: the brand theme that ignores navigation.disabled_on_pages (ADR 130). */
export const FAB_PAGE_LIST_IGNORED_BY = 'vantor'

/** The navigation service's configuration, when it is set and has the expected shape. */
function naasConfiguration(raw: unknown, warn: (message: string) => void) {
  if (raw === null) return null
  const parsed = naasConfigurationSchema.safeParse(raw)
  if (!parsed.success) warn('Invalid Object in naas_navigation.configuration')
  return parsed.success ? parsed.data : null
}

/** spec 1 §2 Page meta tags: site name, else the app name, else the theme's brand name. */
export function siteName(settings: SettingMap, brandName: string) {
  return readSetting(settings, 'general.site_name').trim() || readSetting(settings, 'general.app_name').trim() || brandName
}

/**
 * The language switch: the other markets on the same host (e.g. /en and /ar), each linking to
 * the same page path there, without tracking parameters (spec 1 §2 Header navigation). A
 * showroom page or a page of the order-online journey links to the same vehicle's showroom
 * there, or to that market's listing of its model (ADR 126): vehicle ids and orders are each
 * market's own.
 */
async function alternateLanguages({ services, site, sitePath }: AppLoadContext, url: URL) {
  const sameHost = (other: string[]) => other.length === site.hostnames.length && other.every((h) => site.hostnames.includes(h))
  const markets = (await services.content.allSites()).filter((s) => sameHost(s.hostnames))
  if (markets.length < 2) return []
  const languages = await Promise.all(
    markets.map(async (market) => ({
      id: market.id,
      basePath: market.basePath,
      code: languageCode(readSetting(await services.content.settings(market), 'general.language')),
    })),
  )
  const choices = languageChoices(languages, site.id)
  if (choices.length < 2) return []
  const bound = marketBoundPage(sitePath, url.searchParams)
  const vehicle = bound?.vehicleId ? await marketVehicleOf(services.database.db, site.id, bound.vehicleId) : null
  return Promise.all(
    choices.map(async (market) => {
      // Another market's page of the same vehicle, or its listing: not this page, so not this page's query.
      const other = bound !== null && market.id !== site.id
      return {
        code: market.code,
        current: market.id === site.id,
        samePage: !other,
        href: other ? await showroomSwitch(services, market, vehicle) : languageSwitchHref(market.basePath, sitePath, url),
      }
    }),
  )
}

/** ADR 126: the other market's showroom of the same VIN, else its listing of the model (or all of it). */
async function showroomSwitch(
  services: AppLoadContext['services'],
  market: { id: number; basePath: string },
  vehicle: { vin: string; model: string } | null,
) {
  const target = (await services.content.allSites()).find((s) => s.id === market.id)
  if (!target) return languageSwitchHref(market.basePath, '/', new URL('http://localhost/'))
  const settings = await services.content.settings(target)
  return showroomSwitchHref({
    basePath: market.basePath,
    showroomPath: vehicle && (await showroomPathByVin(services.database.db, { siteId: market.id, settings }, vehicle.vin)),
    stockPage: stockPagePath(settings),
    model: vehicle?.model ?? null,
  })
}
