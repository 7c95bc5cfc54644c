import { LRUCache } from 'lru-cache'
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { blocks, images, metaheads, navEntries, pages, settings, sites } from '~/db/schema/index.ts'
import { findTemplate } from '~/blocks/registry.ts'
import { sanitizeFields } from '~/lib/sanitize.ts'
import { settingDefaults } from '~/settings/keys.ts'
import { mergeSettings, type SettingMap } from '~/settings/settings.ts'
import { matchSite, normaliseBasePath, type Site } from '~/sites/sites.ts'
import type { ImageFacts } from '~/ui/image.ts'
import type { Metahead, Page } from './page.ts'
import type { Block, Breadcrumb, NavEntry, PageWithContent } from './schemas.ts'
import { cacheLayerOn } from '~/lib/cache-layers.ts'

/**
 * How long a process trusts its view of the sites table (and so of content revisions) without
 * hearing of a change. A change notifies every process at once (ADR 034), so this is the backstop
 * for a lost notification, not the usual path (ADR 004 polled every second).
 */
export const SITE_REFRESH_MS = 30_000
/** How many per-revision views (settings, navigation, page documents …) a process keeps, over all markets. */
const REMEMBERED_VIEWS = 5_000

export type ContentService = ReturnType<typeof createContentService>

/**
 * Reads the content of the sites: the one place queries for pages, settings, metaheads and
 * navigation live. What visitors see is remembered per content revision (`remember`); the sites
 * list until a change is notified (invalidate), at most SITE_REFRESH_MS.
 */
