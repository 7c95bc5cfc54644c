import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Db } from '~/db/client.server.ts'
import { images } from '~/db/schema/index.ts'
import { originalsDir, variantsDir } from './storage.server.ts'

/** spec 1 §9 size presets offered as variants, and the delivery formats. */
const VARIANT_WIDTHS = [320, 640, 768, 1024, 1280, 1600, 1920] as const
const FORMATS = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const
const MAX_SIDE = 4000

/**
 * The media library's delivery (spec 1 §7): image facts at /api/v2/images/{id} and sized
 * copies at /api/v2/images/{id}/w/{width}[/h/{height}].{format}, made by sharp once and kept on disk.
 */
export function mediaRoutes() {
  const media = new Hono()

  media.get('/api/v2/images/:id{[0-9]{1,9}}', async (c) => {
    const image = await findImage(c.var.services.database.db, c.var.site.id, Number(c.req.param('id')))
    if (!image) return c.json({ errors: [{ status: '404', title: 'Image not found' }] }, 404)
    const variants = VARIANT_WIDTHS.filter((w) => w <= image.width)
      .map((width) => ({ width, height: Math.round((width * image.height) / image.width) }))
    return c.json({ data: { id: image.id, alt: image.alt, title: image.title, width: image.width, height: image.height, variants } })
  })

  media.get('/api/v2/images/:id{[0-9]{1,9}}/w/:rest{.+}', async (c) => {
    const size = /^(\d{1,4})(?:\/h\/(\d{1,4}))?\.(jpg|webp|avif|png)$/.exec(c.req.param('rest'))
    if (!size) return c.json({ errors: [{ status: '400', title: 'Invalid image size', detail: 'Use /w/{width}[/h/{height}].{jpg|webp|avif|png}' }] }, 400)
    const width = Number(size[1]), height = size[2] ? Number(size[2]) : undefined
    const format = size[3] as keyof typeof FORMATS
    if (width < 1 || width > MAX_SIDE || (height !== undefined && (height < 1 || height > MAX_SIDE))) {
      return c.json({ errors: [{ status: '400', title: 'Invalid image size', detail: `Width and height must be 1–${MAX_SIDE}.` }] }, 400)
    }
    const { services, site } = c.var
    const image = await findImage(services.database.db, site.id, Number(c.req.param('id')))
    if (!image) return c.json({ errors: [{ status: '404', title: 'Image not found' }] }, 404)

    const dir = join(variantsDir(services.dataDir), `${site.id}-${image.id}`)
    const file = join(dir, `${width}x${height ?? 0}.${format}`)
    let body = await readFile(file).catch(() => null)
    if (!body) {
      body = await sharp(join(originalsDir(services.dataDir), image.fileName))
        .rotate()
        .resize({ width, height, fit: 'cover', withoutEnlargement: false })
        .toFormat(format === 'jpg' ? 'jpeg' : format, { quality: format === 'avif' ? 55 : 78 })
        .toBuffer()
      await mkdir(dir, { recursive: true })
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, body)
      await rename(temp, file)
    }
    const modified = (await stat(file).catch(() => null))?.mtime
    return c.body(new Uint8Array(body), 200, {
      'content-type': FORMATS[format],
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      ...(modified ? { 'last-modified': modified.toUTCString() } : {}),
    })
  })
  return media
}

async function findImage(db: Db, siteId: number, id: number) {
  const [row] = await db.select().from(images).where(and(eq(images.siteId, siteId), eq(images.id, id)))
  return row ?? null
}
