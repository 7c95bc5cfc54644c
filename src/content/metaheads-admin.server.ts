import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { ServiceError } from '~/lib/http.server.ts'
import { listQuerySchema, type ListQuery } from '~/lib/list-query.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import type { SessionUser } from '~/auth/users.server.ts'
import { metaheadLanguages } from './page.ts'
import { metaheadStyles } from './metahead-styles.server.ts'
import { htmlMetaheadProblem } from './metaheads.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { metaheads, pages } from '~/db/schema/index.ts'
import { normalizePagePath } from './redirect.ts'
import { SCRIPT_ADDRESS } from '~/settings/keys.ts'

/**
 * The admin side of metaheads (spec 1 §3 Metahead). Metaheads are the one place
 * scripts from the back office reach the page unsanitised (ARCHITECTURE.md), which is why only
 * administrators reach this (src/admin/api.server.ts). Writes bump the content revision.
 */
export interface AdminMetahead {
  id: number
  /** The page's path; null for a global metahead (spec 1 §3: rdx_core_page_id null). */
  page: string | null
  page_id: number | null
  language: (typeof metaheadLanguages)[number]
  content: string
  in_body: boolean
  reload_on_each_page: boolean
  sequence: number
  updated_at: string
}

export const metaheadsListQuery = listQuerySchema(['sequence', 'language', 'updated_at'], { sort: 'sequence', dir: 'asc' })

export const metaheadBody = z
  .object({
    page: z
      .string()
      .trim()
      .max(2048)
      .nullable()
      .default(null)
      .transform((p, ctx) => {
        if (p === null || p === '') return null
        const path = normalizePagePath(p)
        if (path === null || !p.startsWith('/')) {
          ctx.addIssue({ code: 'custom', message: 'must be a page path starting with /, or null for a global metahead' })
          return z.NEVER
        }
        return path
      }),
    language: z.enum(metaheadLanguages, `must be one of ${metaheadLanguages.join(', ')}`),
    content: z.string().max(100_000, 'content must be at most 100,000 characters'),
    in_body: z.boolean().default(false),
    reload_on_each_page: z.boolean().default(false),
    // One message a problem: past the bounds says so (not also 'not a safe integer').
    sequence: z
      .number('must be a whole number')
      .min(-1_000_000, { message: 'must be at least -1,000,000', abort: true })
      .max(1_000_000, { message: 'must be at most 1,000,000', abort: true })
      .int('must be a whole number')
      .default(0),
  })
  .superRefine((m, ctx) => {
    // Refused, not stored and silently skipped or stripped when rendered.
    const problem =
      m.content.trim() === ''
        ? 'content is required: a metahead without it renders nothing'
        : m.language === 'html'
          ? htmlMetaheadProblem(m.content, m.in_body)
          : m.language === 'js-src' && !SCRIPT_ADDRESS.test(m.content.trim())
            ? "a js-src metahead's content is the script's address: an https URL or a path on this site"
            : null
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem })
  })
export type MetaheadInput = z.infer<typeof metaheadBody>

const columns = {
  id: metaheads.id,
  page: pages.path,
  page_id: metaheads.pageId,
  language: metaheads.language,
  content: metaheads.content,
  in_body: metaheads.inBody,
  reload_on_each_page: metaheads.reloadOnEachPage,
  sequence: metaheads.sequence,
  updatedAt: metaheads.updatedAt,
}
interface Selected {
  id: number
  page: string | null
  page_id: number | null
  language: string
  content: string
  in_body: boolean
  reload_on_each_page: boolean
  sequence: number
  updatedAt: Date
}
const toAdmin = ({ updatedAt, ...row }: Selected): AdminMetahead => ({
  ...row,
  language: row.language as AdminMetahead['language'],
  updated_at: updatedAt.toISOString(),
})

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (m) => `\\${m}`)

