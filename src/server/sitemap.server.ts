import type { Context, Handler, MiddlewareHandler } from 'hono'
import { etagMatches, weakEtag } from '~/lib/etag.server.ts'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import type { Services } from './context.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketCanonicalBase, pathInMarket, type Site, sitesForHost } from '~/sites/sites.ts'
import { robotsTxt, sitemapXml } from '~/content/sitemap.ts'

/**
 * A text every visitor gets alike: cacheable as public pages are, revalidated by
 * ETag, and never with a cookie (ADR 042).
 */
export function publicText(c: Context, body: string, contentType: string): Response {
  const etag = weakEtag(new TextEncoder().encode(body))
  const cache = { 'cache-control': PUBLIC_CACHE_CONTROL, etag }
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: cache })
  return new Response(body, { headers: { ...cache, 'content-type': contentType } })
}

const loginRequired = async (services: Services, site: Site) => readSetting(await services.content.settings(site), 'general.login_required')

/**
 * GET {base}/sitemap.xml: the market's published, enabled pages that are not redirects, at their
 * canonical URLs (src/content/sitemap.ts, ADR 044), worked out once per content revision. Runs
 * after the market is resolved and before anything that may set a cookie.
 */
export function sitemapMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const services = c.get('services')
    const site = c.get('site')
    const path = pathInMarket(site.basePath, '/sitemap.xml')
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path !== path) return next()
    const xml = await services.content.remember(site, 'sitemap', async () =>
      // With site-wide login no page is public (spec 1 §6): an empty sitemap.
      sitemapXml(
        (await loginRequired(services, site)) ? [] : await services.content.publicPages(site.id),
        marketCanonicalBase(site, services.publicUrl),
      ),
    )
    return publicText(c, xml, 'application/xml; charset=utf-8')
  }
}

/**
 * GET /robots.txt: crawlers read it at the root of a host only, so it names the sitemap of every
 * market answering this host, from their configured origins (ADR 039), not from the Host header.
 */
export function robotsTxtHandler(services: Services): Handler {
  return async (c) => {
    const markets = sitesForHost(await services.content.allSites(), c.req.header('host') ?? '')
    const robots = robotsTxt(
      await Promise.all(
        markets.map(async (site) => ({
          basePath: site.basePath,
          canonicalBase: marketCanonicalBase(site, services.publicUrl),
          loginRequired: await loginRequired(services, site),
        })),
      ),
    )
    return publicText(c, robots, 'text/plain; charset=utf-8')
  }
}
