import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { images } from '~/db/schema/index.ts'
import type { MediaStore } from './media-store.server.ts'

/**
 * Records the size of images stored without one: bundle imports before the fix
 * left `size_bytes` at 0, and the media library showed '0 B' for every demo image. No real
 * original is empty, so 0 means "not recorded"; the size is read from the stored original.
 * A data fix run at start instead of a migration: a migration cannot reach the media store.
 * Returns how many rows it fixed; an original missing from the store is left as it is.
 */
export async function recordMissingImageSizes(db: Db, store: MediaStore): Promise<number> {
  const rows = await db
    .select({ siteId: images.siteId, id: images.id, fileName: images.fileName })
    .from(images)
    .where(eq(images.sizeBytes, 0))
  let fixed = 0
  for (const row of rows) {
    const bytes = await store.readOriginal(row.fileName)
    if (!bytes || bytes.byteLength === 0) continue
    await db
      .update(images)
      .set({ sizeBytes: bytes.byteLength })
      .where(and(eq(images.siteId, row.siteId), eq(images.id, row.id), eq(images.sizeBytes, 0)))
    fixed++
  }
  return fixed
}
