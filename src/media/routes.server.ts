import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Db } from '~/db/client.server.ts'
import { images } from '~/db/schema/index.ts'
import { requireRole } from '~/auth/require-role.server.ts'
import { idParam, parseJsonBody, problem, unstorableAnswer, zodProblems } from '~/lib/api-problems.ts'
import { findUnstorableForm } from '~/lib/storable.ts'
import { csrfProtection } from '~/auth/csrf.server.ts'
import { etagMatches, fileEtag, weakEtag } from '~/lib/etag.server.ts'
import {
  imageListQuerySchema,
  imageTextChangeSchema,
  imageTextSchema,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  titleFromFileName,
  uploadSizeProblem,
  variantWidths,
  vehiclesText,
} from './library.ts'
import { addImage, deleteImage, findLibraryImage, imageUsage, imageVehicleUses, listImages, updateImageText } from './library.server.ts'
import { ACCEPTED_FORMATS_TEXT, DAMAGED_IMAGE, decodesWhole, sniffImage } from './storage.server.ts'
import {
  imageVariant,
  negotiateFormat,
  parseVariantRequest,
  processVariantPool,
  VARIANT_FORMATS,
  VariantPoolFull,
  type VariantPool,
} from './variants.server.ts'

/**
 * The media library's delivery (spec 1 §7): image facts at /api/v2/images/{id} and sized
 * copies at /api/v2/images/{id}/w/{width}[/h/{height}][.{format}], in the sizes the site uses
 * only, made once in a bounded pool (`variants`, the process's by default) and kept in the media
 * store that every instance shares (variants.server.ts, ADR 036). Without a format the client's
 * Accept header picks AVIF, WebP or JPEG.
 */
export function mediaRoutes({ variants = processVariantPool() }: { variants?: VariantPool } = {}) {
  const media = new Hono()

  media.get('/api/v2/images/:id{[0-9]{1,9}}', async (c) => {
    const image = await findImage(c.get('services').database.db, c.get('site').id, Number(c.req.param('id')))
    if (!image) return c.json({ errors: [{ status: '404', title: 'Image not found' }] }, 404)
    const variants = variantWidths(image.width).map((width) => ({ width, height: Math.round((width * image.height) / image.width) }))
    const focal = image.focalX === null || image.focalY === null ? null : { x: image.focalX, y: image.focalY }
    return c.json({ data: { id: image.id, alt: image.alt, title: image.title, width: image.width, height: image.height, focal, variants } })
  })

  media.get('/api/v2/images/:id{[0-9]{1,9}}/w/:rest{.+}', async (c) => {
    // Refused before any lookup: only the sizes the site uses are made.
    const request = parseVariantRequest(c.req.param('rest'))
    if (!request.ok) return c.json(problem(400, 'Invalid image size', request.detail), 400)
    const format = request.format ?? negotiateFormat(c.req.header('accept'))
    const services = c.get('services')
    const site = c.get('site')
    const image = await findImage(services.database.db, site.id, Number(c.req.param('id')))
    if (!image) return c.json({ errors: [{ status: '404', title: 'Image not found' }] }, 404)

    const variant = await imageVariant(services.media, image, { ...request.size, format }, variants).catch((error: unknown) => {
      if (error instanceof VariantPoolFull) return error
      throw error
    })
    if (variant instanceof VariantPoolFull) {
      c.header('retry-after', String(variant.retryAfterSeconds))
      return c.json(problem(503, 'Busy making images', `${variant.message} (in ${variant.retryAfterSeconds} s).`), 503)
    }
    const bytes = new Uint8Array(variant.bytes)
    const validators = {
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      // Hashing every served image would cost a pass over its bytes per request; the stored file's size and time say the same.
      etag: variant.modified ? fileEtag(bytes.byteLength, variant.modified) : weakEtag(bytes),
      ...(request.format ? {} : { vary: 'Accept' }),
      ...(variant.modified ? { 'last-modified': variant.modified.toUTCString() } : {}),
    }
    if (etagMatches(c.req.header('if-none-match'), validators.etag)) return c.body(null, 304, validators)
    return c.body(bytes, 200, { 'content-type': VARIANT_FORMATS[format], ...validators })
  })
  libraryRoutes(media)
  return media
}

/**
 * The library's management calls (editor contract, Media API): list, upload, alt text and title,
 * usage, delete. Editors and administrators; writes need the CSRF token. /media is outside /api,
 * so the checks the app applies there are applied here.
 */
