import { isFabDisabledOnPage } from '~/ui/fab.ts'

/**
 * spec 1 §2 Main layout: the navigation is one of the classic main nav (its v1 or v2 entries),
 * the external navigation service, the redesigned light nav, or the logo-only nav (ADR 172).
 */
export type NavigationVariant = 'classic' | 'light' | 'external' | 'logo-only'

/**
 * Which navigation a page gets (ADR 172): a page listed in navigation.logo_only_pages (spec 1 §2
 * "a logo-only nav on one specific electric-vehicle page") gets the logo only, whatever else is
 * set; otherwise the external service when it is configured, otherwise navigation.style.
 * The list's paths are written as navigation.disabled_on_pages' ('/page', '/section/*').
 */
export function navigationVariant(input: {
  path: string
  logoOnlyPages: readonly string[]
  externalConfigured: boolean
  style: string
}): NavigationVariant {
  if (isFabDisabledOnPage(input.path, input.logoOnlyPages)) return 'logo-only'
  if (input.externalConfigured) return 'external'
  return input.style === 'light' ? 'light' : 'classic'
}
