import { count, eq } from 'drizzle-orm'
import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { forms, images, leads, metaheads, pages, settings, sites } from '~/db/schema/index.ts'
import { recordMissingImageSizes } from '~/media/image-sizes.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { fixtureBundle } from '~/test/fixtures.ts'
import { BundleError, exportBundle, importBundle } from './bundle.server.ts'

const media = createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-bundle-')))
const bundleDir = mkdtempSync(join(tmpdir(), 'forecourt-bundle-src-'))

beforeAll(async () => {
  await sharp({ create: { width: 64, height: 36, channels: 3, background: '#246' } })
    .jpeg()
    .toFile(join(bundleDir, 'car.jpg'))
  writeFileSync(join(bundleDir, 'not-an-image.jpg'), 'hello')
})

describeEachEngine('site bundle import and export', (db) => {
  const snapshot = async () => {
    const { database, siteId } = db()
    const [pageCount] = await database.db.select({ n: count() }).from(pages).where(eq(pages.siteId, siteId))
    const [settingCount] = await database.db.select({ n: count() }).from(settings).where(eq(settings.siteId, siteId))
    const [site] = await database.db.select().from(sites).where(eq(sites.id, siteId))
    return { pages: pageCount!.n, settings: settingCount!.n, revision: site!.contentRevision }
  }
  const importInto = (bundle: unknown) => importBundle(db().database.db, db().siteId, bundle, { bundleDir, media })

  it('imports a bundle and exports it back unchanged', async () => {
    const car = { id: 24735, file: 'car.jpg', alt: 'A car', title: null, focal: { x: 70, y: 72 } }
    const bundle = { ...fixtureBundle(), media: [car] }
    const result = await importInto(bundle)
    expect(result).toEqual({ pages: 5, settings: 3, media: 1 })
    const exported = await exportBundle(db().database.db, db().siteId, { media })
    expect(exported.pages?.map((p) => p.path)).toEqual(['/', '/about', '/about/team', '/hidden', '/old'])
    expect(exported.media).toEqual([{ ...car, file: `media/${db().siteId}-24735.jpg` }])
    const about = exported.pages!.find((p) => p.path === '/about')!
    expect(about.blocks[1]!.fields.html).toBe('<p>Hello <strong>world</strong></p>')
    expect(about.blocks[0]!.fields).toMatchObject({ heading: 'About', header_size: 'xl', box_color: 'dark-theme' })
    expect(exported.metaheads).toEqual([
      { page: '/about', language: 'css', content: 'body{}', in_body: false, reload_on_each_page: false, sequence: 1 },
      {
        page: null,
        language: 'html',
        content: '<meta name="generator" content="Forecourt">',
        in_body: false,
        reload_on_each_page: false,
        sequence: 2,
      },
    ])
    expect(exported.nav_entries?.[0]).toMatchObject({ label: 'About', version: 1, children: [{ label: 'Team', url: '/about/team' }] })
    expect(exported.vehicles).toEqual([{ ...fixtureBundle().vehicles[0], engines: [{ ...fixtureBundle().vehicles[0]!.engines[0] }] }])

    // Re-importing the export gives the same export: the bundle is the portable form.
    await importInto({ ...exported, media: [car] })
    const again = await exportBundle(db().database.db, db().siteId, { media })
    expect(again.pages).toEqual(exported.pages)
    expect(again.settings).toEqual(exported.settings)
    expect(again.vehicles).toEqual(exported.vehicles)
  })

  const bad = (patch: (b: ReturnType<typeof fixtureBundle>) => unknown) => patch(fixtureBundle())
  it.each([
    ['a wrong format', bad((b) => ({ ...b, format: 'other/1' })), 'format: Invalid input: expected "forecourt.bundle/1"'],
    ['an unknown top-level key', bad((b) => ({ ...b, extra: 1 })), 'unknown key(s) extra'],
    [
      'a page path with ..',
      bad((b) => {
        b.pages[3]!.path = '/a/../b'
        return b
      }),
      'pages[3].path: must be a clean path',
    ],
    [
      'a page path without a slash',
      bad((b) => {
        b.pages[1]!.path = 'about'
        return b
      }),
      'pages[1].path',
    ],
    [
      'a duplicate path',
      bad((b) => {
        b.pages[2]!.path = '/about'
        return b
      }),
      'pages[2].path: duplicate path /about',
    ],
    [
      'an unknown template',
      bad((b) => {
        b.pages[0]!.blocks![0]!.template = 'nope'
        return b
      }),
      'pages[0].blocks[0].template: unknown template "nope" (block 1 on /)',
    ],
    [
      'an unknown field',
      bad((b) => {
        ;(b.pages[1]!.blocks![1]!.fields as Record<string, unknown>).colour = 'red'
        return b
      }),
      'pages[1].blocks[1].fields: unknown field (block 2 on /about, template "html-box", field "colour")',
    ],
    [
      'a wrong value type',
      bad((b) => {
        ;(b.pages[0]!.blocks![0]!.fields as Record<string, unknown>).heading = 42
        return b
      }),
      'pages[0].blocks[0].fields.heading: Invalid input: expected string, received number (block 1 on /, template "hero-title-banner", field "heading")',
    ],
    [
      'too many field groups',
      bad((b) => {
        ;(b.pages[1]!.blocks![1] as { groups?: unknown[] }).groups = [{}]
        return b
      }),
      'pages[1].blocks[1].groups: 1 field groups, at most 0 allowed (block 2 on /about, template "html-box")',
    ],
    ['a setting that is not a string', bad((b) => ({ ...b, settings: { 'a.b': 1 } })), 'settings["a.b"]: Invalid input: expected string'],
    [
      'invalid JSON in a JSON setting',
      bad((b) => ({ ...b, settings: { 'footer.columns': '[{' } })),
      'settings["footer.columns"]: Invalid JSON in footer.columns',
    ],
    [
      'a metahead for a missing page',
      bad((b) => {
        b.metaheads[1]!.page = '/missing'
        return b
      }),
      'metaheads[1].page: no page with path /missing in the bundle',
    ],
    [
      'a duplicate model key',
      bad((b) => ({ ...b, vehicles: [...b.vehicles, { key: 'e7-24my', name: 'Again' }] })),
      'vehicles[1].key: duplicate model key e7-24my',
    ],
    [
      'a model key with a space',
      bad((b) => {
        b.vehicles[0]!.key = 'e7 24my'
        return b
      }),
      'vehicles[0].key: must be a model key like e7-24my',
    ],
    [
      'a price that is not a number',
      bad((b) => ({ ...b, vehicles: [{ key: 'e5', name: 'E5', price: '€ 30,000' }] })),
      'vehicles[0].price: Invalid input: expected number',
    ],
    [
      'a media path outside the bundle',
      bad((b) => ({ ...b, media: [{ id: 1, file: '../etc/passwd' }] })),
      'media[0].file: must be a path inside the bundle folder',
    ],
    // Text no database holds: the transaction failed with the database's error instead.
    [
      'a NUL in a setting',
      bad((b) => ({ ...b, settings: { ...b.settings, 'general.site_name': 'Aurelia\u0000' } })),
      'settings["general.site_name"]: must not contain a NUL character (U+0000)',
    ],
    [
      'a lone surrogate in a page title',
      bad((b) => ({ ...b, pages: b.pages.map((page, index) => (index === 0 ? { ...page, title: 'Home \ud800' } : page)) })),
      'pages[0].title: must not contain a lone surrogate',
    ],
    [
      'nesting 100,000 levels deep',
      bad((b) => ({ ...b, settings: { ...b.settings, deep: JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown } })),
      'is nested deeper than 64 levels',
    ],
  ])('rejects %s, naming the path, and writes nothing', async (_what, bundle, message) => {
    const before = await snapshot()
    const error = await importInto(bundle).catch((e) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).errors).toEqual(expect.arrayContaining([expect.stringContaining(message)]))
    expect(await snapshot()).toEqual(before)
  })

  // A setting's value is checked as PUT /api/admin/settings/{key} checks it (its 422's detail).
  it.each([
    ['a flag that is neither true nor false', 'general.login_required', 'yes', 'general.login_required must be true or false, not "yes"'],
    ['a language that is no code', 'general.language', 'klingon', 'general.language must be a language code such as en_GB, not "klingon"'],
    ['a theme the product lacks', 'general.theme', 'nosuchtheme', 'general.theme must be one of aurelia, vantor, not "nosuchtheme"'],
    [
      'a number that is not whole',
      'forms.lead_retention_days',
      '30.5',
      'forms.lead_retention_days must be a whole number of at least 1, of at most 15 digits, not "30.5"',
    ],
    [
      'a URL that is not http(s)',
      'retailer.url',
      'ftp://example.com',
      'retailer.url must be an http(s) URL such as https://example.com/feed, or empty, not "ftp://example.com"',
    ],
    [
      'JSON of the wrong shape',
      'error_page.not_found',
      '[1,2]',
      'Invalid Object in error_page.not_found: line 1: Invalid input: expected object, received array',
    ],
    [
      'a message id the catalogue lacks',
      'i18n.messages',
      '{"shell.nope":"x"}',
      'i18n.messages: "shell.nope" is not a message id of the catalogue',
    ],
  ])('rejects %s in settings as the admin API does, naming the path, and writes nothing', async (_what, key, value, message) => {
    const before = await snapshot()
    const bundle = { ...fixtureBundle(), settings: { ...fixtureBundle().settings, [key]: value } }
    const error = await importInto(bundle).catch((e) => e)
    expect(error).toBeInstanceOf(BundleError)
    expect((error as BundleError).errors).toEqual([`settings[${JSON.stringify(key)}]: ${message}`])
    expect(await snapshot()).toEqual(before)
  })

  it('rejects text that is not JSON', async () => {
    const error = await importInto('{"format":').catch((e) => e)
    expect((error as BundleError).errors[0]).toMatch(/^bundle is not valid JSON/)
  })

  it.each([
    ['a missing file', 'missing.jpg', 'media[0].file: file not found (missing.jpg)'],
    ['a file that is not an image', 'not-an-image.jpg', 'media[0].file: not a JPEG, PNG, WebP, AVIF or GIF image (not-an-image.jpg)'],
  ])('rejects %s in media and writes nothing', async (_what, file, message) => {
    const before = await snapshot()
    const error = await importInto({ ...fixtureBundle(), media: [{ id: 5, file }] }).catch((e) => e)
    expect((error as BundleError).errors).toEqual([message])
    expect(await snapshot()).toEqual(before)
  })

  it('rolls back everything when a write fails inside the transaction', async () => {
    const before = await snapshot()
    // Valid on its own, but the metahead names a page that exists neither in the bundle nor in the site.
    const error = await importInto({
      format: 'forecourt.bundle/1',
      settings: { 'x.y': 'z' },
      metaheads: [{ page: '/nowhere', language: 'css', content: '' }],
    }).catch((e) => e)
    expect((error as BundleError).errors).toEqual(['metaheads[0].page: no page with path /nowhere'])
    expect(await snapshot()).toEqual(before)
  })

  it('compiles a bundle’s scss metaheads; one that does not compile is refused, naming it, and nothing is written', async () => {
    const before = await snapshot()
    const error = await importInto({
      format: 'forecourt.bundle/1',
      settings: { 'x.y': 'z' },
      metaheads: [{ page: null, language: 'scss', content: '.a { color: $nowhere }' }],
    }).catch((e) => e)
    expect((error as BundleError).errors).toEqual(['metaheads[0].content: the SCSS does not compile: Undefined variable. (line 1)'])
    expect(await snapshot()).toEqual(before)
    await importInto({
      format: 'forecourt.bundle/1',
      metaheads: [{ page: null, language: 'scss', content: '$c: red; .a { .b { color: $c } }' }],
    })
    const [stored] = await db().database.db.select().from(metaheads).where(eq(metaheads.siteId, db().siteId))
    expect(stored).toMatchObject({ language: 'scss', styles: '.a .b{color:red}' })
  })

  it('takes back the media files it stored when the transaction fails', async () => {
    const { siteId } = db()
    await importInto({ format: 'forecourt.bundle/1', media: [{ id: 24735, file: 'car.jpg', alt: 'A car', title: null }] })
    const kept = await media.readOriginal(`${siteId}-24735.jpg`)
    await sharp({ create: { width: 48, height: 27, channels: 3, background: '#822' } })
      .jpeg()
      .toFile(join(bundleDir, 'other-car.jpg'))
    const error = await importInto({
      format: 'forecourt.bundle/1',
      media: [
        { id: 24735, file: 'other-car.jpg', alt: 'Replaced', title: null },
        { id: 31, file: 'car.jpg', alt: 'New', title: null },
      ],
      metaheads: [{ page: '/nowhere', language: 'css', content: '' }],
    }).catch((e) => e)
    expect((error as BundleError).errors).toEqual(['metaheads[0].page: no page with path /nowhere'])
    expect(await media.hasOriginal(`${siteId}-31.jpg`)).toBe(false)
    expect((await media.readOriginal(`${siteId}-24735.jpg`))?.equals(kept!)).toBe(true)
  })

  it("records each image's size in bytes; rows stored without one get it from the original at start", async () => {
    const { database, siteId } = db()
    await importInto({ format: 'forecourt.bundle/1', media: [{ id: 24735, file: 'car.jpg', alt: 'A car', title: null }] })
    const sizeOf = async () => (await database.db.select({ size: images.sizeBytes }).from(images).where(eq(images.siteId, siteId)))[0]?.size
    const onDisk = statSync(join(bundleDir, 'car.jpg')).size
    expect(onDisk).toBeGreaterThan(0)
    expect(await sizeOf()).toBe(onDisk)

    // A row from an import before the fix: size 0, the original in the store.
    await database.db.update(images).set({ sizeBytes: 0 }).where(eq(images.siteId, siteId))
    expect(await recordMissingImageSizes(database.db, media)).toBeGreaterThanOrEqual(1)
    expect(await sizeOf()).toBe(onDisk)
    expect(await recordMissingImageSizes(database.db, media)).toBe(0)
  })

  describe('sections', () => {
    it('upserts settings key by key and leaves absent sections alone', async () => {
      const before = await snapshot()
      await importInto({ format: 'forecourt.bundle/1', settings: { 'general.site_name': 'Renamed' } })
      const after = await snapshot()
      expect(after.pages).toBe(before.pages)
      expect(after.settings).toBe(before.settings)
      expect(after.revision).toBe(before.revision + 1)
    })
  })

  describe("the pages' share image", () => {
    const other = { id: 7, file: 'car.jpg', alt: null, title: null, focal: null }

    it('must be an image of the library after the import, as the admin API asks', async () => {
      const before = await snapshot()
      await expect(
        importInto({ format: 'forecourt.bundle/1', settings: { 'media.default_image_id': '99' }, media: [other] }),
      ).rejects.toThrow('settings["media.default_image_id"]: the media library has no image 99')
      expect(await snapshot()).toEqual(before)
      await importInto({ format: 'forecourt.bundle/1', settings: { 'media.default_image_id': '7' }, media: [other] })
    })

    it('the default image stays in the library when the bundle’s media leave it out', async () => {
      await importInto({ format: 'forecourt.bundle/1', media: [{ ...other, id: 24735 }] })
      await importInto({ format: 'forecourt.bundle/1', media: [other] })
      const ids = await db().database.db.select({ id: images.id }).from(images).where(eq(images.siteId, db().siteId))
      expect(ids.map((row) => row.id).sort((a, b) => a - b)).toEqual([7, 24735])
    })
  })

  describe('base paths (ADR 191)', () => {
    const setBasePath = (basePath: string) => db().database.db.update(sites).set({ basePath }).where(eq(sites.id, db().siteId))

    it("moves a bundle's internal links to the base path it is imported at, and exports its own", async () => {
      try {
        await setBasePath('/en')
        await importInto({ ...fixtureBundle(), base_path: '/' })
        const exported = await exportBundle(db().database.db, db().siteId, { media })
        expect(exported.base_path).toBe('/en')
        expect(exported.pages?.map((p) => p.path)).toEqual(['/', '/about', '/about/team', '/hidden', '/old'])
        expect(exported.pages?.find((p) => p.path === '/old')?.to).toBe('/en/about')
        expect(exported.nav_entries?.[0]).toMatchObject({ children: [{ label: 'Team', url: '/en/about/team' }] })

        // Back at the root: the links come home, and a bundle without a base path imports as it is.
        await setBasePath('/')
        await importInto({ ...exported, media: undefined })
        const back = await exportBundle(db().database.db, db().siteId, { media })
        expect(back.pages?.find((p) => p.path === '/old')?.to).toBe('/about')
        await importInto({ ...fixtureBundle(), base_path: undefined, nav_entries: [{ label: 'Stock', url: '/en/stock' }] })
        const unmoved = await exportBundle(db().database.db, db().siteId, { media })
        expect(unmoved.nav_entries).toEqual([{ label: 'Stock', url: '/en/stock', target: '_self', version: 1, children: [] }])
      } finally {
        await setBasePath('/')
      }
    })

    it('refuses a base path that is not one, naming it', async () => {
      await expect(importInto({ format: 'forecourt.bundle/1', base_path: 'ar' })).rejects.toThrow(/base_path: a base path starts with \//)
    })
  })

  describe('forms and locations (ADR 054): by name, leads never', () => {
    const testDrive = {
      name: 'Test drive',
      type: 'test_drive',
      fields: [
        { id: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
        { id: 'retailer', type: 'location', label: 'Retailer' },
      ],
      settings: { notifications: { enabled: true, recipients: ['leads@example.com'] } },
    }
    const dealer = { code: 'LEEDS', name: 'Aurelia Leeds', email: 'leeds@example.com' }
    const bundle = (extra: Record<string, unknown> = {}) => ({
      format: 'forecourt.bundle/1',
      dealers: [dealer],
      locations: [
        { name: 'Leeds', dealer: 'LEEDS' },
        { name: 'Head office', email: 'hq@example.com', attributes: { region: 'North' } },
      ],
      forms: [testDrive, { name: 'Brochure', fields: [{ id: 'name', type: 'text', label: 'Name' }] }],
      ...extra,
    })
    const formRows = () => db().database.db.select().from(forms).where(eq(forms.siteId, db().siteId)).orderBy(forms.name)

    it('imports forms (version 1) and locations with their dealer, and exports them back', async () => {
      await importInto(bundle())
      const rows = await formRows()
      expect(rows.map((f) => [f.name, f.type, f.version])).toEqual([
        ['Brochure', 'general', 1],
        ['Test drive', 'test_drive', 1],
      ])
      const exported = await exportBundle(db().database.db, db().siteId, { media })
      expect(exported.locations).toEqual([
        { name: 'Head office', dealer: null, email: 'hq@example.com', attributes: { region: 'North' } },
        { name: 'Leeds', dealer: 'LEEDS', email: null, attributes: {} },
      ])
      expect(exported.forms?.map((f) => f.name)).toEqual(['Brochure', 'Test drive'])
      expect(exported.forms?.[1]).toMatchObject({
        type: 'test_drive',
        layout: 'single_column',
        settings: { notifications: { recipients: ['leads@example.com'] } },
      })
      expect(Object.keys(exported)).not.toContain('leads')
    })

    it('again: unchanged forms keep id and version, a changed one gets a new version; a form with leads is never dropped', async () => {
      const before = new Map((await formRows()).map((f) => [f.name, f]))
      await db()
        .database.db.insert(leads)
        .values({
          siteId: db().siteId,
          formId: before.get('Brochure')!.id,
          formVersion: 1,
          data: {},
          idempotencyKey: 'bundle-lead-key-0001',
        })
      const changed = { ...testDrive, submit_label: 'Book' }
      await importInto(bundle({ forms: [changed, { name: 'Offers', fields: [{ id: 'name', type: 'text', label: 'Name' }] }] }))
      const after = new Map((await formRows()).map((f) => [f.name, f]))
      expect(after.get('Test drive')).toMatchObject({ id: before.get('Test drive')!.id, version: 2 })
      expect(after.get('Brochure')).toMatchObject({ id: before.get('Brochure')!.id, version: 1 })
      expect(after.get('Offers')!.version).toBe(1)
      await importInto(bundle({ forms: [changed] }))
      expect((await formRows()).map((f) => [f.name, f.version])).toEqual([
        ['Brochure', 1],
        ['Test drive', 2],
      ])
    })

    it.each([
      [{ forms: [{ ...testDrive, fields: [{ id: 'email', type: 'colour', label: 'E-mail' }] }] }, 'forms[0].fields[0].type'],
      [{ forms: [testDrive, testDrive] }, 'forms[1].name: duplicate form Test drive (also forms[0])'],
      [{ locations: [{ name: 'Leeds', dealer: 'NOPE' }] }, 'locations[0].dealer: no dealer with code NOPE in the bundle'],
      [{ locations: [{ name: 'Leeds', email: 'nope' }] }, 'locations[0].email: Enter a valid e-mail address'],
    ])('a bad bundle changes nothing and names the path (%#)', async (patch, message) => {
      const before = await formRows()
      await expect(importInto(bundle(patch))).rejects.toThrow(message)
      expect(await formRows()).toEqual(before)
    })

    it("maps the pages' form references to the ids the forms get here, and exports those ids (ADR 060)", async () => {
      const page = {
        path: '/test-drive',
        title: 'Test drive',
        blocks: [
          { template: 'form-component', fields: { form_id: 901 } },
          { template: 'html-box', fields: { html: '<p>Hi</p>' } },
        ],
      }
      await importInto(
        bundle({
          forms: [
            { ...testDrive, id: 901 },
            { name: 'Brochure', id: 902, fields: testDrive.fields },
          ],
          pages: [page],
        }),
      )
      const testDriveId = (await formRows()).find((f) => f.name === 'Test drive')!.id
      expect(testDriveId).not.toBe(901)
      const exported = await exportBundle(db().database.db, db().siteId, { media })
      expect(exported.pages?.[0]?.blocks[0]?.fields).toMatchObject({ form_id: testDriveId })
      expect(exported.forms?.find((f) => f.name === 'Test drive')?.id).toBe(testDriveId)
      // Exported and imported again (another install would do the same): the references hold.
      await importInto({ format: exported.format, pages: exported.pages, forms: exported.forms })
      const again = await exportBundle(db().database.db, db().siteId, { media })
      expect(again.pages?.[0]?.blocks[0]?.fields).toMatchObject({ form_id: testDriveId })
    })

    it('refuses a page naming a form id the bundle does not carry, changing nothing', async () => {
      const before = await formRows()
      const page = { path: '/x', title: 'X', blocks: [{ template: 'form-component', fields: { form_id: 77 } }] }
      await expect(importInto(bundle({ forms: [{ ...testDrive, id: 5 }], pages: [page] }))).rejects.toThrow(
        'pages[0].blocks[0].fields.form_id: no form with id 77 in the bundle',
      )
      expect(await formRows()).toEqual(before)
    })

    it('a location naming a dealer the market lacks (no dealers in the bundle) is refused, in one transaction', async () => {
      const { dealers: _dealers, ...withoutDealers } = bundle({ locations: [{ name: 'Else', dealer: 'ELSEWHERE' }] })
      await expect(importInto(withoutDealers)).rejects.toThrow('locations[0].dealer: the market has no dealer with code ELSEWHERE')
      const exported = await exportBundle(db().database.db, db().siteId, { media })
      expect(exported.locations?.map((l) => l.name)).toEqual(['Head office', 'Leeds'])
    })
  })
})