function libraryRoutes(media: Hono) {
  const staff = requireRole('editor', 'admin')
  const csrf = csrfProtection()
  // A multipart body carries some bytes besides the file; the file's own limit is checked below.
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) =>
      c.json(fileProblem(413, 'Image too large', `the upload is larger than the limit of ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`), 413),
  })
  const smallBody = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => c.json(problem(413, 'Request body too large', 'The limit is 16 KB.'), 413),
  })
  const notFound = (c: Context) => c.json(problem(404, 'Image not found', `No image ${String(c.req.param('id')).slice(0, 20)}`), 404)
  const done = (c: Context) => c.get('services').content.invalidate()

  media.get('/api/v2/images', staff, async (c) => {
    const query = imageListQuerySchema.safeParse(c.req.query())
    if (!query.success) return c.json(zodProblems(query.error, 400, 'Invalid query'), 400)
    return c.json(await listImages(c.get('services').database.db, c.get('site'), query.data))
  })

  media.post('/api/v2/images', uploadLimit, staff, csrf, async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (!type.startsWith('multipart/form-data')) {
      return c.json(fileProblem(415, 'Upload as multipart/form-data', 'send the image in the field "file"'), 415)
    }
    const form = await c.req.parseBody().catch(() => null)
    if (!form) return c.json(fileProblem(400, 'Invalid upload', 'the multipart body could not be read'), 400)
    // The app's input guard leaves /media's bodies to this route, which limits their size first.
    const unstorable = findUnstorableForm(form)
    if (unstorable) return c.json(unstorableAnswer(unstorable), 422)
    const file = form.file
    if (!(file instanceof File)) return c.json(fileProblem(422, 'Invalid upload', 'choose an image file to upload'), 422)
    const size = uploadSizeProblem(file.size)
    if (size) return c.json(fileProblem(size.status, size.status === 413 ? 'Image too large' : 'Invalid upload', size.message), size.status)
    const text = imageTextSchema.safeParse({
      ...(typeof form.alt === 'string' ? { alt: form.alt } : {}),
      ...(typeof form.title === 'string' ? { title: form.title } : {}),
    })
    if (!text.success) return c.json(zodProblems(text.error, 422, 'Invalid upload'), 422)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const facts = await sniffImage(Buffer.from(bytes)).catch(() => null)
    if (!facts) {
      return c.json(
        fileProblem(
          422,
          'Not a supported image',
          `the file's content is not ${ACCEPTED_FORMATS_TEXT} (the content was checked, not the file name)`,
        ),
        422,
      )
    }
    if (facts.width * facts.height > MAX_UPLOAD_PIXELS) {
      return c.json(
        fileProblem(
          422,
          'Image too large',
          `${facts.width}×${facts.height} pixels is more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
        ),
        422,
      )
    }
    if (!(await decodesWhole(Buffer.from(bytes)))) return c.json(fileProblem(422, 'Damaged image', DAMAGED_IMAGE), 422)
    const image = await addImage(c.get('services').database.db, c.get('services').media, c.get('user')!, c.get('site').id, {
      bytes,
      facts,
      alt: text.data.alt ?? null,
      title: text.data.title ?? titleFromFileName(file.name),
    })
    return c.json({ data: image }, 201)
  })

  media.patch('/api/v2/images/:id{[0-9]{1,9}}', smallBody, staff, csrf, async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const body = await parseJsonBody(c, imageTextChangeSchema, 'Invalid image texts')
    if (!body.ok) return body.response
    const image = await updateImageText(c.get('services').database.db, c.get('user')!, c.get('site').id, id, body.data)
    if (!image) return notFound(c)
    done(c)
    return c.json({ data: image })
  })

  media.get('/api/v2/images/:id{[0-9]{1,9}}/usage', staff, async (c) => {
    const id = idParam(c.req.param('id'))
    const image = id === null ? null : await findLibraryImage(c.get('services').database.db, c.get('site').id, id)
    if (!image) return notFound(c)
    const db = c.get('services').database.db
    return c.json({
      data: await imageUsage(db, c.get('site').id, image.id),
      meta: { vehicles: await imageVehicleUses(db, c.get('site').id, image.id) },
    })
  })

  media.delete('/api/v2/images/:id{[0-9]{1,9}}', staff, csrf, async (c) => {
    const id = idParam(c.req.param('id'))
    if (id === null) return notFound(c)
    const outcome = await deleteImage(c.get('services').database.db, c.get('services').media, c.get('user')!, c.get('site').id, id)
    if (outcome.deleted) {
      done(c)
      return c.json({ data: { deleted: true } })
    }
    if (outcome.reason === 'not-found') return notFound(c)
    const onPages = outcome.uses.map((u) => `${u.path}${u.in_published ? '' : ' (draft)'}`).join(', ')
    const where = [onPages && `on ${onPages}`, outcome.vehicles.count > 0 && `in ${vehiclesText(outcome.vehicles)}`]
      .filter(Boolean)
      .join(' and ')
    return c.json(
      {
        errors: [{ status: '409', title: 'Image is in use', detail: `The image is used ${where}. Remove it there first.` }],
        meta: { usage: outcome.uses, vehicles: outcome.vehicles },
      },
      409,
    )
  })
}

const fileProblem = (status: number, title: string, message: string) => ({
  errors: [{ status: String(status), title, detail: `file: ${message}`, source: { pointer: '/file' } }],
})

async function findImage(db: Db, siteId: number, id: number) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.siteId, siteId), eq(images.id, id)))
  return row ?? null
}
