import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { images, sites } from '~/db/schema/index.ts'
import { projectRoot } from '~/lib/paths.server.ts'
import type { MediaStore } from './media-store.server.ts'
import { originalFileName, sniffImage, storeOriginal } from './storage.server.ts'

/**
 * The image every market has: the default of `media.default_image_id` and of new
 * image fields (id 24735, spec 1 §9). Images are a market's own (ADR 041), so each market gets it,
 * shipped with the product rather than with the demo.
 */
export const DEFAULT_IMAGE = {
  id: 24735,
  alt: 'An electric car on a coast road at sunset',
  title: 'Default image',
  file: join(projectRoot, 'src/media/assets/default-image.jpg'),
} as const

/**
 * Adds the default image to every market that lacks it; returns how many got it. Safe to run in
 * several processes at once: the file is the same bytes, and the row is inserted once.
 */
export async function ensureDefaultImages(db: Db, store: MediaStore): Promise<number> {
  const missing = await db
    .select({ id: sites.id })
    .from(sites)
    .leftJoin(images, and(eq(images.siteId, sites.id), eq(images.id, DEFAULT_IMAGE.id)))
    .where(isNull(images.id))
  if (missing.length === 0) return 0
  const bytes = await readFile(DEFAULT_IMAGE.file)
  const facts = await sniffImage(bytes)
  let added = 0
  for (const { id: siteId } of missing) {
    // The file first: a row never names a file that is not there.
    await storeOriginal(store, siteId, DEFAULT_IMAGE.id, bytes, facts.extension)
    const inserted = await db
      .insert(images)
      .values({
        siteId,
        id: DEFAULT_IMAGE.id,
        fileName: originalFileName(siteId, DEFAULT_IMAGE.id, facts.extension),
        mimeType: facts.mimeType,
        width: facts.width,
        height: facts.height,
        alt: DEFAULT_IMAGE.alt,
        title: DEFAULT_IMAGE.title,
        sizeBytes: bytes.byteLength,
      })
      .onConflictDoNothing()
      .returning({ id: images.id })
    added += inserted.length
  }
  return added
}
