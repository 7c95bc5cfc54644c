import { z } from 'zod'

/**
 * Predefined links (spec 1 §3 Predefined link: alias, url; setting `predefined_links`). The rules
 * are shared by the setting's schema (server) and the admin screen (browser).
 */

/**
 * A link target: a site path ('/offers', '/{lang}/offers') or an absolute http(s) URL. '{lang}'
 * stands for the language URL code (spec 1 §7 Predefined links) and may appear anywhere.
 */
export function predefinedLinkUrlProblem(url: string): string | null {
  const value = url.trim().replaceAll('{lang}', 'en')
  if (value === '') return 'url is required'
  if (/\s/.test(value)) return 'url must not contain spaces'
  if (value.startsWith('/') && !value.startsWith('//')) return null
  try {
    const parsed = new URL(value)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return null
  } catch {
    // not an absolute URL
  }
  return 'url must be a path starting with / or an http(s) URL'
}

/** The index pairs of aliases used more than once (compared trimmed, ignoring case). */
export function duplicateAliases(links: readonly { alias: string }[]): number[] {
  const seen = new Map<string, number>()
  const duplicates: number[] = []
  links.forEach((link, index) => {
    const key = link.alias.trim().toLowerCase()
    if (seen.has(key)) duplicates.push(index)
    else seen.set(key, index)
  })
  return duplicates
}

export const predefinedLinkSchema = z.object({
  alias: z.string().trim().min(1, 'alias is required').max(100, 'alias must be at most 100 characters'),
  url: z
    .string()
    .max(2048, 'url must be at most 2048 characters')
    .superRefine((url, ctx) => {
      const problem = predefinedLinkUrlProblem(url)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
})
export type PredefinedLink = z.infer<typeof predefinedLinkSchema>

export const predefinedLinksSchema = z
  .array(predefinedLinkSchema)
  .max(1000)
  .superRefine((links, ctx) => {
    for (const index of duplicateAliases(links)) {
      ctx.addIssue({ code: 'custom', path: [index, 'alias'], message: `alias "${links[index]!.alias.trim()}" is used more than once` })
    }
  })

/**
 * The setting predefined_links.pass_through_params (ADR 170): query parameter names, separated by
 * commas, spaces or new lines; a name that is not a plain parameter name is left out.
 */
export function passThroughParamNames(raw: string): string[] {
  const names = raw
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter((name) => PARAM_NAME.test(name))
  return [...new Set(names)]
}
export const PARAM_NAME = /^[A-Za-z0-9_.~[\]-]{1,100}$/
