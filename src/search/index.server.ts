import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { blocks, pages, searchEntries, settings } from '~/db/schema/index.ts'
import { languageCode } from '~/i18n/language.ts'
import { settingDefaults } from '~/settings/keys.ts'
import { compactKey, foldText, punctuatedParts } from './normalise.ts'
import { blocksText, type IndexedBlock } from './page-text.ts'
import { textSearchConfig } from './query.ts'

type PageRow = typeof pages.$inferSelect

/**
 * Whether the search lists a page (ADR 114): what visitors may open (enabled and published) and
 * what shows content — not a redirect (url_redirection, a redirect path) nor a folder.
 */
export function isSearchablePage(page: Pick<PageRow, 'enabled' | 'publishedAt' | 'type' | 'redirectPath' | 'pageType'>): boolean {
  return page.enabled && page.publishedAt !== null && !page.type && !page.redirectPath && page.pageType !== 'folder'
}

/** The market's text-search configuration, from its stored general.language (or the default). */
export async function marketSearchConfig(tx: Db | Tx, siteId: number): Promise<string> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.siteId, siteId), eq(settings.key, 'general.language')))
  return textSearchConfig(languageCode(row?.value ?? settingDefaults['general.language']))
}

/** The lexemes of a folded text: in the market's configuration (stemmed) and unstemmed ('simple'). */
const termsOf = (config: string, text: string) =>
  config === 'simple'
    ? sql`to_tsvector('simple', ${text})`
    : sql`(to_tsvector(${config}::regconfig, ${text}) || to_tsvector('simple', ${text}))`

function entryOf(siteId: number, config: string, page: PageRow, pageBlocks: readonly IndexedBlock[]) {
  const title = (page.title || page.metaTitle || page.path).slice(0, 300)
  const description = (page.metaDescription ?? '').slice(0, 1000)
  const raw = [title, page.metaTitle ?? '', description, blocksText(pageBlocks)].join('\n')
  const text = `${foldText(raw)} ${punctuatedParts(raw)}`
  return {
    siteId,
    pageId: page.id,
    url: page.path,
    title,
    description,
    titleKey: compactKey(title),
    descriptionKey: compactKey(description),
    config,
    terms: termsOf(config, text),
  }
}

async function blocksOf(tx: Db | Tx, pageIds: readonly number[]): Promise<Map<number, IndexedBlock[]>> {
  const byPage = new Map<number, IndexedBlock[]>()
  if (pageIds.length === 0) return byPage
  const rows = await tx
    .select({ pageId: blocks.pageId, template: blocks.template, fields: blocks.fields, groups: blocks.groups })
    .from(blocks)
    .where(inArray(blocks.pageId, [...pageIds]))
    .orderBy(asc(blocks.pageId), asc(blocks.position))
  for (const row of rows) {
    const list = byPage.get(row.pageId) ?? []
    list.push(row)
    byPage.set(row.pageId, list)
  }
  return byPage
}

/**
 * Brings one page's search entry up to date in the caller's transaction (publish, page-tree
 * change): written when the page is searchable, deleted when not. A deleted page's entry goes
 * with it (foreign key).
 */
export async function reindexPage(tx: Tx, siteId: number, pageId: number): Promise<void> {
  const [page] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
  if (!page || !isSearchablePage(page)) {
    await tx.delete(searchEntries).where(eq(searchEntries.pageId, pageId))
    return
  }
  const config = await marketSearchConfig(tx, siteId)
  const entry = entryOf(siteId, config, page, (await blocksOf(tx, [page.id])).get(page.id) ?? [])
  const { siteId: _site, pageId: _page, ...changes } = entry
  await tx.insert(searchEntries).values(entry).onConflictDoUpdate({ target: searchEntries.pageId, set: changes })
}

/** Pages indexed per statement when a whole market is indexed. */
const BATCH = 200

/**
 * Rewrites a market's whole index in the caller's transaction (bundle import, a change of the
 * market's language, a database that predates the index). Returns how many pages it indexed.
 */
export async function reindexSite(tx: Tx, siteId: number): Promise<number> {
  // Two processes starting on one database both index a market its index lacks: they take turns,
  // and the second's delete sees the first's entries (the page's entry is unique).
  await takeTurns(tx, 'forecourt.search_entries', siteId)
  await tx.delete(searchEntries).where(eq(searchEntries.siteId, siteId))
  const config = await marketSearchConfig(tx, siteId)
  const rows = (
    await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.enabled, true), isNotNull(pages.publishedAt)))
      .orderBy(asc(pages.id))
  ).filter(isSearchablePage)
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const pageBlocks = await blocksOf(
      tx,
      batch.map((page) => page.id),
    )
    await tx.insert(searchEntries).values(batch.map((page) => entryOf(siteId, config, page, pageBlocks.get(page.id) ?? [])))
  }
  return rows.length
}

/**
 * Indexes every market whose public pages have no entries yet: a database from before the index
 * (its migration cannot run the product's folding), at start-up. Each market in its own transaction.
 */
export async function indexUnindexedSites(db: Db): Promise<number[]> {
  const result = await db.execute<{ site_id: number }>(sql`
    SELECT DISTINCT p.site_id FROM pages p
    WHERE p.enabled AND p.published_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM search_entries e WHERE e.site_id = p.site_id)`)
  const siteIds = (result as unknown as { rows: { site_id: number }[] }).rows.map((row) => Number(row.site_id))
  for (const siteId of siteIds) await db.transaction((tx) => reindexSite(tx, siteId))
  return siteIds
}
