import { z } from 'zod'
import { dealerInputSchema } from '~/dealers/dealer.ts'
import { formAttributesSchema } from '~/forms/form-attributes.ts'
import { bundleLocationSchema } from '~/forms/location.ts'
import { mapButtonFormTargets, mapFormReferences } from './form-refs.ts'
import { metaheadLanguages } from '~/content/page.ts'
import { findUnstorable } from '~/lib/storable.ts'
import { formatIssuePath, pagePath, bundlePageSchema, validateBlock, validatePageAddresses } from '~/content/page-schema.ts'
import { settingKey } from '~/settings/keys.ts'
import { normaliseBasePath } from '~/sites/sites.ts'
import { storedSettingProblem } from '~/settings/setting-problem.server.ts'
import { vehicleModelSchema } from '~/vehicles/vehicles.ts'
import { checkStockBundle, stockBundleSections } from '~/stock/write/bundle.ts'

/**
 * The site bundle, `forecourt.bundle/1` (ARCHITECTURE.md, Contracts): the portable form of a
 * market's content. Unknown keys anywhere are errors, so a typo never imports silently.
 */
export const BUNDLE_FORMAT = 'forecourt.bundle/1'

const metaheadSchema = z.strictObject({
  page: pagePath.nullable().default(null),
  language: z.enum(metaheadLanguages),
  content: z.string().max(100_000),
  in_body: z.boolean().default(false),
  reload_on_each_page: z.boolean().default(false),
  sequence: z.number().int().default(0),
})

export interface BundleNavEntry {
  label: string
  url: string | null
  target: '_self' | '_blank'
  version: 1 | 2
  children: BundleNavEntry[]
}
const navEntrySchema: z.ZodType<BundleNavEntry, unknown> = z.lazy(() =>
  z.strictObject({
    label: z.string().min(1).max(200),
    url: z.string().max(2048).nullable().default(null),
    target: z.enum(['_self', '_blank']).default('_self'),
    version: z.union([z.literal(1), z.literal(2)]).default(1),
    children: z.array(navEntrySchema).max(100).default([]),
  }),
)

/** A focal point, whole percent of the width and height. */
export const focalPointSchema = z.strictObject({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) })

/** ADR 060: a form with its id where the bundle was made, which the pages' form references name. */
const bundleFormSchema = formAttributesSchema.safeExtend({ id: z.number().int().positive().optional() })

const mediaSchema = z.strictObject({
  id: z.number().int().positive(),
  file: z
    .string()
    .min(1)
    .max(500)
    .refine((f) => !f.split(/[\\/]/).includes('..') && !f.startsWith('/'), {
      message: 'must be a path inside the bundle folder',
    }),
  alt: z.string().max(300).nullable().default(null),
  title: z.string().max(300).nullable().default(null),
  /** The subject's centre in percent (ADR 052); left out: the centre. */
  focal: focalPointSchema.nullable().default(null),
})

/**
 * Settings by key, each value checked as the admin API checks it (a flag true or false, a choice
 * one of its options, JSON of its key's shape …): a value the back office refuses never imports
 * silently. Keys the product does not read take any text, as the admin API stores them.
 */
const settingsSchema = z.record(settingKey, z.string().max(200_000)).superRefine((values, ctx) => {
  for (const [key, value] of Object.entries(values)) {
    const problem = storedSettingProblem(key, value)
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem })
  }
})

