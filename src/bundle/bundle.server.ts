import { reindexSite } from '~/search/index.server.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Db, Tx } from '~/db/client.server.ts'
import { metaheadStyles } from '~/content/metahead-styles.server.ts'
import { blocks, dealers, images, metaheads, navEntries, pages, pageVersions, settings, sites, vehicleModels } from '~/db/schema/index.ts'
import { documentOf, pageColumns, publishedDocument, replaceBlocks } from '~/content/page-store.server.ts'
import { replaceVehicleModels } from '~/vehicles/vehicles.server.ts'
import { exportDealers, replaceDealers } from '~/dealers/dealers.server.ts'
import { splitFormAttributes } from '~/forms/form-attributes.ts'
import { exportForms, replaceForms } from '~/forms/forms.server.ts'
import { exportLocations, replaceLocations } from '~/forms/locations.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { DEFAULT_IMAGE } from '~/media/default-image.server.ts'
import { hasImage } from '~/settings/admin.server.ts'
import { inspectImage, withStoredOriginals, type ImageFacts } from '~/media/storage.server.ts'
import type { MetaheadLanguage } from '~/content/page.ts'
import { exportStockBundle, relinkVehicleDealers, writeStockBundle } from '~/stock/write/bundle.server.ts'
import { mapButtonFormTargets, mapFormReferences } from './form-refs.ts'
import { moveBundleLinks } from './move-links.ts'
import { marketsShareHost, normaliseBasePath } from '~/sites/sites.ts'
import { BUNDLE_FORMAT, parseBundle, type Bundle, type BundleNavEntry } from './bundle.ts'

