import { redirect, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { decideAccess, routeAccess } from '~/auth/access.ts'
import { defaultFooterColumns, normalizeFooterColumns } from '~/footer/footer.ts'
import { htmlLang, languageCode, textDirection } from '~/i18n/language.ts'
import { languageSwitchHref } from '~/navigation/language-switch.ts'
import { isNavigationEnabled, resolveLogo } from '~/navigation/logo.ts'
import { naasConfigurationSchema } from '~/navigation/naas.server.ts'
import { readFlag, readJson, readString, type SettingMap } from '~/settings/settings.ts'
import { brandOf } from '~/theme/brands.ts'

const notFoundSchema = z.object({
  heading: z.string().optional(), paragraph: z.string().optional(),
  image_id: z.number().int().positive().nullable().optional(), button_label: z.string().optional(),
})

/**
 * What the site shell needs on every page (spec 1 §2 Layouts, Header navigation, Footer; §5):
 * read from the site's settings and navigation, with every fallback applied here on the server.
 */
export async function loadShell(request: Request, context: AppLoadContext) {
  const { services, site, user } = context
  const url = new URL(request.url)
  const settings = await services.content.settings(site)
  const warn = (message: string) => services.log.warn({ site: site.key }, message)

  const decision = decideAccess(routeAccess(url.pathname, readFlag(settings, 'general.login_required')), user, url.pathname + url.search)
  if (decision.kind === 'login') throw redirect(decision.location)
  if (decision.kind === 'no-access') throw redirect('/no-access')

  const language = languageCode(readString(settings, 'general.language'))
  const brand = brandOf(readString(settings, 'general.theme'))
  const path = context.sitePath
  const logo = resolveLogo(readJson(settings, 'navigation.logo_settings', z.unknown(), [], warn), path, brand.logo, brand.favicon)
  const navVersion = readFlag(settings, 'navigation.v2_enabled') ? 2 : 1
  const naasConfig = readJson(settings, 'naas_navigation.configuration', naasConfigurationSchema.nullable(), null, warn)
  const external = naasConfig
    ? await services.navigation.fetchNavigation(naasConfig, {
      name: readString(settings, 'retailer.name') || null, url: readString(settings, 'retailer.url') || null,
    })
    : null

  return {
    site: { name: siteName(settings, brand.name), basePath: site.basePath },
    lang: htmlLang(readString(settings, 'general.language')),
    dir: textDirection(language),
    brand: brand.key,
    user: user ? { email: user.email, role: user.role } : null,
    languages: await alternateLanguages(context, url),
    navigation: {
      enabled: isNavigationEnabled(path, { enabledOnHome: readFlag(settings, 'navigation.enabled_on_home') }),
      version: navVersion,
      entries: external ? [] : await services.content.navEntries(site, navVersion),
      external,
      logo,
    },
    footer: {
      columns: settings['footer.columns']?.trim()
        ? normalizeFooterColumns(readJson(settings, 'footer.columns', z.unknown(), [], warn), warn)
        : defaultFooterColumns(),
      hideSocial: readFlag(settings, 'footer.hide_social'),
      disclaimer: readString(settings, 'footer.disclaimer'),
    },
    notFound: readJson(settings, 'error_page.not_found', notFoundSchema, {}, warn),
  }
}
export type Shell = Awaited<ReturnType<typeof loadShell>>

/** spec 1 §2 Page meta tags: site name, else the app name, else the theme's brand name. */
export function siteName(settings: SettingMap, brandName: string) {
  return readString(settings, 'general.site_name').trim() || readString(settings, 'general.app_name').trim() || brandName
}

/**
 * The language switch: the other markets on the same host (e.g. /en and /ar), each linking to
 * the same page path there, without tracking parameters (spec 1 §2 Header navigation).
 */
async function alternateLanguages({ services, site, sitePath }: AppLoadContext, url: URL) {
  const sameHost = (other: string[]) => other.length === site.hostnames.length && other.every((h) => site.hostnames.includes(h))
  const markets = (await services.content.allSites()).filter((s) => sameHost(s.hostnames))
  if (markets.length < 2) return []
  return Promise.all(markets.map(async (market) => {
    const code = languageCode(readString(await services.content.settings(market), 'general.language'))
    return { code, current: market.id === site.id, href: languageSwitchHref(market.basePath, sitePath, url) }
  }))
}