const basePath = z
  .string()
  .max(200)
  .regex(/^\/[^\s?#]*$/, 'a base path starts with / and has no spaces, ? or #')
  .transform(normaliseBasePath)

export const bundleSchema = z
  .strictObject({
    format: z.literal(BUNDLE_FORMAT),
    /**
     * ADR 191: the base path of the market it was exported from; an import under another base
     * path moves its internal links there. Absent (older bundles): links are imported as they are.
     */
    base_path: basePath.optional(),
    settings: settingsSchema.optional(),
    media: z.array(mediaSchema).max(10_000).optional(),
    pages: z.array(bundlePageSchema).max(10_000).optional(),
    metaheads: z.array(metaheadSchema).max(1_000).optional(),
    nav_entries: z.array(navEntrySchema).max(500).optional(),
    vehicles: z.array(vehicleModelSchema).max(1_000).optional(),
    dealers: z.array(dealerInputSchema).max(10_000).optional(),
    /** ADR 054: by dealer code; leads are never in a bundle (personal data). */
    locations: z.array(bundleLocationSchema).max(10_000).optional(),
    /** ADR 054: each form's name, type and definition, as GET /api/forms/forms/{id}/export gives it. */
    forms: z.array(bundleFormSchema).max(500).optional(),
    /**
     * ADR 086: the stock configuration (publication lists, button sets, showroom and order-online
     * config entries), upserted by identity; never vehicles (those come from feeds).
     */
    ...stockBundleSections,
  })
  .superRefine((bundle, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    const seenPaths = new Map<string, number>()
    bundle.pages?.forEach((page, p) => {
      const first = seenPaths.get(page.path)
      if (first !== undefined) issue(['pages', p, 'path'], `duplicate path ${page.path} (also pages[${first}])`)
      seenPaths.set(page.path, p)
      validatePageAddresses(page, ['pages', p], issue)
      page.blocks.forEach((block, b) => validateBlock(block, ['pages', p, 'blocks', b], page.path, issue))
    })
    bundle.metaheads?.forEach((metahead, m) => {
      if (metahead.page !== null && bundle.pages && !seenPaths.has(metahead.page)) {
        issue(['metaheads', m, 'page'], `no page with path ${metahead.page} in the bundle`)
      }
    })
    const modelKeys = new Set<string>()
    bundle.vehicles?.forEach((model, v) => {
      if (modelKeys.has(model.key)) issue(['vehicles', v, 'key'], `duplicate model key ${model.key}`)
      modelKeys.add(model.key)
    })
    const dealerCodes = new Map<string, number>()
    bundle.dealers?.forEach((dealer, d) => {
      const first = dealerCodes.get(dealer.code)
      if (first !== undefined) issue(['dealers', d, 'code'], `duplicate dealer code ${dealer.code} (also dealers[${first}])`)
      dealerCodes.set(dealer.code, d)
    })
    const locationNames = new Map<string, number>()
    bundle.locations?.forEach((location, l) => {
      const first = locationNames.get(location.name)
      if (first !== undefined) issue(['locations', l, 'name'], `duplicate location ${location.name} (also locations[${first}])`)
      locationNames.set(location.name, l)
      if (location.dealer !== null && bundle.dealers && !dealerCodes.has(location.dealer))
        issue(['locations', l, 'dealer'], `no dealer with code ${location.dealer} in the bundle`)
    })
    const formNames = new Map<string, number>()
    bundle.forms?.forEach((form, f) => {
      const first = formNames.get(form.name)
      if (first !== undefined) issue(['forms', f, 'name'], `duplicate form ${form.name} (also forms[${first}])`)
      formNames.set(form.name, f)
    })
    const formIds = new Map<number, number>()
    bundle.forms?.forEach((form, f) => {
      if (form.id === undefined) return
      const first = formIds.get(form.id)
      if (first !== undefined) issue(['forms', f, 'id'], `duplicate form id ${form.id} (also forms[${first}])`)
      formIds.set(form.id, f)
    })
    // ADR 060: with form ids in the bundle, every form a page or a showroom config entry (its
    // form items, spec 3 §3) names must be one of them.
    const named = new Map([...formIds.keys()].map((id) => [id, id]))
    if (named.size > 0) {
      bundle.pages?.forEach((page, p) => {
        for (const problem of mapFormReferences(page.blocks, named, `pages[${p}].blocks`).unknown) issue([], problem)
      })
      bundle.config_entries?.forEach((entry, e) => {
        for (const problem of mapFormReferences(entry.data, named, `config_entries[${e}].data`).unknown) issue([], problem)
      })
      for (const problem of mapButtonFormTargets(bundle.button_sets ?? [], named).unknown) issue([], problem)
    }
    checkStockBundle(bundle, issue)
    const mediaIds = new Set<number>()
    bundle.media?.forEach((image, i) => {
      if (mediaIds.has(image.id)) issue(['media', i, 'id'], `duplicate media id ${image.id}`)
      mediaIds.add(image.id)
    })
  })
export type Bundle = z.infer<typeof bundleSchema>
export type BundlePage = z.infer<typeof bundlePageSchema>

export type BundleResult = { ok: true; bundle: Bundle } | { ok: false; errors: string[] }

/** Validates a whole bundle (text or value); every problem is reported with its path. */
export function parseBundle(input: unknown): BundleResult {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch (error) {
      return { ok: false, errors: [`bundle is not valid JSON: ${(error as Error).message}`] }
    }
  }
  // Before the schema: text no database holds (a NUL, a lone surrogate) failed the import's
  // transaction with the database's error, and nesting no bundle needs is not walked.
  const unstorable = findUnstorable(value)
  if (unstorable) return { ok: false, errors: [`${formatIssuePath(unstorable.path) || 'bundle'}: ${unstorable.problem}`] }
  const result = bundleSchema.safeParse(value)
  if (result.success) return { ok: true, bundle: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((i) => {
      const where = formatIssuePath(i.path)
      const message = i.code === 'unrecognized_keys' ? `unknown key(s) ${i.keys.join(', ')}` : i.message
      return where ? `${where}: ${message}` : message
    }),
  }
}