export class BundleError extends Error {
  constructor(readonly errors: string[]) {
    super(`The bundle was not imported:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
  }
}

/**
 * Imports a bundle into a site (ARCHITECTURE.md, Contracts): the whole bundle is validated first
 * (including its media files), then written in one transaction. Sections present in the bundle
 * replace the site's; settings are upserted key by key (ADR 003), the stock configuration by its
 * identity, never deleting a list or its vehicles (ADR 086). A bad bundle changes nothing.
 */
export async function importBundle(
  db: Db,
  siteId: number,
  input: unknown,
  options: { bundleDir: string; media: MediaStore },
): Promise<{ pages: number; settings: number; media: number }> {
  const parsed = parseBundle(input)
  if (!parsed.ok) throw new BundleError(parsed.errors)
  const bundle = await withLinksMoved(db, siteId, parsed.bundle)

  const mediaFacts = new Map<number, BundleImageFacts & { source: string }>()
  const mediaErrors: string[] = []
  for (const [i, image] of (bundle.media ?? []).entries()) {
    const source = resolve(options.bundleDir, image.file)
    try {
      mediaFacts.set(image.id, { ...(await inspectImage(source)), source })
    } catch (error) {
      mediaErrors.push(`media[${i}].file: ${(error as Error).message} (${image.file})`)
    }
  }
  if (mediaErrors.length > 0) throw new BundleError(mediaErrors)

  // Files first under their final names, taken back if the transaction fails.
  const originals = [...mediaFacts].map(([id, facts]) => ({ id, extension: facts.extension, read: () => readFile(facts.source) }))
  const stored = await withStoredOriginals(options.media, siteId, originals, async (fileNames) => {
    await writeBundle(db, siteId, bundle, mediaFacts, fileNames)
    return fileNames
  })
  return { pages: bundle.pages?.length ?? 0, settings: Object.keys(bundle.settings ?? {}).length, media: stored.size }
}

/** The bundle with its internal links under this market's base path, when it names another (ADR 191). */
async function withLinksMoved(db: Db, siteId: number, bundle: Bundle): Promise<Bundle> {
  if (bundle.base_path === undefined) return bundle
  const markets = await db.select({ id: sites.id, basePath: sites.basePath, hostnames: sites.hostnames }).from(sites)
  const mine = markets.find((market) => market.id === siteId)
  if (!mine) return bundle
  const others = markets
    .filter((market) => market.id !== siteId && marketsShareHost(market.hostnames, mine.hostnames))
    .map((market) => normaliseBasePath(market.basePath))
  return moveBundleLinks(bundle, { from: bundle.base_path, to: normaliseBasePath(mine.basePath), others })
}

type BundleImageFacts = ImageFacts & { sizeBytes: number }

/** The bundle's rows in one transaction; `stored` names each image's original in the store. */
async function writeBundle(db: Db, siteId: number, bundle: Bundle, mediaFacts: Map<number, BundleImageFacts>, stored: Map<number, string>) {
  await db.transaction(async (tx) => {
    if (bundle.settings) {
      for (const [key, value] of Object.entries(bundle.settings)) {
        await tx
          .insert(settings)
          .values({ siteId, key, value })
          .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value, updatedAt: new Date() } })
      }
    }
    if (bundle.media) {
      // The default image, every image field's default, stays unless the bundle brings its own (ADR 043).
      const bringsDefault = bundle.media.some((image) => image.id === DEFAULT_IMAGE.id)
      await tx
        .delete(images)
        .where(bringsDefault ? eq(images.siteId, siteId) : and(eq(images.siteId, siteId), ne(images.id, DEFAULT_IMAGE.id)))
      for (const image of bundle.media) {
        const facts = mediaFacts.get(image.id)!
        await tx.insert(images).values({
          siteId,
          id: image.id,
          fileName: stored.get(image.id)!,
          mimeType: facts.mimeType,
          width: facts.width,
          height: facts.height,
          alt: image.alt,
          title: image.title,
          focalX: image.focal?.x ?? null,
          focalY: image.focal?.y ?? null,
          // The media library shows it (every demo image said '0 B').
          sizeBytes: facts.sizeBytes,
        })
      }
    }
    // The pages' share image, as the admin API checks it: one the library has after this import.
    const shareImage = bundle.settings?.['media.default_image_id']
    if (shareImage !== undefined && !(await hasImage(tx, siteId, Number(shareImage))))
      throw new BundleError([
        `settings["media.default_image_id"]: the media library has no image ${shareImage}; give the id of one of its images or of the bundle's media`,
      ])
    // Forms before pages: the pages name them by the ids they get here (ADR 060).
    const formIds = bundle.forms ? await importForms(tx, siteId, bundle.forms) : new Map<number, number>()
    const pageIds = bundle.pages
      ? await replacePages(
          tx,
          siteId,
          bundle.pages.map((page) => ({ ...page, blocks: mapFormReferences(page.blocks, formIds).value })),
        )
      : await existingPageIds(tx, siteId)
    if (bundle.metaheads) {
      await tx.delete(metaheads).where(eq(metaheads.siteId, siteId))
      for (const [m, metahead] of bundle.metaheads.entries()) {
        const pageId = metahead.page === null ? null : pageIds.get(metahead.page)
        if (pageId === undefined) throw new BundleError([`metaheads[${m}].page: no page with path ${metahead.page}`])
        const compiled = await metaheadStyles(metahead.language, metahead.content)
        if (compiled.problem !== undefined) throw new BundleError([`metaheads[${m}].content: ${compiled.problem}`])
        await tx.insert(metaheads).values({
          siteId,
          pageId,
          language: metahead.language,
          content: metahead.content,
          styles: compiled.styles,
          inBody: metahead.in_body,
          reloadOnEachPage: metahead.reload_on_each_page,
          sequence: metahead.sequence,
        })
      }
    }
    if (bundle.nav_entries) {
      await tx.delete(navEntries).where(eq(navEntries.siteId, siteId))
      await insertNavEntries(tx, siteId, bundle.nav_entries, null)
    }
    if (bundle.vehicles) await replaceVehicleModels(tx, siteId, bundle.vehicles)
    if (bundle.dealers) {
      await replaceDealers(tx, siteId, bundle.dealers)
      await relinkVehicleDealers(tx, siteId)
    }
    if (bundle.locations) await replaceLocations(tx, siteId, await withDealerIds(tx, siteId, bundle.locations))
    await writeStockBundle(tx, siteId, {
      listings: bundle.listings,
      // A button's form target names a form of this bundle, as a page does (ADR 060, 105).
      button_sets: bundle.button_sets && mapButtonFormTargets(bundle.button_sets, formIds).value,
      config_entries: bundle.config_entries?.map((entry) => ({ ...entry, data: mapFormReferences(entry.data, formIds).value })),
    })
    // New pages, or a new language (its text-search configuration): the market's index anew (ADR 114).
    if (bundle.pages || bundle.settings) await reindexSite(tx, siteId)
    await bumpContentRevision(tx, siteId)
  })
}

/** The bundle's forms written by name; answers each bundle form id's id here (ADR 060). */
async function importForms(tx: Tx, siteId: number, list: NonNullable<Bundle['forms']>) {
  const idByName = await replaceForms(
    tx,
    siteId,
    list.map(({ id: _, ...form }) => splitFormAttributes(form)),
  )
  return new Map(list.flatMap((form) => (form.id === undefined ? [] : [[form.id, idByName.get(form.name)!] as const])))
}

/** A bundle's locations with their dealers' ids in the market (after its dealers were written). */
async function withDealerIds(tx: Tx, siteId: number, list: NonNullable<Bundle['locations']>) {
  const rows = await tx.select({ id: dealers.id, code: dealers.code }).from(dealers).where(eq(dealers.siteId, siteId))
  const idByCode = new Map(rows.map((row) => [row.code, row.id]))
  return list.map(({ dealer, ...location }, l) => {
    const dealerId = dealer === null ? null : idByCode.get(dealer)
    if (dealerId === undefined) throw new BundleError([`locations[${l}].dealer: the market has no dealer with code ${dealer}`])
    return { ...location, dealer_id: dealerId }
  })
}

async function existingPageIds(tx: Tx, siteId: number) {
  const rows = await tx.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.siteId, siteId))
  return new Map(rows.map((r) => [r.path, r.id]))
}

/**
 * The bundle's pages replace the site's (their versions go with them). Each imported page is
 * published as version 1 holding what was imported, so the editor can always restore it;
 * the version is the stored state, with the templates' defaults and sanitised HTML.
 */
