import { z } from 'zod'

/** Link types an editor can turn off for a field (spec 2 §3.2 Link `excludedOptions`). */
export type ExcludedLinkOption = 'FORM' | 'EXTERNAL' | 'FILE'

const LINK_TYPES = ['internal', 'external', 'form', 'file'] as const

// Browsers ignore tabs, line breaks and control characters inside a scheme ("java\tscript:").
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * A link address the rich text may hold: http(s), mailto and tel (the schemes the server's
 * sanitiser keeps), a path on the site, a query or an anchor. Protocol-relative addresses
 * (`//host`, which the sanitiser refuses) and every other scheme (javascript:, data:) are not.
 * @example isAllowedLinkUrl('/offers#e7') // true
 * @example isAllowedLinkUrl(' JavaScript:alert(1)') // false
 */
export function isAllowedLinkUrl(url: string | undefined): boolean {
  const bare = (url ?? '').replace(IGNORED_IN_URL, '')
  if (!bare) return false
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(bare)?.[1]?.toLowerCase()
  if (scheme && !SAFE_SCHEMES.has(scheme)) return false
  // A space inside a web address or a path breaks it (`http://exa mple.com`, `/models/aurelia e5`
  // leads to a 404); a phone number or an e-mail's subject may hold one.
  if ((!scheme || scheme.startsWith('http')) && /\s/.test((url ?? '').trim())) return false
  // No scheme: a relative address, unless it names another host (`//host`, `/\host`, `\\host`).
  return scheme !== undefined || !/^[/\\]{2}/.test(bare)
}

/** What a link's address may be, said at the field that holds another. */
export const LINK_URL_HINT =
  'Use an address starting with https://, http://, mailto: or tel:, a path starting with /, or an anchor (#…); a web address or a path has no spaces.'

/** spec 2 §3.4 Link item. */
export function linkSchema(excluded: readonly ExcludedLinkOption[] = []) {
  const types = LINK_TYPES.filter((t) => !excluded.includes(t.toUpperCase() as ExcludedLinkOption))
  return z.strictObject({
    // An address the page can link to (a `javascript:` one was stored, and React drew a dead link).
    url: z
      .string()
      .max(2048)
      .refine((url) => url.trim() === '' || isAllowedLinkUrl(url), LINK_URL_HINT)
      .default(''),
    type: z.enum(types as [string, ...string[]]).default('internal'),
    target: z.enum(['_self', '_blank']).default('_self'),
    icon: z.string().max(100).nullable().optional(),
    link_text: z.string().max(200).default(''),
    rdx_forms_form_id: z
      .union([z.string().max(50), z.number().int()])
      .nullable()
      .optional(),
    hidden_fields: z
      .union([z.record(z.string(), z.string()), z.string().max(5000)])
      .nullable()
      .optional(),
    ui_type: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
    form_layout: z.string().max(50).nullable().optional(),
    dc_strategy: z
      .strictObject({ key: z.string().max(100), value: z.unknown(), fallback: z.unknown().optional() })
      .nullable()
      .optional(),
    link_custom_config: z.string().max(5000).nullable().optional(),
  })
}
export type LinkValue = z.infer<ReturnType<typeof linkSchema>>
