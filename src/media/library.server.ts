import { and, asc, count, desc, eq, ilike, isNull, max, or, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '~/auth/users.server.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import { blockImageIds, type BlockContent } from '~/blocks/images.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { blocks, images, pageDrafts, pages, stockVehicles } from '~/db/schema/index.ts'
import { imageThumbnailUrl, type ImageListQuery, type ImageText, type ImageUse, type LibraryImage, type VehicleUses } from './library.ts'
import type { MediaStore } from './media-store.server.ts'
import type { Site } from '~/sites/sites.ts'
import { MEDIA_BASE } from '~/ui/image.ts'
import { marketMediaBase } from '~/ui/media-base.ts'
import { originalFileName, removeOriginal, storeOriginal, type ImageFacts } from './storage.server.ts'

type Row = typeof images.$inferSelect

/** A library image as the API answers it; `mediaBase` is the market's (`/ar/media` under a base path). */
export function toLibraryImage(row: Row, mediaBase = MEDIA_BASE): LibraryImage {
  return {
    id: row.id,
    file_name: row.fileName,
    alt: row.alt,
    title: row.title,
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    mime_type: row.mimeType,
    url: imageThumbnailUrl(row.id, 320, mediaBase),
  }
}

/** Newest first; the search matches title, alt text, file name, or the id itself. */
export async function listImages(db: Db, site: Pick<Site, 'id' | 'basePath'>, query: ImageListQuery) {
  const filters: (SQL | undefined)[] = [eq(images.siteId, site.id)]
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`
    filters.push(
      or(
        ilike(images.title, like),
        ilike(images.alt, like),
        ilike(images.fileName, like),
        /^\d{1,9}$/.test(query.search) ? eq(images.id, Number(query.search)) : undefined,
      ),
    )
  }
  const where = and(...filters)
  const rows = await db
    .select()
    .from(images)
    .where(where)
    .orderBy(desc(images.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(images).where(where)
  const mediaBase = marketMediaBase(site.basePath)
  return {
    data: rows.map((row) => toLibraryImage(row, mediaBase)),
    meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
  }
}

export async function findLibraryImage(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.siteId, siteId), eq(images.id, id)))
  return row ?? null
}

const isUniqueViolation = (error: unknown) => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}

/**
 * Adds an upload with the site's next id. The row goes in first, in the transaction that writes
 * the file (to the media store), so two uploads never write under the same name; a lost race on
 * the id tries again.
 */
export async function addImage(
  db: Db,
  store: MediaStore,
  user: SessionUser,
  siteId: number,
  upload: { bytes: Uint8Array; facts: ImageFacts; alt: string | null; title: string | null },
): Promise<LibraryImage> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ id: max(images.id) })
          .from(images)
          .where(eq(images.siteId, siteId))
        const id = (last?.id ?? 0) + 1
        const fileName = originalFileName(siteId, id, upload.facts.extension)
        const [row] = await tx
          .insert(images)
          .values({
            siteId,
            id,
            fileName,
            mimeType: upload.facts.mimeType,
            width: upload.facts.width,
            height: upload.facts.height,
            alt: upload.alt,
            title: upload.title,
            sizeBytes: upload.bytes.byteLength,
          })
          .returning()
        await storeOriginal(store, siteId, id, upload.bytes, upload.facts.extension)
        const image = toLibraryImage(row!)
        await recordAudit(tx, user, {
          siteId,
          action: 'image.create',
          entityType: 'image',
          entityId: id,
          summary: `Uploaded image ${id} (${image.title ?? fileName}, ${image.width}×${image.height})`,
          changes: { after: image },
        })
        return image
      })
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}

/** Changes alt text and title; pages show the alt text, so cached pages drop (revision bump). */
export async function updateImageText(db: Db, user: SessionUser, siteId: number, id: number, change: ImageText) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(images)
      .where(and(eq(images.siteId, siteId), eq(images.id, id)))
    if (!before) return null
    const [row] = await tx
      .update(images)
      .set(change)
      .where(and(eq(images.siteId, siteId), eq(images.id, id)))
      .returning()
    const after = toLibraryImage(row!)
    await recordAudit(tx, user, {
      siteId,
      action: 'image.update',
      entityType: 'image',
      entityId: id,
      summary: `Changed the texts of image ${id}`,
      changes: { before: { alt: before.alt, title: before.title }, after: { alt: after.alt, title: after.title } },
    })
    await bumpContentRevision(tx, siteId)
    return after
  })
}

export type DeleteOutcome =
  { deleted: true } | { deleted: false; reason: 'not-found' } | { deleted: false; reason: 'used'; uses: ImageUse[]; vehicles: VehicleUses }

/** Deletes an unused image and its files; an image some page (or draft) or a stock vehicle's photos show stays. */
export async function deleteImage(db: Db, store: MediaStore, user: SessionUser, siteId: number, id: number): Promise<DeleteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome & { row?: Row }> => {
    const [row] = await tx
      .select()
      .from(images)
      .where(and(eq(images.siteId, siteId), eq(images.id, id)))
      .for('update')
    if (!row) return { deleted: false, reason: 'not-found' }
    const uses = await imageUsage(tx, siteId, id)
    const vehicles = await imageVehicleUses(tx, siteId, id)
    if (uses.length > 0 || vehicles.count > 0) return { deleted: false, reason: 'used', uses, vehicles }
    await tx.delete(images).where(and(eq(images.siteId, siteId), eq(images.id, id)))
    await recordAudit(tx, user, {
      siteId,
      action: 'image.delete',
      entityType: 'image',
      entityId: id,
      summary: `Deleted image ${id} (${row.title ?? row.fileName})`,
      changes: { before: toLibraryImage(row) },
    })
    await bumpContentRevision(tx, siteId)
    return { deleted: true, row }
  })
  if (outcome.deleted && outcome.row) {
    await removeOriginal(store, siteId, id, outcome.row.fileName)
    return { deleted: true }
  }
  return outcome
}

/**
 * Where an image is used: a page's own image (image_id), its blocks' image fields and image
 * lists (fields and groups, src/blocks/images.ts), and the same in unpublished drafts. The
 * database narrows the candidates by the id as a word in the JSON text; the block rules decide.
 */
export async function imageUsage(db: Db | Tx, siteId: number, id: number): Promise<ImageUse[]> {
  const word = `\\m${id}\\M`
  const uses = new Map<number, ImageUse>()
  const markUse = (page: { id: number; path: string; title: string | null }, where: 'in_published' | 'in_draft') => {
    const entry = uses.get(page.id) ?? { page_id: page.id, path: page.path, title: page.title, in_published: false, in_draft: false }
    entry[where] = true
    uses.set(page.id, entry)
  }

  const pageRows = await db
    .select({ id: pages.id, path: pages.path, title: pages.title })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.imageId, id)))
  for (const page of pageRows) markUse(page, 'in_published')

  const blockRows = await db
    .select({ id: pages.id, path: pages.path, title: pages.title, template: blocks.template, fields: blocks.fields, groups: blocks.groups })
    .from(blocks)
    .innerJoin(pages, eq(blocks.pageId, pages.id))
    .where(and(eq(pages.siteId, siteId), or(sql`${blocks.fields}::text ~ ${word}`, sql`${blocks.groups}::text ~ ${word}`)))
  for (const row of blockRows) {
    if (blockImageIds([{ template: row.template, fields: row.fields, groups: row.groups }]).includes(id)) markUse(row, 'in_published')
  }

  const draftRows = await db
    .select({ id: pages.id, path: pages.path, title: pages.title, document: pageDrafts.document })
    .from(pageDrafts)
    .innerJoin(pages, eq(pageDrafts.pageId, pages.id))
    .where(and(eq(pages.siteId, siteId), sql`${pageDrafts.document}::text ~ ${word}`))
  for (const row of draftRows) {
    const document = row.document as { image_id?: unknown; blocks?: unknown }
    const draftBlocks = Array.isArray(document.blocks)
      ? document.blocks
          .filter(isBlockContent)
          .map((b) => ({ template: b.template, fields: b.fields, groups: (b.groups ?? []).filter(isObject) }))
      : []
    if (document.image_id === id || blockImageIds(draftBlocks).includes(id)) markUse(row, 'in_draft')
  }
  return [...uses.values()].sort((a, b) => a.path.localeCompare(b.path))
}

/** At most this many VINs name the vehicles that use an image; the count says the rest. */
const VINS_NAMED = 5

/**
 * The market's stock vehicles (not retired) whose photos are the image: a feed may name a photo by
 * its library URL (`/media/api/v2/images/{id}/w/640`), and a deleted image left their galleries
 * with broken pictures. Matched in the photos' JSON text, the id as a whole word after the path.
 */
export async function imageVehicleUses(db: Db | Tx, siteId: number, id: number): Promise<VehicleUses> {
  const rows = await db
    .select({ vin: stockVehicles.vin, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stockVehicles)
    .where(
      and(
        eq(stockVehicles.siteId, siteId),
        isNull(stockVehicles.retiredAt),
        sql`${stockVehicles.photos}::text ~ ${`/api/v2/images/${id}\\M`}`,
      ),
    )
    .orderBy(asc(stockVehicles.vin))
    .limit(VINS_NAMED)
  return { count: rows[0]?.total ?? 0, vins: rows.map((row) => row.vin) }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isBlockContent(value: unknown): value is BlockContent {
  const block = value as Partial<BlockContent> | null
  return (
    !!block &&
    typeof block.template === 'string' &&
    typeof block.fields === 'object' &&
    block.fields !== null &&
    (block.groups === undefined || Array.isArray(block.groups))
  )
}
