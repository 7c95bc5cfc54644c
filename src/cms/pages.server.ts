import { and, asc, desc, eq, max, sql } from 'drizzle-orm'
import { recordAudit } from '~/audit/audit.server.ts'
import type { SessionUser } from '~/auth/users.server.ts'
import { pagePath, TITLE_REQUIRED } from '~/content/page-schema.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { pageDrafts, pages, pageVersions, sites, users } from '~/db/schema/index.ts'
import {
  emptyPageDocument,
  pageDocumentSchema,
  parsePageDocument,
  type DocumentProblem,
  type PageDocument,
} from '~/content/page-document.ts'
import { pageColumns, publishedDocument, replaceBlocks, sanitizeDocument } from '~/content/page-store.server.ts'
import { DEFAULT_REDIRECT_STATUS, redirectTargetPath } from '~/content/redirect.ts'
import { reindexPage } from '~/search/index.server.ts'
import { basePathTaking, marketsShareHost, pathInMarket } from '~/sites/sites.ts'
import { PAGE_TITLE_MAX } from './page-path.ts'

/** A failed editor operation: its HTTP status, a title naming the problem, and where (ADR 021). */
export class EditorError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly problems: DocumentProblem[] = [],
    /** Facts for the client beside the message (a conflict's current revision, who and when). */
    readonly meta?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** Who last changed a page in the editor, and when: a stale save's 409 names them. */
export interface PageConflict {
  revision: number
  changed_by: string | null
  changed_at: string
}

export interface PageSummary {
  id: number
  path: string
  title: string | null
  page_type: string
  enabled: boolean
  published: boolean
  has_draft: boolean
  updated_at: string
  /** The editor's revision of the page; a draft save sends the one it started from. */
  revision: number
}

type PageRow = typeof pages.$inferSelect

const summaryOf = (page: PageRow, draftUpdatedAt: Date | null): PageSummary => ({
  id: page.id,
  path: page.path,
  title: page.title,
  page_type: page.pageType,
  enabled: page.enabled,
  published: page.publishedAt !== null,
  has_draft: draftUpdatedAt !== null,
  updated_at: (draftUpdatedAt && draftUpdatedAt > page.updatedAt ? draftUpdatedAt : page.updatedAt).toISOString(),
  revision: page.revision,
})

/** A page title as typed: trimmed, null for none; one longer than the editor takes is refused, not cut. */
function parseTitle(raw: unknown, pointer = '/title'): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const title = raw.trim()
  if (title.length > PAGE_TITLE_MAX)
    throw new EditorError(422, 'Invalid title', [{ pointer, message: `title: At most ${PAGE_TITLE_MAX} characters` }])
  return title
}

/**
 * A title a page keeps once it has one (renamed in the page tree, saved in the editor): none is
 * refused, since it is the page's heading, its breadcrumb and its name in the browser's tab.
 */
function requiredTitle(raw: unknown, pointer = '/title'): string {
  const title = parseTitle(raw, pointer)
  if (title === null) throw new EditorError(422, 'Invalid title', [{ pointer, message: `title: ${TITLE_REQUIRED}` }])
  return title
}

/** A redirect to the page's own address would leave the visitor where they are (the loop is ignored). */
function refuseRedirectToItself(to: string | null, ownPath: string) {
  if (redirectTargetPath(to) !== ownPath) return
  throw new EditorError(422, 'Invalid redirect', [
    { pointer: '/document/to', message: `to: This is the page’s own address (${ownPath}): enter the address the visitor should go to` },
  ])
}

function parsePath(raw: unknown): string {
  const parsed = pagePath.safeParse(raw)
  if (!parsed.success)
    throw new EditorError(422, 'Invalid path', [{ pointer: '/path', message: `path: ${parsed.error.issues[0]!.message}` }])
  return parsed.data
}

/**
 * The editor's operations on a site's pages: drafts, publishing, versions and the
 * page tree. Every change is written with its audit entry in one transaction; changes visitors
 * can see bump the content revision so cached pages drop (ADR 004).
 */
