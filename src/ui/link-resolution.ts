import { createContext, useContext } from 'react'
import { resolveLinkUrl, type LinkResolution } from './link-url.ts'

/**
 * The market's predefined-link resolution (spec 1 §7 Predefined links; ADR 170), provided by the
 * site shell around the navigation, the page and the footer; null outside a market's page (the
 * editor's fields, tests), where links render as written.
 */
export const LinkResolutionContext = createContext<LinkResolution | null>(null)

const reported = new Set<string>()

/**
 * A link's url as the visitor gets it: '{lang}' replaced on the server already, the pass-through
 * parameters once the browser knows the visitor's query. A link that cannot take them is logged
 * once (spec 1 §8 "Predefined-link parameter error: logged, link unchanged").
 */
export function useResolvedUrl(url: string): string
export function useResolvedUrl(url: string | null): string | null
export function useResolvedUrl(url: string | null): string | null {
  const resolution = useContext(LinkResolutionContext)
  if (url === null) return null
  const { url: resolved, error } = resolveLinkUrl(url, resolution)
  if (error && typeof window !== 'undefined' && !reported.has(error)) {
    reported.add(error)
    console.warn(error)
  }
  return resolved
}
