import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/audit/audit.server.ts'
import { blocks, images, pageDrafts, pages, stockVehicles } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket, clientWithGrants, type GrantedClient } from '~/test/markets.ts'
import { MAX_UPLOAD_BYTES } from './library.ts'

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer()

function uploadForm(bytes: Uint8Array, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  for (const [key, value] of Object.entries(extra)) form.set(key, value)
  return form
}
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describeEachEngine('media library API (/media/api/v2/images)', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let admin: TestClient
  let editor: TestClient
  let seedId: number
  const upload = async (client: TestClient, form: FormData, init: { csrf?: boolean } = {}) =>
    client.request('/media/api/v2/images', { method: 'POST', body: form, ...init })

  beforeAll(async () => {
    clients = await clientsByRole(db())
    admin = clients.admin
    editor = clients.editor
    const response = await upload(admin, uploadForm(await png(), 'seed.png', 'image/png', { alt: 'Seed' }))
    seedId = (await response.json()).data.id
  })

  describe('roles: editors and administrators manage; facts and delivery stay public', () => {
    const endpoints: [string, () => Promise<[string, RequestInit]>, number][] = [
      ['GET list', async () => ['/media/api/v2/images', {}], 200],
      [
        'POST upload',
        async () => ['/media/api/v2/images', { method: 'POST', body: uploadForm(await png(), 'role.png', 'image/png') }],
        201,
      ],
      ['PATCH', async () => [`/media/api/v2/images/${seedId}`, json('PATCH', { alt: 'Seed' })], 200],
      ['GET usage', async () => [`/media/api/v2/images/${seedId}/usage`, {}], 200],
      ['DELETE', async () => ['/media/api/v2/images/999999', { method: 'DELETE' }], 404],
    ]
    it.each(endpoints)('%s: anonymous 401, editor and admin allowed', async (_name, make, allowed) => {
      const anonymous = await clients.anonymous.request(...(await make()))
      expect(anonymous.status).toBe(401)
      expect((await anonymous.json()).errors[0].title).toBe('Login required')
      expect((await editor.request(...(await make()))).status).toBe(allowed)
      expect((await admin.request(...(await make()))).status).toBe(allowed)
    })
    it.each([
      ['facts', () => `/media/api/v2/images/${seedId}`, 'application/json'],
      ['a variant', () => `/media/api/v2/images/${seedId}/w/320.jpg`, 'image/jpeg'],
    ])('anyone reads the %s', async (_what, path, type) => {
      // NOTE: each test client has its own data folder; a cookie-less request to the uploader's app is anonymous.
      const response = await admin.app.request(path())
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain(type)
    })
  })

  it('refuses writes without the CSRF token (403), multipart included', async () => {
    const noToken = await upload(admin, uploadForm(await png(), 'x.png', 'image/png'), { csrf: false })
    expect(noToken.status).toBe(403)
    expect((await noToken.json()).errors[0].title).toBe('CSRF token missing or invalid')
    expect((await admin.request(`/media/api/v2/images/${seedId}`, { ...json('PATCH', { alt: 'x' }), csrf: false })).status).toBe(403)
    expect((await admin.request(`/media/api/v2/images/${seedId}`, { method: 'DELETE', csrf: false })).status).toBe(403)
  })

  it('accepts the token as a multipart form field too', async () => {
    const form = uploadForm(await png(), 'field.png', 'image/png')
    form.set('csrf-token', admin.jar.get('csrf-token')!)
    expect((await upload(admin, form, { csrf: false })).status).toBe(201)
  })

  it('uploads a real PNG: sniffed facts, a new id, the original stored, an audit entry', async () => {
    const bytes = await png(64, 48)
    const response = await upload(
      editor,
      uploadForm(bytes, 'front-view_2024.png', 'application/octet-stream', { alt: ' Front view ', title: '' }),
    )
    expect(response.status).toBe(201)
    const image = (await response.json()).data
    expect(image).toEqual({
      id: expect.any(Number),
      file_name: `${db().siteId}-${image.id}.png`,
      alt: 'Front view',
      title: 'front view 2024',
      width: 64,
      height: 48,
      size_bytes: bytes.byteLength,
      mime_type: 'image/png',
      url: `/media/api/v2/images/${image.id}/w/320.jpg`,
    })
    expect(image.id).toBeGreaterThan(seedId)
    expect(await editor.services.media.hasOriginal(image.file_name)).toBe(true)
    const facts = await (await clients.anonymous.request(`/media/api/v2/images/${image.id}`)).json()
    expect(facts.data).toMatchObject({ id: image.id, alt: 'Front view', width: 64, height: 48, focal: null })
    // Its subject's point, where a bundle gave one: the editor's canvas places copy by it as the page does.
    await db().database.db.update(images).set({ focalX: 70, focalY: 45 }).where(eq(images.id, image.id))
    const focused = await (await clients.anonymous.request(`/media/api/v2/images/${image.id}`)).json()
    expect(focused.data.focal).toEqual({ x: 70, y: 45 })
    const audit = await listAudit(db().database.db, db().siteId, { search: `Uploaded image ${image.id} `, page: 1, perPage: 5 })
    expect(audit.rows[0]).toMatchObject({ action: 'image.create', entityType: 'image', entityId: String(image.id) })
  })

  it.each([
    [
      'a JPEG named .png',
      () =>
        sharp({ create: { width: 5, height: 5, channels: 3, background: 'blue' } })
          .jpeg()
          .toBuffer(),
      'photo.png',
      'image/jpeg',
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 5, height: 5, channels: 3, background: 'blue' } })
          .gif()
          .toBuffer(),
      'anim.gif',
      'image/gif',
    ],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 5, height: 5, channels: 3, background: 'blue' } })
          .avif()
          .toBuffer(),
      'new.avif',
      'image/avif',
    ],
  ])('accepts %s by its content', async (_what, make, name, mime) => {
    const response = await upload(admin, uploadForm(await make(), name, 'image/png'))
    expect(response.status).toBe(201)
    expect((await response.json()).data.mime_type).toBe(mime)
  })

  it.each([
    [
      'a text file renamed .png',
      () => Buffer.from('just some text, not an image'),
      'notes.png',
      422,
      "file: the file's content is not a JPEG, PNG, WebP, AVIF or GIF image (the content was checked, not the file name)",
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.png',
      422,
      "file: the file's content is not a JPEG, PNG, WebP, AVIF or GIF image (the content was checked, not the file name)",
    ],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 422, 'file: the file is empty'],
    [
      'a JPEG cut short (its header reads, its picture does not)',
      async () => {
        const noise = Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, i) => (i * 7919) % 251))
        const whole = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
          .jpeg()
          .toBuffer()
        return whole.subarray(0, Math.floor(whole.length / 2))
      },
      'cut.jpg',
      422,
      'file: the image is damaged or incomplete: its picture cannot be read to the end',
    ],
    ['a file one byte over 10 MB', () => Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'big.png', 413, 'file: the file is 10 MB; the limit is 10 MB'],
    [
      'a body far over 10 MB',
      () => Buffer.alloc(MAX_UPLOAD_BYTES + 200 * 1024),
      'huge.png',
      413,
      'file: the upload is larger than the limit of 10 MB',
    ],
  ])('rejects %s with a clear message', async (_what, make, name, status, detail) => {
    const response = await upload(admin, uploadForm(await make(), name, 'image/png'))
    expect(response.status).toBe(status)
    expect((await response.json()).errors[0]).toMatchObject({ status: String(status), detail, source: { pointer: '/file' } })
  })

  it.each([
    [
      'no file field',
      () => {
        const f = new FormData()
        f.set('alt', 'x')
        return f
      },
      422,
      'file: choose an image file to upload',
    ],
    [
      'an alt text over 300 characters',
      async () => uploadForm(await png(), 'a.png', 'image/png', { alt: 'x'.repeat(301) }),
      422,
      'alt: must be at most 300 characters',
    ],
  ])('rejects an upload with %s naming the field', async (_what, make, status, detail) => {
    const response = await upload(admin, await make())
    expect(response.status).toBe(status)
    expect((await response.json()).errors[0].detail).toBe(detail)
  })

  it('rejects a JSON body for an upload (415)', async () => {
    expect((await admin.request('/media/api/v2/images', json('POST', { file: 'x' }))).status).toBe(415)
  })

  it('edits alt text and title; blank clears; a bad body names the field', async () => {
    const patched = await admin.request(`/media/api/v2/images/${seedId}`, json('PATCH', { alt: 'Red square', title: 'Square' }))
    expect((await patched.json()).data).toMatchObject({ id: seedId, alt: 'Red square', title: 'Square' })
    const cleared = await admin.request(`/media/api/v2/images/${seedId}`, json('PATCH', { title: '  ' }))
    expect((await cleared.json()).data).toMatchObject({ alt: 'Red square', title: null })
    for (const [body, detail] of [
      [{ alt: 5 }, 'alt: must be text'],
      [{ alt: 'x'.repeat(301) }, 'alt: must be at most 300 characters'],
      [{ width: 5 }, 'body: unknown field(s) width'],
      [{}, 'body: give alt or title (or both)'],
      // /media's bodies are not behind the app's input guard: its JSON reader refuses what the database cannot hold.
      [{ alt: 'a\u0000b' }, 'alt: must not contain a NUL character (U+0000)'],
      [{ title: 'a\ud800b' }, 'title: must not contain a lone surrogate (text that is not valid Unicode)'],
    ] as const) {
      const response = await admin.request(`/media/api/v2/images/${seedId}`, json('PATCH', body))
      expect(response.status).toBe(422)
      expect((await response.json()).errors[0].detail).toBe(detail)
    }
    expect((await admin.request('/media/api/v2/images/987654', json('PATCH', { alt: 'x' }))).status).toBe(404)
    const kept = await admin.request(`/media/api/v2/images/${seedId}`, {
      ...json('PATCH', { alt: 'a\u0000b' }),
      headers: { 'content-type': 'text/plain' },
    })
    expect(kept.status).toBe(415)
    const listed = (await (await admin.request('/media/api/v2/images?per_page=100')).json()) as { data: { id: number; alt: string }[] }
    expect(listed.data.find((image) => image.id === seedId)?.alt).toBe('Red square')
  })

  it('lists newest first with search and pagination', async () => {
    for (const title of ['Zebra crossing', 'Zebra stripes', 'Lion']) {
      await upload(admin, uploadForm(await png(), 'x.png', 'image/png', { title }))
    }
    const list = async (query: string) => await (await admin.request(`/media/api/v2/images?${query}`)).json()
    const zebras = await list('search=zebra&per_page=1')
    expect(zebras.data.map((i: { title: string }) => i.title)).toEqual(['Zebra stripes'])
    expect(zebras.meta).toEqual({ total: 2, page: 1, per_page: 1 })
    expect((await list('search=zebra&per_page=1&page=2')).data.map((i: { title: string }) => i.title)).toEqual(['Zebra crossing'])
    expect((await list(`search=${seedId}`)).data.map((i: { id: number }) => i.id)).toContain(seedId)
    expect((await list('')).meta.per_page).toBe(24)
    // Text no database holds, in the search: refused naming it, as the APIs refuse it.
    const nul = await admin.request('/media/api/v2/images?search=%00')
    expect(nul.status).toBe(400)
    expect((await nul.json()).errors[0].source).toEqual({ parameter: 'search' })
    const bad = await admin.request('/media/api/v2/images?per_page=1000')
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0].detail).toBe('per_page: must be 1 to 100')
    // A page is written in digits: 0x10 is not page 16.
    const hex = await admin.request('/media/api/v2/images?page=0x10')
    expect(hex.status).toBe(400)
    expect((await hex.json()).errors[0].detail).toBe('page: must be a positive integer')
  })

  it('finds where an image is used (page image, block fields, groups, image lists, drafts) and refuses to delete it', async () => {
    const { database, siteId } = db()
    const newImage = async () => (await (await upload(admin, uploadForm(await png(), 'u.png', 'image/png'))).json()).data.id as number
    const [inField, inGroup, inList, asPageImage, inDraft, unused] = [
      await newImage(),
      await newImage(),
      await newImage(),
      await newImage(),
      await newImage(),
      await newImage(),
    ]
    const [home] = await database.db
      .insert(pages)
      .values({ siteId, path: '/usage-home', title: 'Usage home', imageId: asPageImage })
      .returning()
    const [gallery] = await database.db.insert(pages).values({ siteId, path: '/usage-gallery', title: 'Gallery' }).returning()
    await database.db.insert(blocks).values([
      { pageId: home!.id, template: 'image-box', fields: { 'rdx-image': { id: inField, alt: '' } }, groups: [], position: 0 },
      { pageId: gallery!.id, template: 'gallery-carousel', fields: {}, groups: [{ image: { id: inGroup } }], position: 0 },
      { pageId: gallery!.id, template: 'tabbed-component', fields: {}, groups: [{ frames: [inList, { id: 1 }] }], position: 1 },
      // A number in text is not a use.
      { pageId: gallery!.id, template: 'html-box', fields: { html: `<p>${unused} reasons</p>` }, groups: [], position: 2 },
    ])
    await database.db.insert(pageDrafts).values({
      pageId: gallery!.id,
      document: { title: 'Gallery', blocks: [{ template: 'image-box', fields: { 'rdx-logo-image': { id: inDraft } }, groups: [] }] },
    })

    const usage = async (id: number) => (await (await editor.request(`/media/api/v2/images/${id}/usage`)).json()).data
    expect(await usage(inField)).toEqual([
      { page_id: home!.id, path: '/usage-home', title: 'Usage home', in_published: true, in_draft: false },
    ])
    expect((await usage(asPageImage)).map((u: { path: string }) => u.path)).toEqual(['/usage-home'])
    expect((await usage(inGroup)).map((u: { path: string }) => u.path)).toEqual(['/usage-gallery'])
    expect((await usage(inList)).map((u: { path: string }) => u.path)).toEqual(['/usage-gallery'])
    expect(await usage(inDraft)).toEqual([
      { page_id: gallery!.id, path: '/usage-gallery', title: 'Gallery', in_published: false, in_draft: true },
    ])
    expect(await usage(unused)).toEqual([])

    for (const [id, where] of [
      [inField, '/usage-home'],
      [inDraft, '/usage-gallery (draft)'],
    ] as const) {
      const refused = await editor.request(`/media/api/v2/images/${id}`, { method: 'DELETE' })
      expect(refused.status).toBe(409)
      expect((await refused.json()).errors[0]).toEqual({
        status: '409',
        title: 'Image is in use',
        detail: `The image is used on ${where}. Remove it there first.`,
      })
      expect((await clients.anonymous.request(`/media/api/v2/images/${id}`)).status).toBe(200)
    }

    const fileName = `${siteId}-${unused}.png`
    expect(await admin.services.media.hasOriginal(fileName)).toBe(true)
    const deleted = await admin.request(`/media/api/v2/images/${unused}`, { method: 'DELETE' })
    expect(await deleted.json()).toEqual({ data: { deleted: true } })
    expect((await clients.anonymous.request(`/media/api/v2/images/${unused}`)).status).toBe(404)
    expect(await admin.services.media.hasOriginal(fileName)).toBe(false)
    expect((await admin.request(`/media/api/v2/images/${unused}`, { method: 'DELETE' })).status).toBe(404)
    expect((await admin.request(`/media/api/v2/images/${unused}/usage`)).status).toBe(404)
  })

  // A feed may name a vehicle's photo by its library URL: deleting the image broke the car's gallery.
  it("refuses to delete an image that live stock vehicles' photos are, naming them", async () => {
    const { database, siteId } = db()
    const newImage = async () => (await (await upload(admin, uploadForm(await png(), 'v.png', 'image/png'))).json()).data.id as number
    const [photo, retiredPhoto, otherId] = [await newImage(), await newImage(), await newImage()]
    const photos = (id: number) =>
      [0, 1].map((sequence) => {
        const url = `/media/api/v2/images/${id}/w/${640 * (sequence + 1)}`
        return { sequence, normal: url, medium: url, hd: url, quarter_hd: url }
      })
    const vehicle = (vin: string, id: number, retired = false) => ({
      siteId,
      vin,
      state: 'new',
      status: 'free',
      nameplateBrandName: 'Aurelia',
      nameplateName: 'E5',
      engineType: [],
      financingOptions: [],
      photos: photos(id),
      retiredAt: retired ? new Date() : null,
    })
    await database.db.insert(stockVehicles).values([
      vehicle('MEDIAUSE0000000B1', photo),
      vehicle('MEDIAUSE0000000A2', photo),
      vehicle('MEDIAUSE0000000C3', retiredPhoto, true),
      // An id that begins with the image's is not a use of it.
      vehicle('MEDIAUSE0000000D4', Number(`${otherId}9`)),
    ])

    const usage = async (id: number) => (await (await editor.request(`/media/api/v2/images/${id}/usage`)).json()).meta.vehicles
    expect(await usage(photo)).toEqual({ count: 2, vins: ['MEDIAUSE0000000A2', 'MEDIAUSE0000000B1'] })
    expect(await usage(retiredPhoto)).toEqual({ count: 0, vins: [] })
    expect(await usage(otherId)).toEqual({ count: 0, vins: [] })

    const refused = await editor.request(`/media/api/v2/images/${photo}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect((await refused.json()).errors[0].detail).toBe(
      'The image is used in the photos of 2 stock vehicles (MEDIAUSE0000000A2, MEDIAUSE0000000B1). Remove it there first.',
    )
    expect((await clients.anonymous.request(`/media/api/v2/images/${photo}`)).status).toBe(200)
    expect((await editor.request(`/media/api/v2/images/${retiredPhoto}`, { method: 'DELETE' })).status).toBe(200)
  })
})

describe('media library rules', async () => {
  const { formatBytes, titleFromFileName, uploadSizeProblem, variantSize, variantWidths } = await import('./library.ts')
  it.each([
    ['front-view_2024.JPG', 'front view 2024'],
    ['C:\\photos\\car.png', 'car'],
    ['.png', null],
    ['no-extension', 'no extension'],
  ])('titleFromFileName(%s) = %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title)
  })
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [1536 * 1024, '1.5 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('formatBytes(%i) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
  it.each([
    [0, { status: 422, message: 'the file is empty' }],
    [1, null],
    [MAX_UPLOAD_BYTES, null],
    [MAX_UPLOAD_BYTES + 1, { status: 413, message: 'the file is 10 MB; the limit is 10 MB' }],
  ])('uploadSizeProblem(%i)', (bytes, expected) => {
    expect(uploadSizeProblem(bytes)).toEqual(expected)
  })
  it.each([
    [100, []],
    [320, [320]],
    [1000, [320, 640, 768]],
    [5000, [320, 640, 768, 1024, 1280, 1600, 1920]],
  ])('variantWidths(%i)', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected)
  })
  it.each([
    [{ width: 4000, height: 3000 }, 640, { width: 640, height: 480 }],
    [{ width: 200, height: 150 }, 320, { width: 320, height: 240 }],
    [{ width: 200, height: 20_000 }, 320, { width: 40, height: 4000 }],
    [{ width: 1000, height: 50_000 }, 640, { width: 80, height: 4000 }],
    [{ width: 320, height: 4000 }, 320, { width: 320, height: 4000 }],
    [{ width: 1, height: 100_000 }, 320, { width: 1, height: 4000 }],
  ])('variantSize(%o, %i): the width, unless the height bounds it', (original, width, expected) => {
    expect(variantSize(original, width)).toEqual(expected)
  })
})

/**
 * Media libraries are per market (images are keyed by site and id), and the role
 * that counts is the one in the market of the request. An editor of market A is refused B's
 * library on B's host, and B's image ids are not found on A's.
 */
describeEachEngine('media library by market', (db) => {
  let B: Awaited<ReturnType<typeof addMarket>>
  let editorOfA: GrantedClient
  let editorOfB: GrantedClient
  let imageOfB: number
  const onHost = (client: TestClient, host: string, path: string, init: RequestInit = {}) =>
    client.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), host } })
  beforeAll(async () => {
    B = await addMarket(db(), 'm2')
    editorOfA = await clientWithGrants(db(), [{ siteId: db().siteId, role: 'editor' }])
    editorOfB = await clientWithGrants(db(), [{ siteId: B.id, role: 'editor' }])
    await onHost(editorOfB, B.host, '/media/api/v2/images', { method: 'POST', body: uploadForm(await png(), 'one.png', 'image/png') })
    const second = await onHost(editorOfB, B.host, '/media/api/v2/images', {
      method: 'POST',
      body: uploadForm(await png(), 'two.png', 'image/png', { alt: 'Of B' }),
    })
    imageOfB = (await second.json()).data.id
  })

  it.each([
    ['GET list', async () => ['/media/api/v2/images', {}]],
    ['POST upload', async () => ['/media/api/v2/images', { method: 'POST', body: uploadForm(await png(), 'x.png', 'image/png') }]],
    ['PATCH', async () => [`/media/api/v2/images/${imageOfB}`, json('PATCH', { alt: 'Defaced' })]],
    ['GET usage', async () => [`/media/api/v2/images/${imageOfB}/usage`, {}]],
    ['DELETE', async () => [`/media/api/v2/images/${imageOfB}`, { method: 'DELETE' }]],
  ] as [string, () => Promise<[string, RequestInit]>][])('%s: an editor of A on B’s host → 403', async (_name, make) => {
    const [path, init] = await make()
    const response = await onHost(editorOfA, B.host, path, init)
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].title).toBe('user has no permissions (403)')
  })

  it("B's image ids are not found on A's host; B's image is unchanged", async () => {
    expect((await onHost(editorOfA, 'localhost', '/media/api/v2/images')).status).toBe(200)
    expect((await onHost(editorOfA, 'localhost', `/media/api/v2/images/${imageOfB}`, json('PATCH', { alt: 'Defaced' }))).status).toBe(404)
    expect((await onHost(editorOfA, 'localhost', `/media/api/v2/images/${imageOfB}`, { method: 'DELETE' })).status).toBe(404)
    const facts = await (await onHost(editorOfB, B.host, `/media/api/v2/images/${imageOfB}`)).json()
    expect(facts.data.alt).toBe('Of B')
  })
})
