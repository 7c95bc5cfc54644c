import sharp from 'sharp'
import type { MediaStore, StoredFile } from './media-store.server.ts'
import { variantsKey } from './storage.server.ts'

/** The delivery formats of variants. */
export const VARIANT_FORMATS = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const
export type VariantFormat = keyof typeof VARIANT_FORMATS

export interface VariantSize {
  width: number
  /** Unset: the original's aspect ratio. */
  height?: number
  format: VariantFormat
}

/**
 * A sized copy of a library image (spec 1 §7): the one made before, by this instance or another,
 * or else one made now by sharp from the original's bytes and kept in the store. Every variant
 * goes through here, so limits on the sizes made and on how many are made at once belong here.
 */
export async function imageVariant(
  store: MediaStore,
  image: { siteId: number; id: number; fileName: string },
  size: VariantSize,
): Promise<StoredFile> {
  const key = variantsKey(image.siteId, image.id)
  const name = `${size.width}x${size.height ?? 0}.${size.format}`
  const kept = await store.getVariant(key, name)
  if (kept) return kept

  const original = await store.readOriginal(image.fileName)
  if (!original) throw new Error(`The original ${image.fileName} of image ${image.id} is missing from ${store.location}`)
  const bytes = await sharp(original)
    .rotate()
    .resize({ width: size.width, height: size.height, fit: 'cover', withoutEnlargement: false })
    .toFormat(size.format === 'jpg' ? 'jpeg' : size.format, { quality: size.format === 'avif' ? 55 : 78 })
    .toBuffer()
  await store.putVariant(key, name, bytes)
  return { bytes, modified: new Date() }
}