async function replacePages(tx: Tx, siteId: number, bundlePages: NonNullable<Bundle['pages']>) {
  await tx.delete(pages).where(eq(pages.siteId, siteId))
  const ids = new Map<string, number>()
  for (const { path, ...document } of bundlePages) {
    const [row] = await tx
      .insert(pages)
      .values({ siteId, path, ...pageColumns(document) })
      .returning()
    ids.set(path, row!.id)
    await replaceBlocks(tx, row!.id, document.blocks)
    const imported = await publishedDocument(tx, row!)
    await tx.insert(pageVersions).values({ pageId: row!.id, number: 1, document: imported, publishedAt: row!.publishedAt ?? new Date() })
  }
  return ids
}

async function insertNavEntries(tx: Tx, siteId: number, entries: BundleNavEntry[], parentId: number | null) {
  for (const [position, entry] of entries.entries()) {
    const [row] = await tx
      .insert(navEntries)
      .values({
        siteId,
        version: entry.version,
        parentId,
        label: entry.label,
        url: entry.url,
        target: entry.target,
        position,
      })
      .returning({ id: navEntries.id })
    await insertNavEntries(tx, siteId, entry.children, row!.id)
  }
}

/** Exports a site as a bundle; with `outDir` the media originals are copied from the store beside it. */
export async function exportBundle(db: Db, siteId: number, options: { media: MediaStore; outDir?: string }): Promise<Bundle> {
  const settingRows = await db.select().from(settings).where(eq(settings.siteId, siteId)).orderBy(asc(settings.key))
  const imageRows = await db.select().from(images).where(eq(images.siteId, siteId)).orderBy(asc(images.id))
  const pageRows = await db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.path))
  const blockRows =
    pageRows.length === 0
      ? []
      : await db
          .select()
          .from(blocks)
          .where(
            inArray(
              blocks.pageId,
              pageRows.map((p) => p.id),
            ),
          )
          .orderBy(asc(blocks.pageId), asc(blocks.position))
  const metaheadRows = await db
    .select()
    .from(metaheads)
    .where(eq(metaheads.siteId, siteId))
    .orderBy(asc(metaheads.sequence), asc(metaheads.id))
  const navRows = await db
    .select()
    .from(navEntries)
    .where(eq(navEntries.siteId, siteId))
    .orderBy(asc(navEntries.position), asc(navEntries.id))
  const vehicleRows = await db
    .select()
    .from(vehicleModels)
    .where(eq(vehicleModels.siteId, siteId))
    .orderBy(asc(vehicleModels.position), asc(vehicleModels.key))
  const dealerList = await exportDealers(db, siteId)
  const locationList = await exportLocations(db, siteId)
  const formList = await exportForms(db, siteId)
  const stock = await exportStockBundle(db, siteId)

  if (options.outDir) {
    await mkdir(join(options.outDir, 'media'), { recursive: true })
    for (const image of imageRows) {
      const bytes = await options.media.readOriginal(image.fileName)
      if (!bytes) throw new Error(`The original ${image.fileName} of image ${image.id} is missing from ${options.media.location}`)
      await writeFile(join(options.outDir, 'media', image.fileName), bytes)
    }
  }
  const pathById = new Map(pageRows.map((p) => [p.id, p.path]))
  const navTree = (parentId: number | null): BundleNavEntry[] =>
    navRows
      .filter((n) => n.parentId === parentId)
      .map((n) => ({
        label: n.label,
        url: n.url,
        target: n.target === '_blank' ? '_blank' : '_self',
        version: n.version === 2 ? 2 : 1,
        children: navTree(n.id),
      }))
  const [site] = await db.select({ basePath: sites.basePath }).from(sites).where(eq(sites.id, siteId))
  return {
    format: BUNDLE_FORMAT,
    base_path: normaliseBasePath(site?.basePath ?? '/'),
    settings: Object.fromEntries(settingRows.map((s) => [s.key, s.value])),
    media: imageRows.map((i) => ({
      id: i.id,
      file: `media/${i.fileName}`,
      alt: i.alt,
      title: i.title,
      focal: i.focalX === null || i.focalY === null ? null : { x: i.focalX, y: i.focalY },
    })),
    pages: pageRows.map((p) => ({
      path: p.path,
      ...documentOf(
        p,
        blockRows.filter((b) => b.pageId === p.id),
      ),
    })),
    metaheads: metaheadRows.map((m) => ({
      page: m.pageId === null ? null : (pathById.get(m.pageId) ?? null),
      language: m.language as MetaheadLanguage,
      content: m.content,
      in_body: m.inBody,
      reload_on_each_page: m.reloadOnEachPage,
      sequence: m.sequence,
    })),
    nav_entries: navTree(null),
    vehicles: vehicleRows.map((v) => ({
      key: v.key,
      name: v.name,
      body_style: v.bodyStyle,
      price: v.price,
      lease_price: v.leasePrice,
      specs: v.specs,
      engines: v.engines,
    })),
    dealers: dealerList,
    locations: locationList,
    forms: formList,
    ...stock,
  }
}
