import { stat } from 'node:fs/promises'
import type { MediaStore } from './media-store.server.ts'
import { loadSharp } from './sharp.server.ts'
import { MAX_UPLOAD_PIXELS } from './library.ts'

const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' } as const
export const ACCEPTED_FORMATS_TEXT = 'a JPEG, PNG, WebP, AVIF or GIF image'

export interface ImageFacts {
  mimeType: string
  width: number
  height: number
  extension: string
}

/** Why a file whose header reads as an image is refused. */
export const DAMAGED_IMAGE = 'the image is damaged or incomplete: its picture cannot be read to the end'

/** Reads what an image file is, and its size in bytes; throws a message naming the problem for non-images. */
export async function inspectImage(path: string): Promise<ImageFacts & { sizeBytes: number }> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) throw new Error('file not found')
  if (info.size > MAX_ORIGINAL_BYTES) throw new Error('file is larger than 25 MB')
  const facts = await sniffImage(path)
  if (!(await decodesWhole(path))) throw new Error(DAMAGED_IMAGE)
  return { ...facts, sizeBytes: info.size }
}

/**
 * What the bytes are, by their content (sharp reads the header), never by a name or a declared
 * type. Throws `not a JPEG, …` for anything else, SVG included (it can carry scripts).
 */
export async function sniffImage(input: string | Buffer): Promise<ImageFacts> {
  const sharp = await loadSharp()
  const meta = await sharp(input)
    .metadata()
    .catch(() => null)
  // NOTE: libvips reports AVIF as the HEIF container with AV1 compression; HEIC (HEVC) stays out.
  const format = meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta?.format
  if (!meta || !format || !(format in FORMATS) || !meta.width || !meta.height) {
    throw new Error(`not ${ACCEPTED_FORMATS_TEXT}`)
  }
  const known = format as keyof typeof FORMATS
  return { mimeType: FORMATS[known], width: meta.width, height: meta.height, extension: known === 'jpeg' ? 'jpg' : known }
}

/**
 * Whether the whole picture decodes, not only its header: a truncated upload read as 1920×1080, and
 * every size of it then failed for every visitor. Decoded small (JPEG shrinks on load), at most
 * MAX_UPLOAD_PIXELS.
 */
export async function decodesWhole(input: string | Buffer): Promise<boolean> {
  const sharp = await loadSharp()
  return sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true })
    .resize(16, 16, { fit: 'inside' })
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
}

/** The name of an image's original in the store: `{site}-{id}.{ext}`. */
export const originalFileName = (siteId: number, id: number, extension: string) => `${siteId}-${id}.${extension}`
/** The name under which the store keeps an image's variants: `{site}-{id}`. */
export const variantsKey = (siteId: number, id: number) => `${siteId}-${id}`

/** Stores an original (an upload or a bundle's file) under its name; returns that name. */
export async function storeOriginal(store: MediaStore, siteId: number, id: number, bytes: Uint8Array, extension: string) {
  const fileName = originalFileName(siteId, id, extension)
  await store.putOriginal(fileName, bytes)
  // Variants of a replaced original are stale.
  await store.removeVariants(variantsKey(siteId, id))
  return fileName
}

/** Removes an original and its variants (after its row is gone). */
export async function removeOriginal(store: MediaStore, siteId: number, id: number, fileName: string) {
  await store.removeOriginal(fileName)
  await store.removeVariants(variantsKey(siteId, id))
}

/** An original a write is about to refer to; `read` gives its bytes when it is stored. */
export interface PendingOriginal {
  id: number
  extension: string
  read: () => Promise<Uint8Array>
}

/**
 * Stores originals before the database write that refers to them (`write`, given their file
 * names by id), and undoes that if the write fails: a new file is removed, a replaced one gets
 * its old bytes back, so a failed import leaves the store as it found it. An original already
 * stored with the same bytes is left alone (its variants stay valid).
 * NOTE: the old bytes of replaced originals are held in memory until the write ends.
 */
export async function withStoredOriginals<T>(
  store: MediaStore,
  siteId: number,
  originals: Iterable<PendingOriginal>,
  write: (fileNames: Map<number, string>) => Promise<T>,
): Promise<T> {
  const fileNames = new Map<number, string>()
  const undo: (() => Promise<unknown>)[] = []
  try {
    for (const { id, extension, read } of originals) {
      const fileName = originalFileName(siteId, id, extension)
      const [previous, bytes] = await Promise.all([store.readOriginal(fileName), read()])
      fileNames.set(id, fileName)
      if (previous?.equals(bytes)) continue
      undo.push(() => (previous ? storeOriginal(store, siteId, id, previous, extension) : removeOriginal(store, siteId, id, fileName)))
      await storeOriginal(store, siteId, id, bytes, extension)
    }
    return await write(fileNames)
  } catch (error) {
    // Every step is tried; the write's own error is the one that matters to the caller.
    for (const step of undo.reverse()) await step().catch(() => {})
    throw error
  }
}
