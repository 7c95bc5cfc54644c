import { z } from 'zod'

const required = z.string().trim().min(1)
const logoEntry = z.object({
  matchingPath: required,
  homepage: required,
  logo: required,
  // Only the three fields above invalidate the list (spec 1 §5); a bad favicon is just ignored.
  favicon: required.optional().catch(undefined),
})
export type LogoEntry = z.infer<typeof logoEntry>
export interface ResolvedLogo {
  logo: string
  homepage: string
  favicon: string | null
}

const under = (path: string, prefix: string) => {
  const base = prefix.length > 1 ? prefix.replace(/\/$/, '') : prefix
  return base === '/' || path === base || path.startsWith(`${base}/`)
}

/**
 * spec 1 §2, §5 navigation.logo_settings: sub-brand sections get their own logo, homepage and
 * favicon. One entry missing matchingPath, homepage or logo invalidates the whole list, and the
 * default logo with homepage '/' is used. The longest matching path wins.
 */
export function resolveLogo(raw: unknown, path: string, fallbackLogo: string, fallbackFavicon: string | null = null): ResolvedLogo {
  return logoFor(logoEntries(raw), path, fallbackLogo, fallbackFavicon)
}

/** The setting's entries, null when the list is invalid; read once per content revision, resolved per path. */
export function logoEntries(raw: unknown): LogoEntry[] | null {
  const entries = z.array(logoEntry).safeParse(raw)
  return entries.success ? entries.data : null
}

/** The logo of `path` among valid `entries` (see resolveLogo). */
export function logoFor(
  entries: LogoEntry[] | null,
  path: string,
  fallbackLogo: string,
  fallbackFavicon: string | null = null,
): ResolvedLogo {
  const fallback = { logo: fallbackLogo, homepage: '/', favicon: fallbackFavicon }
  if (!entries) return fallback
  const match = entries.filter((entry) => under(path, entry.matchingPath)).sort((a, b) => b.matchingPath.length - a.matchingPath.length)[0]
  return match ? { logo: match.logo, homepage: match.homepage, favicon: match.favicon ?? fallbackFavicon } : fallback
}

/** spec 1 §2: navigation is disabled on '/' by default. */
export function isNavigationEnabled(path: string, options: { enabledOnHome: boolean }): boolean {
  return path !== '/' || options.enabledOnHome
}
