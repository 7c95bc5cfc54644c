import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const

export interface ImageFacts { mimeType: string; width: number; height: number; extension: string }

/** Reads what an image file is; throws a message naming the problem for non-images. */
export async function inspectImage(path: string): Promise<ImageFacts> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) throw new Error('file not found')
  if (info.size > MAX_ORIGINAL_BYTES) throw new Error('file is larger than 25 MB')
  const meta = await sharp(path).metadata().catch(() => null)
  const format = meta?.format as keyof typeof FORMATS | undefined
  if (!meta || !format || !(format in FORMATS) || !meta.width || !meta.height) {
    throw new Error('not a JPEG, PNG, WebP or AVIF image')
  }
  return { mimeType: FORMATS[format], width: meta.width, height: meta.height, extension: format === 'jpeg' ? 'jpg' : format }
}

export const originalsDir = (dataDir: string) => join(dataDir, 'media', 'originals')
export const variantsDir = (dataDir: string) => join(dataDir, 'media', 'variants')

/** Copies an original into the library under a name derived from site and id. */
export async function storeOriginal(dataDir: string, siteId: number, id: number, source: string, extension: string) {
  const dir = originalsDir(dataDir)
  await mkdir(dir, { recursive: true })
  const fileName = `${siteId}-${id}.${extension}`
  const temp = join(dir, `.${fileName}.${process.pid}.tmp`)
  await writeFile(temp, await readFile(source))
  await rename(temp, join(dir, fileName))
  // Variants of a replaced original are stale.
  await rm(join(variantsDir(dataDir), `${siteId}-${id}`), { recursive: true, force: true })
  return fileName
}
