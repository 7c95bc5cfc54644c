import { data, redirect, type AppLoadContext } from 'react-router'
import { withAnchor } from '~/blocks/anchors.ts'
import { blockAssets } from '~/blocks/block-assets.ts'
import { blockPartsOf, loadBlockParts } from '~/blocks/block-parts.ts'
import { withBlockData, type BlockDataSources } from '~/blocks/block-data.server.ts'
import { blockImageIds } from '~/blocks/images.ts'
import { findTemplate } from '~/blocks/registry.ts'
import { barItems } from '~/blocks/ready-to-go-bar/groups.ts'
import type { ReadyToGoBarFields, ReadyToGoBarGroup } from '~/blocks/ready-to-go-bar/template.ts'
import { loadBlockRenderers } from '~/blocks/renderers.ts'
import { buildPageMeta } from '~/content/meta.ts'
import { planMetaheads } from '~/content/metaheads.ts'
import { applyDynamicContent } from '~/dynamic-content/apply.ts'
import { withSpecTags } from '~/blocks/page-tags.server.ts'
import { withLangInRichText } from '~/blocks/rich-text-links.ts'
import { languageCode } from '~/i18n/language.ts'
import { createDisclaimers } from '~/pricing/tags.ts'
import { normalizePagePath, resolvePageRedirect } from '~/content/redirect.ts'
import type { PageWithContent } from '~/content/schemas.ts'
import { CACHEABLE_HEADER, PAGE_PARAMS_HEADER } from '~/server/cache-header.ts'
import { LISTING_QUERY_PARAMS } from '~/stock/ui/listing/listing-state.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketPageCategory } from '~/settings/market-page-category.ts'
import { marketCanonicalBase, pathInMarket } from '~/sites/sites.ts'
import { brandOf } from '~/theme/brands.ts'
import { marketMediaBase } from '~/ui/media-base.ts'
import { siteName } from '~/app/shell/shell.server.ts'
import { toolbarState } from '~/cms/toolbar.server.ts'
import { seesUnpublished } from '~/auth/access.ts'

/** spec 3 §2 Page categories: a page with one of these blocks is a listing page (plp). */
const STOCK_LOCATOR_TEMPLATES: ReadonlySet<string> = new Set(['stock-locator', 'stock-locator-overseas'])

/** Route name of the catch-all content route (spec 1 §2 routes table). */
export const CONTENT_ROUTE = 'dynamic-routes'

/**
 * spec 1 §2 Page resolution: the page by its path inside the site, its redirect rules, meta tags,
 * metaheads, breadcrumbs and validated blocks. Unknown paths are a 404 rendered in place (ADR 006).
 */
export async function loadContentPage(request: Request, context: AppLoadContext, source?: { page: PageWithContent }) {
  const { services, site, user } = context
  const url = new URL(request.url)
  const path = source ? source.page.path : normalizePagePath(context.sitePath)
  if (path === null) throw data({ reason: 'invalid-path' }, { status: 404 })
  const warn = (message: string) => services.log.warn({ site: site.key, path }, message)
  // A given page (the editor's preview of a draft) is rendered as it is; else the page at the path.
  // What visitors see is read and parsed once per content revision.
  const document = source
    ? parsePage(source.page, warn)
    : !seesUnpublished(user)
      ? (await services.content.isPublicPath(site, path))
        ? await services.content.remember(site, `document:${path}`, async () =>
            parsePage(await services.content.pageByPath(site.id, path, { includeDisabled: false }), warn),
          )
        : null
      : parsePage(await services.content.pageByPath(site.id, path, { includeDisabled: true }), warn)
  if (!document) throw data({ reason: 'not-found' }, { status: 404 })
  const { page, parsedBlocks } = document

  const pageRedirect = resolvePageRedirect(page, url)
  if (pageRedirect?.kind === 'http') {
    // Links editors enter are URLs as the browser sees them (ADR 002), so no base path is added.
    throw redirect(pageRedirect.location, pageRedirect.status)
  }

  const settings = await services.content.settings(site)
  // spec 1 §4 Dynamic content: links whose strategy fails are dropped or replaced here (ADR 014).
  const withContent = withLangInRichText(
    applyDynamicContent(parsedBlocks, await services.dynamicContent.stateFor(site, settings, path)),
    languageCode(readSetting(settings, 'general.language')),
  )
  // spec 2 §9: spec and price tags in block text become the market's figures (ADR 011).
  // One collection of disclaimer markers for the page: tags first, then blocks' spec values.
  const disclaimers = createDisclaimers()
  const vehicles = rememberedVehicles(context)
  const stock = rememberedStock(context)
  const tagged = await withSpecTags(withContent, { siteId: site.id, settings, vehicles, disclaimers, warn })
  // Blocks that need data (a feed, vehicle specs) get it now, so the first HTML is complete; they
  // list their own disclaimers, the page lists those of its tags.
  const sources = { ...services.blockSources, vehicles, stock }
  const blocks = await withBlockData(tagged.blocks, { site, settings, sources, disclaimers, warn, url })
  // The server renders with the page's block renderers, each a chunk of its own (ADR 013).
  const templates = blocks.map((b) => b.template)
  const parts = blockPartsOf(blocks)
  const [failed] = await Promise.all([loadBlockRenderers(templates), loadBlockParts(parts)])
  if (failed.length > 0) throw new Error(`Block renderers failed to load: ${failed.join(', ')}`)
  const brand = brandOf(readSetting(settings, 'general.theme'))
  const body = {
    newWindow: pageRedirect?.kind === 'new-window' ? pageRedirect.url : null,
    page: { id: page.id, path: page.path, title: page.title, page_type: page.page_type, enabled: page.enabled },
    // Editors and admins get the editor toolbar (spec 1 §2 Main layout); their pages are never cached.
    toolbar: await toolbarState(context, page.id, source !== undefined),
    blocks,
    disclaimers: tagged.disclaimers,
    readyToGoBar: readyToGoBarOf(blocks),
    assets: blockAssets(services.clientManifest, templates, parts),
    images: await imageFacts(context, blockImageIds(blocks)),
    meta: buildPageMeta({
      page,
      routeName: CONTENT_ROUTE,
      siteName: siteName(settings, brand.name),
      appName: readSetting(settings, 'general.app_name') || null,
      brandName: brand.name,
      titleDivider: readSetting(settings, 'meta.title_divider'),
      mediaBaseUrl: marketMediaBase(context.site.basePath),
      defaultImageId: readSetting(settings, 'media.default_image_id'),
      extraMetaJson: readSetting(settings, 'meta'),
      // Canonical URLs come from the market's configuration, never from the Host header (ADR 039).
      canonicalBase: marketCanonicalBase(site, services.publicUrl),
      warn,
    }),
    metaheads: planMetaheads(page.metaheads, page.id),
    breadcrumbs:
      path === '/'
        ? []
        : (
            (await services.content.remember(site, `breadcrumbs:${page.id}`, () => services.content.breadcrumbs(site.id, page.id))) ?? []
          ).map((crumb) => ({
            ...crumb,
            url: pathInMarket(site.basePath, crumb.url),
          })),
    category: marketPageCategory(
      settings,
      { routeName: CONTENT_ROUTE, url, hasStockLocator: blocks.some((b) => STOCK_LOCATOR_TEMPLATES.has(b.template)) },
      warn,
    ),
  }
  // Published pages seen anonymously may be served from the page cache (ADR 004).
  // A block whose data failed is not cached, so the next visitor gets a fresh attempt.
  const cacheable = !source && !user && page.enabled && !body.newWindow && !blocks.some((b) => b.dataFailed)
  // A listing's first page follows the URL's filters: the cache keys them for this page (ADR 075).
  const headers: Record<string, string> = { [CACHEABLE_HEADER]: '1' }
  if (blocks.some((b) => STOCK_LOCATOR_TEMPLATES.has(b.template))) headers[PAGE_PARAMS_HEADER] = LISTING_QUERY_PARAMS.join(',')
  return data(body, cacheable ? { headers } : undefined)
}

