import { z } from 'zod'
import { findTemplate } from '~/blocks/registry.ts'
import { normalizePagePath } from './redirect.ts'
import { unreachablePagePath } from './reachable-path.ts'
import { databaseId } from '~/lib/database-integer.ts'

/**
 * A page with its blocks as the site bundle, drafts and versions carry it (ADR 021), and the
 * check of each block against its template. Owned by content; the bundle composes it.
 */
export const pagePath = z
  .string()
  .max(2048)
  .refine((p) => p.startsWith('/') && normalizePagePath(p) === p, {
    message: 'must be a clean path starting with / (no "..", no trailing slash, no encoded junk)',
    abort: true,
  })
  .superRefine((p, ctx) => {
    const problem = unreachablePagePath(p)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/**
 * An address a page's tags may name (its canonical URL, an outside share image): http(s), or
 * relative to the site. What no address holds (spaces, `<`, `"`) or another scheme is not: such a
 * tag was published as `/not%20a%20url%20%3Cx%3E`.
 * @example isWebAddress('https://brand.example/a') // true
 * @example isWebAddress('not a url <x>') // false
 */
export function isWebAddress(value: string): boolean {
  if (/[\s<>"{}|\\^`]/u.test(value)) return false
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  return scheme === undefined ? !value.startsWith('//') : (scheme === 'http' || scheme === 'https') && URL.canParse(value)
}

/** Why a page cannot be saved without a title: it names the page in its breadcrumb, in search results and in the tab. */
export const TITLE_REQUIRED = 'Enter a title (the page’s name in its breadcrumb, in search results and in the browser’s tab)'

/**
 * Checks a page's tag addresses on input (the editor, the API, a bundle), naming the field. Stored
 * pages are read as they are: one saved before this check still opens.
 */
export function validatePageAddresses(
  page: { canonical_url?: string | null; external_meta_image?: string | null },
  at: (string | number)[],
  issue: (path: PropertyKey[], message: string) => void,
) {
  for (const key of ['canonical_url', 'external_meta_image'] as const) {
    const value = page[key]
    if (typeof value === 'string' && value !== '' && !isWebAddress(value))
      issue([...at, key], 'Use an address starting with https:// or http://, or a path on this site (no spaces)')
  }
}

const blockSchema = z.strictObject({
  template: z.string().min(1).max(100),
  fields: z.record(z.string(), z.unknown()).default({}),
  groups: z.array(z.record(z.string(), z.unknown())).max(1000).default([]),
})

/** A page as the bundle carries it, with its path; the page document is this without the path. */
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
  image_id: databaseId.nullable().default(null),
  type: z.enum(['url_redirection']).nullable().default(null),
  to: z.string().max(2048).nullable().default(null),
  http_code: z.number().int().min(300).max(399).nullable().default(null),
  redirect_path: z.string().max(2048).nullable().default(null),
  link_type: z.enum(['internal', 'external', 'file']).nullable().default(null),
  link_new_window: z.boolean().default(false),
  blocks: z.array(blockSchema).max(200).default([]),
})

/** Checks a block against its template; errors name the block and the field symbol. */
export function validateBlock(
  block: z.infer<typeof blockSchema>,
  at: (string | number)[],
  pagePathValue: string,
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
  const maxGroups = template.field_groups_template.length === 0 ? 0 : (template.max_field_groups ?? Infinity)
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
