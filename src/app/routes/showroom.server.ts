import { data, redirect, type AppLoadContext } from 'react-router'
import { siteName } from '~/app/shell/shell.server.ts'
import { titleWithSiteName } from '~/lib/title.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketCanonicalBase } from '~/sites/sites.ts'
import { goneMeta, showroomJsonLd, showroomMeta, type SeoContext } from '~/stock/ui/showroom/seo.ts'
import { marketStockTexts } from '~/stock/texts/market.ts'
import { loadShowroom } from '~/stock/ui/showroom/showroom.server.ts'
import { brandOf } from '~/theme/brands.ts'
import { CACHEABLE_HEADER, PAGE_PARAMS_HEADER } from '~/server/cache-header.ts'
import { POSTCODE_SEARCH_QUERY_KEYS } from '~/stock/rules/postcode-search.ts'

/**
 * What a showroom page's render reads of its query: the lists it is asked about and the postcode
 * search (the drive-away state). The page cache keys a showroom page by these (ADR 075).
 */
const SHOWROOM_QUERY_PARAMS = ['list', ...Object.values(POSTCODE_SEARCH_QUERY_KEYS)].join(',')

/** The path inside the market of a showroom page: /showroom/{slug}-{id}. */
const SHOWROOM_PATH = /^\/showroom\/([^/]+)\/?$/

/**
 * spec 3 §2 Showroom screen: the route's loader. The market comes from the address (a market
 * under a base path matches `:market/showroom/:slug`, ADR 076); the path inside it names the
 * vehicle. A wrong slug answers 301 to the canonical one, an unknown vehicle 404 and a sold or
 * retired one 410, each a page with similar stock of its model.
 */
export async function loadShowroomRoute(request: Request, context: AppLoadContext) {
  const { services, site } = context
  const match = SHOWROOM_PATH.exec(context.sitePath)
  // `:market/showroom/:slug` matched a path of the root market (no market has that base): not a showroom.
  if (!match) throw data({ reason: 'not-found' }, { status: 404 })
  const url = new URL(request.url)
  const settings = await services.content.settings(site)
  const warn = (message: string) => services.log.warn({ site: site.key, path: context.sitePath }, message)
  const slugParam = decodeURIComponent(match[1]!)
  // The page's fixed texts in the market's language (ADR 089).
  const texts = marketStockTexts(settings, warn)
  const result = await loadShowroom(services.database.db, { siteId: site.id, settings, slugParam, url, basePath: site.basePath, warn })

  const brand = brandOf(readSetting(settings, 'general.theme'))
  const name = siteName(settings, brand.name)
  const divider = readSetting(settings, 'meta.title_divider')
  const seo: SeoContext = {
    documentTitle: (title) => titleWithSiteName(title, divider, name),
    canonicalBase: marketCanonicalBase(site, services.publicUrl),
    path: '',
    currencyIso: null,
    texts,
  }
  switch (result.kind) {
    case 'redirect':
      throw redirect(result.location, 301)
    case 'not-found':
    case 'gone': {
      const status: 404 | 410 = result.kind === 'gone' ? 410 : 404
      return data({ kind: 'gone' as const, status, result, texts, meta: goneMeta(seo, status) }, { status })
    }
    case 'found': {
      const page = result.page
      const canonicalPath = context.sitePath.startsWith('/showroom/') ? `/showroom/${slugParam}` : context.sitePath
      const context_ = { ...seo, path: canonicalPath, currencyIso: page.priceFormat.currencyIso }
      // Anonymous visitors may be served from the page cache: every stock write, an order's
      // reservation included, bumps the content revision that keys it (ADR 088).
      return data(
        {
          kind: 'found' as const,
          page,
          texts,
          meta: showroomMeta(page.vehicle, context_),
          jsonLd: showroomJsonLd(page.vehicle, context_),
        },
        { headers: { [CACHEABLE_HEADER]: '1', [PAGE_PARAMS_HEADER]: SHOWROOM_QUERY_PARAMS } },
      )
    }
  }
}