export function createContentService(db: Db, now: () => number = Date.now) {
  let siteList: Site[] = []
  let siteListAt = -Infinity
  // NOTE: bounded, since a visitor can ask for any path; a value is shared by every request that
  // reads it, so callers treat it as read-only.
  const views = new LRUCache<string, { revision: number; value: unknown }>({ max: REMEMBERED_VIEWS })

  /**
   * A view of a market's content that changes only with its content revision (every content
   * change bumps it, ADR 034), computed once per revision: so an uncached render of an unchanged
   * page runs no query. `site` is the caller's view of the market, whose revision
   * is at most as new as what `compute` reads, so a stale value is never kept under a new revision.
   */
  async function remember<T>(site: Site, key: string, compute: () => Promise<T>): Promise<T> {
    if (!cacheLayerOn('views')) return compute()
    const id = `${site.id}:${key}`
    const kept = views.get(id)
    if (kept?.revision === site.contentRevision) return kept.value as T
    const value = await compute()
    views.set(id, { revision: site.contentRevision, value })
    return value
  }

  async function allSites(): Promise<Site[]> {
    if (now() - siteListAt < SITE_REFRESH_MS) return siteList
    const rows = await db.select().from(sites).orderBy(asc(sites.id))
    siteList = rows.map((r) => ({ ...r, basePath: normaliseBasePath(r.basePath) }))
    siteListAt = now()
    return siteList
  }

  return {
    allSites,
    remember,
    /** Forget cached state now (after a write in this process, or another's notification). */
    invalidate() {
      siteListAt = -Infinity
    },

    async resolveSite(host: string, path: string): Promise<{ site: Site; path: string } | null> {
      return matchSite(await allSites(), host, path)
    },

    async siteByKey(key?: string): Promise<Site | null> {
      const list = await allSites()
      return (key ? list.find((s) => s.key === key) : list.find((s) => s.isDefault)) ?? null
    },

    settings(site: Site): Promise<SettingMap> {
      return remember(site, 'settings', async () => {
        const rows = await db
          .select({ id: settings.id, key: settings.key, value: settings.value })
          .from(settings)
          .where(eq(settings.siteId, site.id))
          .orderBy(asc(settings.key))
        return mergeSettings(settingDefaults, rows)
      })
    },

    async storedSettings(siteId: number) {
      return db
        .select({ id: settings.id, key: settings.key, value: settings.value })
        .from(settings)
        .where(eq(settings.siteId, siteId))
        .orderBy(asc(settings.key))
    },

    /** spec 1 §7 GET /public_api/pages/by_path: disabled and never-published pages only for editors. */
    async pageByPath(siteId: number, path: string, options: { includeDisabled: boolean }): Promise<PageWithContent | null> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.path, path)))
      if (!row || !(options.includeDisabled || isPublicPage(row))) return null
      const blockRows = await db.select().from(blocks).where(eq(blocks.pageId, row.id)).orderBy(asc(blocks.position))
      return { ...toPage(row), metaheads: await metaheadsFor(siteId, row.id), blocks: blockRows.map(toBlock) }
    },

    /**
     * Whether a public page has this path: the market's public paths are read once per content
     * revision, so a missing path (any a visitor makes up) costs no query and no remembered view.
     */
    async isPublicPath(site: Site, path: string): Promise<boolean> {
      const paths = await remember(site, 'public-paths', async () => {
        const rows = await db
          .select({ path: pages.path })
          .from(pages)
          .where(and(eq(pages.siteId, site.id), eq(pages.enabled, true), isNotNull(pages.publishedAt)))
        return new Set(rows.map((row) => row.path))
      })
      return paths.has(path)
    },

    /** The market's public pages (enabled and published) and when each last changed: the sitemap's. */
    async publicPages(siteId: number): Promise<(Page & { updatedAt: Date })[]> {
      const rows = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.enabled, true), isNotNull(pages.publishedAt)))
        .orderBy(asc(pages.path))
      return rows.map((row) => ({ ...toPage(row), updatedAt: row.updatedAt }))
    },

    metaheadsFor,

    /** Navigation is read on every page render; like settings, it only changes with the revision. */
    navEntries(site: Site, version: 1 | 2): Promise<NavEntry[]> {
      return remember(site, `nav:${version}`, () => readNavEntries(site.id, version))
    },

    /** The media-library facts of these images of the site; ids not in the library are left out. */
    async imageFacts(siteId: number, ids: readonly number[]): Promise<Record<number, ImageFacts>> {
      if (ids.length === 0) return {}
      const rows = await db
        .select({
          id: images.id,
          width: images.width,
          height: images.height,
          alt: images.alt,
          title: images.title,
          focalX: images.focalX,
          focalY: images.focalY,
        })
        .from(images)
        .where(and(eq(images.siteId, siteId), inArray(images.id, [...ids])))
      return Object.fromEntries(
        rows.map(({ id, focalX, focalY, ...facts }) => [
          id,
          { ...facts, focal: focalX === null || focalY === null ? null : { x: focalX, y: focalY } },
        ]),
      )
    },

    /** Whether a page of the site may be shown: a public one to anyone, any one with `includeDisabled`. */
    async isVisiblePage(siteId: number, pageId: number, options: { includeDisabled: boolean }): Promise<boolean> {
      const [row] = await db
        .select({ enabled: pages.enabled, publishedAt: pages.publishedAt })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
      return row !== undefined && (options.includeDisabled || isPublicPage(row))
    },

    /**
     * Breadcrumbs follow the path: Home, then every public ancestor page, then the page (ADR 005).
     * NOTE: for any page of the site, so the caller first checks that the viewer may see it
     * (`isVisiblePage`; the page route has resolved it for the viewer already).
     */
    async breadcrumbs(siteId: number, pageId: number): Promise<Breadcrumb[] | null> {
      const [page] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
      if (!page) return null
      const segments = page.path.split('/').filter(Boolean)
      const ancestorPaths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
      const rows = await db
        .select({ path: pages.path, title: pages.title })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.enabled, true), isNotNull(pages.publishedAt), inArray(pages.path, ancestorPaths)))
      const titles = new Map(rows.map((r) => [r.path, r.title]))
      return ancestorPaths
        .filter((p) => p === page.path || titles.has(p))
        .map((p) => ({ label: (p === page.path ? page.title : titles.get(p)) || (p === '/' ? 'Home' : p), url: p }))
    },
  }

  async function readNavEntries(siteId: number, version: 1 | 2): Promise<NavEntry[]> {
    const rows = await db
      .select()
      .from(navEntries)
      .where(and(eq(navEntries.siteId, siteId), eq(navEntries.version, version)))
      .orderBy(asc(navEntries.position), asc(navEntries.id))
    const tree = (parentId: number | null): NavEntry[] =>
      rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({
          id: r.id,
          label: r.label,
          url: r.url,
          target: r.target === '_blank' ? '_blank' : '_self',
          children: tree(r.id),
        }))
    return tree(null)
  }

  async function metaheadsFor(siteId: number, pageId: number | null): Promise<Metahead[]> {
    const rows = await db
      .select()
      .from(metaheads)
      .where(
        and(
          eq(metaheads.siteId, siteId),
          pageId === null ? isNull(metaheads.pageId) : or(isNull(metaheads.pageId), eq(metaheads.pageId, pageId)),
        ),
      )
      .orderBy(asc(metaheads.sequence), asc(metaheads.id))
    return rows.map((m) => ({
      id: m.id,
      rdx_core_page_id: m.pageId,
      language: m.language as Metahead['language'],
      content: m.content,
      styles: m.styles,
      in_body: m.inBody,
      reload_on_each_page: m.reloadOnEachPage,
      sequence: m.sequence,
    }))
  }
}

/** What visitors may see: an enabled page that has been published (spec 1 §7). */
function isPublicPage(row: { enabled: boolean; publishedAt: Date | null }): boolean {
  return row.enabled && row.publishedAt !== null
}

function toPage(row: typeof pages.$inferSelect): Page {
  return {
    id: row.id,
    path: row.path,
    page_type: row.pageType,
    title: row.title,
    enabled: row.enabled,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    canonical_url: row.canonicalUrl,
    disable_seo_tracking: row.disableSeoTracking,
    external_meta_image: row.externalMetaImage,
    image_id: row.imageId,
    type: row.type,
    to: row.to,
    http_code: row.httpCode,
    redirect_path: row.redirectPath,
    link_type: row.linkType === 'internal' || row.linkType === 'external' || row.linkType === 'file' ? row.linkType : null,
    link_new_window: row.linkNewWindow,
  }
}

/** Blocks leave the server with their HTML fields sanitised again (defence in depth). */
function toBlock(row: typeof blocks.$inferSelect): Block {
  const template = findTemplate(row.template)
  return {
    id: row.id,
    template: row.template,
    fields: sanitizeFields(row.fields, template?.htmlFields ?? []),
    field_groups: row.groups.map((group) => sanitizeFields(group, template?.groupHtmlFields ?? [])),
    position: row.position,
    active_positions: [row.position],
    positions: [{ id: row.id, position: row.position }],
  }
}