export function createEditorPages(db: Db, siteId: number, user: SessionUser, basePath = '/') {
  const audit = (
    tx: Tx,
    action: string,
    page: { id: number; path: string },
    summary: string,
    changes?: { before?: unknown; after?: unknown },
  ) => recordAudit(tx, user, { siteId, action, entityType: 'page', entityId: page.id, summary: `${summary} ${page.path}`, changes })

  async function findPage(tx: Db | Tx, id: number): Promise<PageRow> {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.id, id)))
    if (!page) throw new EditorError(404, `No page with id ${id}`)
    return page
  }

  async function draftOf(tx: Db | Tx, pageId: number) {
    const [draft] = await tx.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId))
    return draft ?? null
  }

  async function summary(tx: Db | Tx, page: PageRow) {
    return summaryOf(page, (await draftOf(tx, page.id))?.updatedAt ?? null)
  }

  async function assertPathFree(tx: Db | Tx, path: string) {
    const [taken] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.path, path)))
    if (taken) throw new EditorError(409, 'Path taken', [{ pointer: '/path', message: `A page with the path ${path} already exists` }])
    // Another market on the same host answers under its base path first: a page there would never show.
    const markets = await tx.select({ id: sites.id, basePath: sites.basePath, hostnames: sites.hostnames }).from(sites)
    const mine = markets.find((market) => market.id === siteId)
    const others = markets.filter((market) => market.id !== siteId && marketsShareHost(market.hostnames, mine?.hostnames ?? []))
    const base = basePathTaking(
      basePath,
      path,
      others.map((market) => market.basePath),
    )
    if (base) {
      const message = `The market at ${base} answers at ${pathInMarket(basePath, path)}: choose another path.`
      throw new EditorError(422, 'Path of another market', [{ pointer: '/path', message }])
    }
  }

  async function currentDocument(tx: Db | Tx, page: PageRow): Promise<{ document: PageDocument; draft: boolean }> {
    const draft = await draftOf(tx, page.id)
    return draft
      ? { document: pageDocumentSchema.parse(draft.document), draft: true }
      : { document: await publishedDocument(tx, page), draft: false }
  }

  /**
   * Bumps the page's revision, recording who and when, and returns the page. With `expected` the
   * bump is conditional — one UPDATE … WHERE revision = expected, so of two writers that started
   * from one revision, in one process or several, exactly one wins — and a stale revision throws
   * the 409 naming who changed the page and when.
   */
  async function bumpRevision(tx: Tx, id: number, expected?: number): Promise<PageRow> {
    const where = [eq(pages.siteId, siteId), eq(pages.id, id)]
    if (expected !== undefined) where.push(eq(pages.revision, expected))
    const [bumped] = await tx
      .update(pages)
      .set({ revision: sql`${pages.revision} + 1`, revisedBy: user.id, revisedAt: new Date() })
      .where(and(...where))
      .returning()
    if (bumped) return bumped
    const [current] = await tx
      .select({ revision: pages.revision, revisedAt: pages.revisedAt, email: users.email })
      .from(pages)
      .leftJoin(users, eq(users.id, pages.revisedBy))
      .where(and(eq(pages.siteId, siteId), eq(pages.id, id)))
    if (!current) throw new EditorError(404, `No page with id ${id}`)
    const conflict: PageConflict = {
      revision: current.revision,
      changed_by: current.email,
      changed_at: current.revisedAt.toISOString(),
    }
    throw new EditorError(
      409,
      `The page was changed by ${conflict.changed_by ?? 'someone else'} at ${conflict.changed_at}`,
      [{ pointer: '/revision', message: `revision ${expected} is not the current one (${conflict.revision})` }],
      { conflict },
    )
  }

  async function writeDraft(tx: Tx, pageId: number, document: PageDocument) {
    await tx
      .insert(pageDrafts)
      .values({ pageId, document, updatedBy: user.id, updatedAt: new Date() })
      .onConflictDoUpdate({ target: pageDrafts.pageId, set: { document, updatedBy: user.id, updatedAt: new Date() } })
  }

  return {
    async list(): Promise<PageSummary[]> {
      const rows = await db
        .select({ page: pages, draftUpdatedAt: pageDrafts.updatedAt })
        .from(pages)
        .leftJoin(pageDrafts, eq(pageDrafts.pageId, pages.id))
        .where(eq(pages.siteId, siteId))
        .orderBy(asc(pages.path))
      return rows.map((r) => summaryOf(r.page, r.draftUpdatedAt))
    },

    async get(id: number) {
      const page = await findPage(db, id)
      return { page: await summary(db, page), ...(await currentDocument(db, page)) }
    },

    /** The draft if there is one, else the published state; null when no such page. For previews. */
    async documentByPath(path: string) {
      const [page] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.path, path)))
      return page ? { page, ...(await currentDocument(db, page)) } : null
    },

    /** New pages are not public until published; they start with an empty draft. */
    async create(input: { path?: unknown; title?: unknown }) {
      const path = parsePath(input.path)
      const title = parseTitle(input.title)
      return db.transaction(async (tx) => {
        await assertPathFree(tx, path)
        const [page] = await tx.insert(pages).values({ siteId, path, title, publishedAt: null }).returning()
        await writeDraft(tx, page!.id, emptyPageDocument(title))
        await audit(tx, 'page.create', page!, 'Created')
        return summary(tx, page!)
      })
    },

    /** Saves the draft if `revision` is still the page's current one (else 409, see bumpRevision). */
    async saveDraft(id: number, input: unknown, revision: number) {
      const page = await findPage(db, id)
      const parsed = parsePageDocument(input, page.path)
      if (!parsed.ok)
        throw new EditorError(
          422,
          parsed.problems[0]!.message,
          parsed.problems.map((p) => ({ ...p, pointer: `/document${p.pointer}` })),
        )
      // A redirect is no page a visitor reads: it may go without a title.
      if (parsed.document.type !== 'url_redirection') requiredTitle(parsed.document.title, '/document/title')
      else refuseRedirectToItself(parsed.document.to, pathInMarket(basePath, page.path))
      return db.transaction(async (tx) => {
        const current = await bumpRevision(tx, id, revision)
        await writeDraft(tx, id, sanitizeDocument(parsed.document))
        await audit(tx, 'page.save_draft', current, 'Saved a draft of')
        return summary(tx, current)
      })
    },

    async discardDraft(id: number) {
      return db.transaction(async (tx) => {
        const current = await bumpRevision(tx, id)
        await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, id))
        await audit(tx, 'page.discard_draft', current, 'Discarded the draft of')
        return summary(tx, current)
      })
    },

    /**
     * Publishing copies the draft (or the current state) live and keeps it as the next version.
     * With `revision`, only if that is still current: what the editor showed is what goes live.
     */
    async publish(id: number, revision?: number) {
      return db.transaction(async (tx) => {
        const page = await bumpRevision(tx, id, revision)
        const before = page.publishedAt ? await publishedDocument(tx, page) : null
        const { document } = await currentDocument(tx, page)
        const [updated] = await tx
          .update(pages)
          .set({ ...pageColumns(document), publishedAt: new Date(), updatedAt: new Date() })
          .where(eq(pages.id, id))
          .returning()
        await replaceBlocks(tx, id, document.blocks)
        const [last] = await tx
          .select({ n: max(pageVersions.number) })
          .from(pageVersions)
          .where(eq(pageVersions.pageId, id))
        const version = (last?.n ?? 0) + 1
        await tx.insert(pageVersions).values({ pageId: id, number: version, document, publishedBy: user.id })
        await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, id))
        await audit(tx, 'page.publish', page, `Published version ${version} of`, { before, after: document })
        await reindexPage(tx, siteId, id)
        await bumpContentRevision(tx, siteId)
        return { page: summaryOf(updated!, null), version }
      })
    },

    async versions(id: number) {
      await findPage(db, id)
      const rows = await db
        .select({ number: pageVersions.number, publishedAt: pageVersions.publishedAt, email: users.email })
        .from(pageVersions)
        .leftJoin(users, eq(users.id, pageVersions.publishedBy))
        .where(eq(pageVersions.pageId, id))
        .orderBy(desc(pageVersions.number))
      return rows.map((r) => ({ number: r.number, published_at: r.publishedAt.toISOString(), published_by: r.email }))
    },

    /** The page at `path` as its published version `number` holds it (the Restore dialog's preview); null when it has none. */
    async versionByPath(path: string, number: number) {
      const [row] = await db
        .select({ page: pages, document: pageVersions.document })
        .from(pages)
        .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.number, number)))
        .where(and(eq(pages.siteId, siteId), eq(pages.path, path)))
      return row ? { page: row.page, document: pageDocumentSchema.parse(row.document), draft: false } : null
    },

    /** A version becomes the draft; publishing it makes it live again. */
    async restore(id: number, number: number) {
      const page = await findPage(db, id)
      const [version] = await db
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, id), eq(pageVersions.number, number)))
      if (!version) throw new EditorError(404, `Page ${page.path} has no version ${number}`)
      const document = pageDocumentSchema.parse(version.document)
      return db.transaction(async (tx) => {
        const current = await bumpRevision(tx, id)
        await writeDraft(tx, id, document)
        await audit(tx, 'page.restore', current, `Restored version ${number} as the draft of`)
        return { page: await summary(tx, current), document }
      })
    },

    /**
     * Page-tree changes act on the live page at once (ADR 021): a new path leaves a 301 redirect
     * page at the old one; title and enabled also update the draft, so publishing keeps them.
     */
    async update(id: number, input: { path?: unknown; title?: unknown; enabled?: unknown }) {
      if (input.title !== undefined && input.title !== null && typeof input.title !== 'string')
        throw new EditorError(422, 'Invalid title', [{ pointer: '/title', message: 'title must be a string' }])
      if (input.enabled !== undefined && typeof input.enabled !== 'boolean')
        throw new EditorError(422, 'Invalid enabled', [{ pointer: '/enabled', message: 'enabled must be true or false' }])
      const newPath = input.path === undefined ? undefined : parsePath(input.path)
      return db.transaction(async (tx) => {
        const page = await findPage(tx, id)
        const changes: Partial<typeof pages.$inferInsert> = { updatedAt: new Date() }
        // What the editor shows changes too (path, title, enabled): an open editor's next save is stale.
        const revised = { revision: sql`${pages.revision} + 1`, revisedBy: user.id, revisedAt: new Date() }
        if (typeof input.title === 'string' || input.title === null) changes.title = requiredTitle(input.title)
        if (typeof input.enabled === 'boolean') changes.enabled = input.enabled
        if (newPath !== undefined && newPath !== page.path) {
          if (page.path === '/')
            throw new EditorError(409, 'The home page cannot be moved', [{ pointer: '/path', message: 'The home page cannot be moved' }])
          await assertPathFree(tx, newPath)
          changes.path = newPath
        }
        const [updated] = await tx
          .update(pages)
          .set({ ...changes, ...revised })
          .where(eq(pages.id, id))
          .returning()
        if (changes.path && page.publishedAt) {
          await tx.insert(pages).values({
            siteId,
            path: page.path,
            title: page.title,
            type: 'url_redirection',
            // The address a browser follows (ADR 002): under the market's base path ('/ar/…').
            to: pathInMarket(basePath, changes.path),
            httpCode: DEFAULT_REDIRECT_STATUS,
          })
        }
        const draft = await draftOf(tx, id)
        if (draft && (changes.title !== undefined || changes.enabled !== undefined)) {
          const document = pageDocumentSchema.parse(draft.document)
          await writeDraft(tx, id, {
            ...document,
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
          })
        }
        const what = [
          changes.path && `moved to ${changes.path} from`,
          changes.title !== undefined && 'renamed',
          changes.enabled !== undefined && (changes.enabled ? 'enabled' : 'disabled'),
        ]
          .filter(Boolean)
          .join(', ')
        await audit(tx, 'page.update', updated!, what ? what[0]!.toUpperCase() + what.slice(1) : 'Updated', {
          before: { path: page.path, title: page.title, enabled: page.enabled },
          after: { path: updated!.path, title: updated!.title, enabled: updated!.enabled },
        })
        // A moved, renamed, enabled or disabled page is found (or not) as it now is.
        await reindexPage(tx, siteId, id)
        await bumpContentRevision(tx, siteId)
        return summary(tx, updated!)
      })
    },

    /** A copy starts unpublished, its draft the source's current document. */
    async duplicate(id: number, input: { path?: unknown; title?: unknown }) {
      const path = parsePath(input.path)
      return db.transaction(async (tx) => {
        const source = await findPage(tx, id)
        await assertPathFree(tx, path)
        const { document } = await currentDocument(tx, source)
        const title = parseTitle(input.title) ?? document.title
        const [page] = await tx.insert(pages).values({ siteId, path, title, pageType: source.pageType, publishedAt: null }).returning()
        await writeDraft(tx, page!.id, { ...document, title })
        await audit(tx, 'page.duplicate', page!, `Duplicated ${source.path} as`)
        return summary(tx, page!)
      })
    },

    async remove(id: number) {
      return db.transaction(async (tx) => {
        const page = await findPage(tx, id)
        if (page.path === '/') throw new EditorError(409, 'The home page cannot be deleted')
        const before = await publishedDocument(tx, page)
        await tx.delete(pages).where(eq(pages.id, id))
        await audit(tx, 'page.delete', page, 'Deleted', { before })
        await bumpContentRevision(tx, siteId)
        return { deleted: true }
      })
    },
  }
}
