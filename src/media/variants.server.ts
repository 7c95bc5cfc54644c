import { availableParallelism } from 'node:os'
import type { Sharp } from 'sharp'
import type { FocalPoint, ImageSize } from '~/ui/image.ts'
import { imageSizeName, isSiteImageSize, SITE_IMAGE_SIZES } from './site-image-sizes.ts'
import { MAX_UPLOAD_PIXELS, MAX_VARIANT_HEIGHT } from './library.ts'
import type { MediaStore, StoredFile } from './media-store.server.ts'
import { loadSharp } from './sharp.server.ts'
import { variantsKey } from './storage.server.ts'

/** The delivery formats of variants. */
export const VARIANT_FORMATS = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const
export type VariantFormat = keyof typeof VARIANT_FORMATS

export interface VariantSize extends ImageSize {
  format: VariantFormat
  /** Where a crop to a height is centred, in percent (the image's focal point, ADR 052); unset: the middle. */
  focal?: FocalPoint | null
}

/** Makes a variant's bytes from an original's; the pool runs it (sharpVariant, or a fake in tests). */
export type GenerateVariant = (original: Buffer, size: VariantSize) => Promise<Buffer>

/**
 * sharp on an original: at most MAX_UPLOAD_PIXELS decoded (sharp's own limit is 268 MP), read
 * sequentially (less memory), cropped to the size or, width-only, scaled to the width (no taller
 * than MAX_VARIANT_HEIGHT). A crop keeps the focal point in view, as near the middle as the
 * picture allows. AVIF and WebP at effort 2 of 9: a second or less, not half a minute.
 */
export const sharpVariant: GenerateVariant = async (original, size) => {
  const sharp = await loadSharp()
  const input = () => sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true }).rotate()
  let image: Sharp
  if (size.height && size.focal) {
    // The size as shown, after the EXIF rotation that input() applies.
    const { autoOrient } = await sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata()
    const crop = focalCrop(autoOrient, { width: size.width, height: size.height }, size.focal)
    image = input().resize(crop.scaled).extract(crop.area)
  } else {
    image = input().resize(
      size.height
        ? { width: size.width, height: size.height, fit: 'cover' }
        : { width: size.width, height: MAX_VARIANT_HEIGHT, fit: 'inside' },
    )
  }
  switch (size.format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality: 78, effort: 2 }).toBuffer()
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer()
    case 'jpg':
      return image.jpeg({ quality: 78 }).toBuffer()
  }
}

/**
 * A cover crop of an `original`-sized picture to `box` that keeps the focal point in view: the
 * picture scaled to cover the box, then the box's window centred on the point, moved back inside
 * the picture where the point is near an edge.
 */
export function focalCrop(original: { width: number; height: number }, box: { width: number; height: number }, focal: FocalPoint) {
  const scale = Math.max(box.width / original.width, box.height / original.height)
  const scaled = {
    width: Math.max(box.width, Math.round(original.width * scale)),
    height: Math.max(box.height, Math.round(original.height * scale)),
  }
  const offset = (size: number, window: number, percent: number) =>
    Math.min(size - window, Math.max(0, Math.round((percent / 100) * size - window / 2)))
  return {
    scaled,
    area: {
      left: offset(scaled.width, box.width, focal.x),
      top: offset(scaled.height, box.height, focal.y),
      width: box.width,
      height: box.height,
    },
  }
}

/** The pool's queue is full: answer 503 with Retry-After. */
export class VariantPoolFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many image variants are being made; try again shortly')
  }
}

/**
 * Where variants are made: at most `concurrency` at once, at most `queue` waiting, one job per
 * variant. NOTE: the single flight is per process; several instances on one store may each make
 * the same new variant once (the later write wins, with the same bytes; ADR 036).
 */
export interface VariantPool {
  readonly generate: GenerateVariant
  /**
   * Runs `job` for `key`, or joins the run for `key` already under way (waiting or making).
   * Throws VariantPoolFull when every slot is busy and the queue is full.
   */
  run<T>(key: string, job: () => Promise<T>): Promise<T>
  /** Jobs making a variant now, and waiting for a slot. */
  load(): { making: number; waiting: number }
}

export interface VariantPoolOptions {
  /** Variants made at once; default the cores, leaving libuv's thread pool a thread for files. */
  concurrency?: number
  /** Distinct variants waiting for a slot; default 16 per slot. */
  queue?: number
  generate?: GenerateVariant
  retryAfterSeconds?: number
}

export function createVariantPool(options: VariantPoolOptions = {}): VariantPool {
  // NOTE: sharp works on libuv's thread pool (UV_THREADPOOL_SIZE, default 4), as do file reads:
  // leaving one thread free keeps stored variants and originals readable while sharp is busy.
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4
  const concurrency = options.concurrency ?? Math.max(1, Math.min(availableParallelism(), threads - 1))
  const queue = options.queue ?? 16 * concurrency
  const retryAfter = options.retryAfterSeconds ?? 5
  const running = new Map<string, Promise<unknown>>()
  const waiting: (() => void)[] = []
  let busy = 0

  const release = () => {
    const next = waiting.shift()
    if (next)
      next() // the slot passes to the next job
    else busy--
  }

  return {
    generate: options.generate ?? sharpVariant,
    load: () => ({ making: busy, waiting: waiting.length }),
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const current = running.get(key)
      if (current) return current as Promise<T>
      if (busy >= concurrency && waiting.length >= queue) return Promise.reject(new VariantPoolFull(retryAfter))
      let slot: Promise<void>
      if (busy < concurrency) {
        busy++
        slot = Promise.resolve()
      } else slot = new Promise<void>((resolve) => waiting.push(resolve))
      const run = slot
        .then(async () => {
          try {
            return await job()
          } finally {
            release()
          }
        })
        .finally(() => running.delete(key))
      running.set(key, run)
      return run
    },
  }
}