export async function listMetaheads(db: Db, siteId: number, query: ListQuery<'sequence' | 'language' | 'updated_at'>) {
  const filters: (SQL | undefined)[] = [eq(metaheads.siteId, siteId)]
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`
    filters.push(or(ilike(metaheads.content, like), ilike(metaheads.language, like), ilike(pages.path, like)))
  }
  const where = and(...filters)
  const order = query.dir === 'asc' ? asc : desc
  const sortColumn = { sequence: metaheads.sequence, language: metaheads.language, updated_at: metaheads.updatedAt }[query.sort]
  const rows = await db
    .select(columns)
    .from(metaheads)
    .leftJoin(pages, eq(pages.id, metaheads.pageId))
    .where(where)
    .orderBy(order(sortColumn), order(metaheads.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(metaheads).leftJoin(pages, eq(pages.id, metaheads.pageId)).where(where)
  return { data: rows.map(toAdmin), meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } }
}

async function findMetahead(db: Db | Tx, siteId: number, id: number): Promise<AdminMetahead> {
  const [row] = await db
    .select(columns)
    .from(metaheads)
    .leftJoin(pages, eq(pages.id, metaheads.pageId))
    .where(and(eq(metaheads.siteId, siteId), eq(metaheads.id, id)))
  if (!row) throw new ServiceError(404, 'Metahead not found', `No metahead ${id} in this market.`)
  return toAdmin(row)
}
export const getMetahead = (db: Db, siteId: number, id: number) => findMetahead(db, siteId, id)

async function pageIdOf(tx: Tx, siteId: number, path: string | null): Promise<number | null> {
  if (path === null) return null
  const [page] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.path, path)))
  if (!page) throw new ServiceError(422, 'Invalid value', `page: no page with the path ${path}`, '/page')
  return page.id
}

const values = (input: MetaheadInput, pageId: number | null, styles: string | null) => ({
  pageId,
  language: input.language,
  content: input.content,
  styles,
  inBody: input.in_body,
  reloadOnEachPage: input.reload_on_each_page,
  sequence: input.sequence,
})
const describe = (m: { language: string; page: string | null }) => `${m.language} metahead (${m.page ?? 'global'})`
const auditable = ({ updated_at: _updated, ...m }: AdminMetahead) => m

/** A sass or scss metahead's CSS (spec 1 §9): compiled before anything is written, refused with the compiler's words. */
async function stylesOf(input: MetaheadInput): Promise<string | null> {
  const compiled = await metaheadStyles(input.language, input.content)
  if (compiled.problem !== undefined) throw new ServiceError(422, 'Invalid value', `content: ${compiled.problem}`, '/content')
  return compiled.styles
}

export async function createMetahead(db: Db, user: SessionUser, siteId: number, input: MetaheadInput): Promise<AdminMetahead> {
  const styles = await stylesOf(input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(metaheads)
      .values({ siteId, ...values(input, await pageIdOf(tx, siteId, input.page), styles) })
      .returning({ id: metaheads.id })
    const created = await findMetahead(tx, siteId, row!.id)
    await recordAudit(tx, user, {
      siteId,
      action: 'metahead.create',
      entityType: 'metahead',
      entityId: created.id,
      summary: `Added ${describe(created)}`,
      changes: { before: null, after: auditable(created) },
    })
    await bumpContentRevision(tx, siteId)
    return created
  })
}

export async function updateMetahead(db: Db, user: SessionUser, siteId: number, id: number, input: MetaheadInput): Promise<AdminMetahead> {
  const styles = await stylesOf(input)
  return db.transaction(async (tx) => {
    const before = await findMetahead(tx, siteId, id)
    await tx
      .update(metaheads)
      .set({ ...values(input, await pageIdOf(tx, siteId, input.page), styles), updatedAt: new Date() })
      .where(and(eq(metaheads.siteId, siteId), eq(metaheads.id, id)))
    const after = await findMetahead(tx, siteId, id)
    await recordAudit(tx, user, {
      siteId,
      action: 'metahead.update',
      entityType: 'metahead',
      entityId: id,
      summary: `Changed ${describe(after)}`,
      changes: { before: auditable(before), after: auditable(after) },
    })
    await bumpContentRevision(tx, siteId)
    return after
  })
}

export async function deleteMetahead(db: Db, user: SessionUser, siteId: number, id: number): Promise<AdminMetahead> {
  return db.transaction(async (tx) => {
    const before = await findMetahead(tx, siteId, id)
    await tx.delete(metaheads).where(and(eq(metaheads.siteId, siteId), eq(metaheads.id, id)))
    await recordAudit(tx, user, {
      siteId,
      action: 'metahead.delete',
      entityType: 'metahead',
      entityId: id,
      summary: `Removed ${describe(before)}`,
      changes: { before: auditable(before), after: null },
    })
    await bumpContentRevision(tx, siteId)
    return before
  })
}
