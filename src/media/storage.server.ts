import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' } as const
export const ACCEPTED_FORMATS_TEXT = 'a JPEG, PNG, WebP, AVIF or GIF image'

export interface ImageFacts {
  mimeType: string
  width: number
  height: number
  extension: string
}

/** Reads what an image file is; throws a message naming the problem for non-images. */
export async function inspectImage(path: string): Promise<ImageFacts> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) throw new Error('file not found')
  if (info.size > MAX_ORIGINAL_BYTES) throw new Error('file is larger than 25 MB')
  return sniffImage(path)
}

/**
 * What the bytes are, by their content (sharp reads the header), never by a name or a declared
 * type. Throws `not a JPEG, …` for anything else, SVG included (it can carry scripts).
 */
export async function sniffImage(input: string | Buffer): Promise<ImageFacts> {
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

export const originalsDir = (dataDir: string) => join(dataDir, 'media', 'originals')
export const variantsDir = (dataDir: string) => join(dataDir, 'media', 'variants')

/** Copies an original into the library under a name derived from site and id. */
export async function storeOriginal(dataDir: string, siteId: number, id: number, source: string, extension: string) {
  return storeOriginalBytes(dataDir, siteId, id, await readFile(source), extension)
}

/** Writes an original (an upload) under a name derived from site and id; returns that name. */
export async function storeOriginalBytes(dataDir: string, siteId: number, id: number, bytes: Uint8Array, extension: string) {
  const dir = originalsDir(dataDir)
  await mkdir(dir, { recursive: true })
  const fileName = `${siteId}-${id}.${extension}`
  const temp = join(dir, `.${fileName}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
  await writeFile(temp, bytes)
  await rename(temp, join(dir, fileName))
  // Variants of a replaced original are stale.
  await rm(join(variantsDir(dataDir), `${siteId}-${id}`), { recursive: true, force: true })
  return fileName
}

/** Removes an original and its variants (after its row is gone). */
export async function removeOriginal(dataDir: string, siteId: number, id: number, fileName: string) {
  await rm(join(originalsDir(dataDir), fileName), { force: true })
  await rm(join(variantsDir(dataDir), `${siteId}-${id}`), { recursive: true, force: true })
}
