import { z } from 'zod'
import { findTemplate } from '~/blocks/registry.ts'
import { dealerInputSchema } from '~/dealers/dealer.ts'
import { normalizePagePath } from '~/content/redirect.ts'
import { jsonSettingKeys } from '~/settings/keys.ts'
import { vehicleModelSchema } from '~/vehicles/vehicles.ts'

/**
 * The site bundle, `forecourt.bundle/1` (ARCHITECTURE.md, Contracts): the portable form of a
 * market's content. Unknown keys anywhere are errors, so a typo never imports silently.
 */
export const BUNDLE_FORMAT = 'forecourt.bundle/1'

export const settingKey = z.string().regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_{}-]+)*$/, 'not a setting key').max(200)

export const pagePath = z.string().max(2048).refine((p) => p.startsWith('/') && normalizePagePath(p) === p, {
  message: 'must be a clean path starting with / (no "..", no trailing slash, no encoded junk)',
})

const blockSchema = z.strictObject({
  template: z.string().min(1).max(100),
  fields: z.record(z.string(), z.unknown()).default({}),
  groups: z.array(z.record(z.string(), z.unknown())).max(1000).default([]),
})

export const bundlePageSchema = z.strictObject({
  path: pagePath,
  page_type: z.string().min(1).max(50).default('page'),
  title: z.string().max(300).nullable().default(null),
  enabled: z.boolean().default(true),
  meta_title: z.string().max(300).nullable().default(null),
  meta_description: z.string().max(1000).nullable().default(null),
  canonical_url: z.string().max(2048).nullable().default(null),
  disable_seo_tracking: z.boolean().default(false),
  external_meta_image: z.string().max(2048).nullable().default(null),
  image_id: z.number().int().positive().nullable().default(null),
  type: z.enum(['url_redirection']).nullable().default(null),
  to: z.string().max(2048).nullable().default(null),
  http_code: z.number().int().min(300).max(399).nullable().default(null),
  redirect_path: z.string().max(2048).nullable().default(null),
  link_type: z.enum(['internal', 'external', 'file']).nullable().default(null),
  link_new_window: z.boolean().default(false),
  blocks: z.array(blockSchema).max(200).default([]),
})

export const metaheadLanguages = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const
export type MetaheadLanguage = (typeof metaheadLanguages)[number]

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
const navEntrySchema: z.ZodType<BundleNavEntry, unknown> = z.lazy(() => z.strictObject({
  label: z.string().min(1).max(200),
  url: z.string().max(2048).nullable().default(null),
  target: z.enum(['_self', '_blank']).default('_self'),
  version: z.union([z.literal(1), z.literal(2)]).default(1),
  children: z.array(navEntrySchema).max(100).default([]),
}))

const mediaSchema = z.strictObject({
  id: z.number().int().positive(),
  file: z.string().min(1).max(500).refine((f) => !f.split(/[\\/]/).includes('..') && !f.startsWith('/'), {
    message: 'must be a path inside the bundle folder',
  }),
  alt: z.string().max(300).nullable().default(null),
  title: z.string().max(300).nullable().default(null),
})

export const bundleSchema = z.strictObject({
  format: z.literal(BUNDLE_FORMAT),
  settings: z.record(settingKey, z.string().max(200_000)).optional(),
  media: z.array(mediaSchema).max(10_000).optional(),
  pages: z.array(bundlePageSchema).max(10_000).optional(),
  metaheads: z.array(metaheadSchema).max(1_000).optional(),
  nav_entries: z.array(navEntrySchema).max(500).optional(),
  vehicles: z.array(vehicleModelSchema).max(1_000).optional(),
  dealers: z.array(dealerInputSchema).max(10_000).optional(),
}).superRefine((bundle, ctx) => {
  const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message })
  for (const [key, value] of Object.entries(bundle.settings ?? {})) {
    if (!jsonSettingKeys.has(key) || value.trim() === '') continue
    try { JSON.parse(value) } catch { issue(['settings', key], `Invalid JSON in ${key}`) }
  }
  const seenPaths = new Map<string, number>()
  bundle.pages?.forEach((page, p) => {
    const first = seenPaths.get(page.path)
    if (first !== undefined) issue(['pages', p, 'path'], `duplicate path ${page.path} (also pages[${first}])`)
    seenPaths.set(page.path, p)
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
  const mediaIds = new Set<number>()
  bundle.media?.forEach((image, i) => {
    if (mediaIds.has(image.id)) issue(['media', i, 'id'], `duplicate media id ${image.id}`)
    mediaIds.add(image.id)
  })
})
export type Bundle = z.infer<typeof bundleSchema>
export type BundlePage = z.infer<typeof bundlePageSchema>

/** Checks a block against its template; errors name the block and the field symbol. */
export function validateBlock(
  block: z.infer<typeof blockSchema>, at: (string | number)[], pagePathValue: string,
  issue: (path: PropertyKey[], message: string) => void,
) {
  const label = `block ${Number(at[at.length - 1]) + 1} on ${pagePathValue}`
  const template = findTemplate(block.template)
  if (!template) {
    issue([...at, 'template'], `unknown template "${block.template}" (${label})`)
    return
  }
  const report = (where: PropertyKey[], error: z.ZodError) => {
    for (const problem of error.issues) {
      const field = problem.code === 'unrecognized_keys' ? problem.keys.join(', ') : String(problem.path[0] ?? '')
      const message = problem.code === 'unrecognized_keys' ? 'unknown field' : problem.message
      issue([...where, ...problem.path], `${message} (${label}, template "${template.key}", field "${field}")`)
    }
  }
  const fields = template.schema.safeParse(block.fields)
  if (!fields.success) report([...at, 'fields'], fields.error)
  // spec 2 §3.1 max_field_groups; a template without field groups takes none.
  const maxGroups = template.field_groups_template.length === 0 ? 0 : template.max_field_groups ?? Infinity
  if (block.groups.length > maxGroups) {
    issue([...at, 'groups'], `${block.groups.length} field groups, at most ${maxGroups} allowed (${label}, template "${template.key}")`)
    return
  }
  block.groups.forEach((group, g) => {
    const result = template.groupSchema.safeParse(group)
    if (!result.success) report([...at, 'groups', g], result.error)
  })
}

/** `pages[3].path` style paths for error messages. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`
    const key = String(part)
    if (/^[A-Za-z_][\w-]*$/.test(key)) return out ? `${out}.${key}` : key
    return `${out}[${JSON.stringify(key)}]`
  }, '')
}

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