/**
 * The page with its blocks checked against their templates. STYLE.md: an unknown or invalid block
 * fails loudly in development and tests, and is logged and skipped in production.
 */
function parsePage(page: PageWithContent | null, warn: (message: string) => void) {
  if (!page) return null
  const parsedBlocks = page.blocks.flatMap((block) => {
    const template = findTemplate(block.template)
    const fields = template?.schema.safeParse(block.fields)
    const groups = block.field_groups.map((group) => template?.groupSchema.safeParse(group))
    if (template && fields?.success && groups.every((g) => g?.success)) {
      return [{ id: block.id, template: block.template, fields: withAnchor(fields.data), groups: groups.map((g) => g!.data!) }]
    }
    const message = template
      ? `Invalid fields in block ${block.id} (${block.template})`
      : `Unknown template ${block.template} in block ${block.id}`
    if (process.env.NODE_ENV !== 'production') throw new Error(message)
    warn(message)
    return []
  })
  return { page, parsedBlocks }
}

/** The library's facts (size, alt text) of the page's images, kept per content revision like the page. */
function imageFacts({ services, site }: AppLoadContext, ids: number[]) {
  return services.content.remember(site, `images:${ids.join(',')}`, () => services.content.imageFacts(site.id, ids))
}

/** The market's vehicle models as the page's tags and blocks read them, kept per content revision. */
function rememberedVehicles({ services, site }: AppLoadContext): BlockDataSources['vehicles'] {
  const { vehicles } = services.blockSources
  return {
    models: (siteId, keys) =>
      services.content.remember(site, `models:${[...new Set(keys)].sort().join(',')}`, () => vehicles.models(siteId, keys)),
    all: (siteId) => services.content.remember(site, 'models', () => vehicles.all(siteId)),
  }
}

/**
 * The stock lists' pages and postcode searches as the page's blocks read them, kept per content revision: every stock
 * write bumps it (a feed, an edit in /admin), so a page with a stock carousel renders without a
 * stock query while nothing changed (the uncached render's time goal).
 */
function rememberedStock({ services, site }: AppLoadContext): BlockDataSources['stock'] {
  const { stock } = services.blockSources
  return {
    listing: (siteId, key, query, options) =>
      services.content.remember(site, `stock:${key}:${JSON.stringify(query)}:${options?.facets?.join(',') ?? '*'}`, () =>
        stock.listing(siteId, key, query, options),
      ),
    // The areas are the market's settings, which change with its content revision too.
    postcodeSearch: (siteId, key, params, brand, areas) =>
      services.content.remember(site, `stock-search:${key}:${params.toString()}:${brand ?? ''}`, () =>
        stock.postcodeSearch(siteId, key, params, brand, areas),
      ),
  }
}

/**
 * spec 1 §4 FAB: the page's Ready To Go Bar (the first), whose items override the global floating
 * button's and whose fabDisabled hides it; hide_block hides only the bar (spec 2 §4).
 */
function readyToGoBarOf(blocks: { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }[]) {
  const bar = blocks.find((b) => b.template === 'ready-to-go-bar')
  if (!bar) return null
  const fields = bar.fields as ReadyToGoBarFields
  return {
    items: barItems(bar.groups as ReadyToGoBarGroup[]).map(({ label, icon, link }) => ({ label, icon, link })),
    fabDisabled: fields.fabDisabled,
  }
}
