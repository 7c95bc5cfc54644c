import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { DEMO_IMAGES, type DemoImage } from './catalogue.ts'
import { drawShot, HEIGHT, WIDTH } from './scenes.ts'
import { STOCK_PHOTO_SCALE, STOCK_PHOTOS } from './stock-photos.ts'

/**
 * The demo's pictures are made on the machine (at install, nothing downloaded) from
 * the catalogue's SVG scenes, rendered to JPEG by sharp, into `demo/media/` (not in git). A
 * picture is made again only when its SVG or the encoder changed: media.json keeps each one's hash.
 */

export interface DemoMediaEntry {
  id: number
  file: string
  title: string
  alt: string
  width: number
  height: number
  focal: { x: number; y: number }
  hash: string
}

const JPEG = { quality: 80, mozjpeg: true } as const
/** Two at a time: the machines this runs on have two cores, shared with whatever else runs. */
const AT_ONCE = 2

/** `scale` enters the hash only when it is not 1, so the full-size pictures keep the hashes they had. */
const hashOf = (svg: string, scale: number) => {
  const hash = createHash('sha256').update(svg).update(JSON.stringify(JPEG)).update(sharp.versions.vips)
  if (scale !== 1) hash.update(`scale ${scale}`)
  return hash.digest('hex').slice(0, 16)
}

/**
 * The demo's pictures as the bundle lists them: what `ensureDemoMedia` writes, without rendering.
 * `scale` draws them smaller than the scenes' 1920 × 1080 (the stock photos, ADR 071).
 */
export function demoMediaEntries(images: readonly DemoImage[] = DEMO_IMAGES, scale = 1): (DemoMediaEntry & { svg: string })[] {
  return images.map((image) => {
    const { svg, focal } = drawShot(image.shot, image.seed ?? image.id)
    return {
      id: image.id,
      file: `${image.id}.jpg`,
      title: image.title,
      alt: image.alt,
      width: Math.round(WIDTH * scale),
      height: Math.round(HEIGHT * scale),
      focal,
      hash: hashOf(svg, scale),
      svg,
    }
  })
}

async function readManifest(dir: string): Promise<Map<number, string>> {
  try {
    const entries = JSON.parse(await readFile(join(dir, 'media.json'), 'utf8')) as DemoMediaEntry[]
    return new Map(entries.map((e) => [e.id, e.hash]))
  } catch {
    return new Map()
  }
}

/**
 * Makes the demo's pictures in `dir` that are missing or out of date; returns how many it made.
 * Safe to run in several processes at once: each file is written under a temporary name and
 * renamed into place, so a reader sees a whole picture or none.
 */
export async function ensureDemoMedia(
  dir: string,
  options: { force?: boolean; images?: readonly DemoImage[]; scale?: number } = {},
): Promise<{ made: number; total: number }> {
  await mkdir(dir, { recursive: true })
  const made = await readManifest(dir)
  const scale = options.scale ?? 1
  const entries = demoMediaEntries(options.images, scale)
  const stale = entries.filter((e) => options.force || made.get(e.id) !== e.hash || !existsSync(join(dir, e.file)))
  const queue = [...stale]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const temporary = join(dir, `${entry.file}.${process.pid}.tmp`)
      // librsvg draws an SVG at 72 dpi: a lower density draws it smaller, and as much faster.
      await sharp(Buffer.from(entry.svg), { density: 72 * scale })
        .jpeg(JPEG)
        .toFile(temporary)
      await rename(temporary, join(dir, entry.file))
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  if (stale.length > 0 || made.size !== entries.length) {
    const manifest = entries.map(({ svg: _svg, ...entry }) => entry)
    const temporary = join(dir, `media.json.${process.pid}.tmp`)
    await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`)
    await rename(temporary, join(dir, 'media.json'))
  }
  return { made: stale.length, total: entries.length }
}

/** The stock vehicles' photos (ADR 071) in `mediaDir`/stock, drawn at 1280 × 720. */
export function ensureStockPhotos(mediaDir: string, options: { force?: boolean } = {}): Promise<{ made: number; total: number }> {
  return ensureDemoMedia(join(mediaDir, 'stock'), { ...options, images: STOCK_PHOTOS, scale: STOCK_PHOTO_SCALE })
}

/**
 * The stock photos as entries of a bundle's `media` (files relative to demo/, like the bundle's
 * own pictures): the demo loader appends them to the English market's bundle before importing it,
 * so its media library serves them under their ids (ADR 071).
 */
export function stockPhotoBundleMedia(): { id: number; file: string; alt: string; title: string; focal: { x: number; y: number } }[] {
  return demoMediaEntries(STOCK_PHOTOS, STOCK_PHOTO_SCALE).map(({ id, file, alt, title, focal }) => ({
    id,
    file: `media/stock/${file}`,
    alt,
    title,
    focal,
  }))
}