let processPool: VariantPool | undefined
/** The process's pool, made on first use. */
export const processVariantPool = () => (processPool ??= createVariantPool())

/**
 * A sized copy of a library image (spec 1 §7): the one made before, by this instance or another,
 * or else one made now in the pool from the original's bytes and kept in the store. Every variant
 * goes through here; only the sizes the site uses (SITE_IMAGE_SIZES) are made.
 */
export async function imageVariant(
  store: MediaStore,
  image: { siteId: number; id: number; fileName: string; focalX?: number | null; focalY?: number | null },
  request: VariantSize,
  pool: VariantPool = processVariantPool(),
): Promise<StoredFile> {
  if (!isSiteImageSize(request)) throw new Error(`${imageSizeName(request)} is not an image size the site uses`)
  const key = variantsKey(image.siteId, image.id)
  // A crop is centred on the image's focal point (ADR 052); its name says which, so a moved point makes new crops.
  const focal = request.height && image.focalX != null && image.focalY != null ? { x: image.focalX, y: image.focalY } : null
  const size = { ...request, focal }
  const name = `${size.width}x${size.height ?? 0}${focal ? `-f${focal.x}x${focal.y}` : ''}.${size.format}`
  const kept = await store.getVariant(key, name)
  if (kept) return kept

  return pool.run(`${store.location}|${key}/${name}`, async () => {
    // Made while this request waited for its turn (by a run that just ended, or another instance)?
    const madeMeanwhile = await store.getVariant(key, name)
    if (madeMeanwhile) return madeMeanwhile
    const original = await store.readOriginal(image.fileName)
    if (!original) throw new Error(`The original ${image.fileName} of image ${image.id} is missing from ${store.location}`)
    const bytes = await pool.generate(original, size)
    await store.putVariant(key, name, bytes)
    return { bytes, modified: new Date() }
  })
}

/** What a variant URL's tail (`640/h/360.jpg`, `1600`) asks for; `format` null: negotiate by Accept. */
export type VariantRequest = { ok: true; size: ImageSize; format: VariantFormat | null } | { ok: false; detail: string }

const FORMAT_NAMES = Object.keys(VARIANT_FORMATS).join(', ')

/** The sizes the delivery makes, for a 400's detail: `320, 640, … (at the image's ratio); 640x360, …`. */
export const ALLOWED_SIZES_TEXT = (() => {
  const widths = SITE_IMAGE_SIZES.filter((s) => !s.height).map(imageSizeName)
  const boxes = SITE_IMAGE_SIZES.filter((s) => s.height).map(imageSizeName)
  return `widths ${widths.join(', ')} (at the image's own ratio); width×height ${boxes.join(', ')}`
})()

/**
 * Reads `/w/{width}[/h/{height}][.{format}]` and refuses, before any work, a size the site does
 * not use (every other size costs a sharp run and a stored file).
 */
export function parseVariantRequest(tail: string): VariantRequest {
  const match = /^(\d{1,5})(?:\/h\/(\d{1,5}))?(?:\.([a-z]+))?$/.exec(tail)
  if (!match) return { ok: false, detail: `Use /w/{width}[/h/{height}][.{format}]. Sizes: ${ALLOWED_SIZES_TEXT}.` }
  const format = match[3] ?? null
  if (format !== null && !(format in VARIANT_FORMATS)) {
    return { ok: false, detail: `Formats: ${FORMAT_NAMES}, or none to choose by the Accept header.` }
  }
  const size = { width: Number(match[1]), ...(match[2] ? { height: Number(match[2]) } : {}) }
  if (!isSiteImageSize(size)) {
    return { ok: false, detail: `${imageSizeName(size)} is not a size the site uses. Sizes: ${ALLOWED_SIZES_TEXT}.` }
  }
  return { ok: true, size, format: format as VariantFormat | null }
}

/**
 * The format for a URL without one: AVIF or WebP when the client names it in `Accept` (the best
 * q wins, AVIF on a tie), else JPEG. Wildcards (`image/*`) do not count: they promise nothing
 * about the newer formats.
 */
export function negotiateFormat(accept: string | undefined): 'avif' | 'webp' | 'jpg' {
  const quality = new Map<string, number>()
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = range.split(';').map((p) => p.trim())
    if (!type) continue
    const q = params.find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    quality.set(type, Number.isFinite(value) ? value : 0)
  }
  const jpeg = quality.get('image/jpeg') ?? quality.get('image/*') ?? quality.get('*/*') ?? 0
  let best: 'avif' | 'webp' | 'jpg' = 'jpg'
  let bestQ = 0
  for (const format of ['avif', 'webp'] as const) {
    const q = quality.get(`image/${format}`) ?? 0
    if (q > bestQ) [best, bestQ] = [format, q]
  }
  return bestQ > 0 && bestQ >= jpeg ? best : 'jpg'
}
