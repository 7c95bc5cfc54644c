import type { OutboundFetch } from '~/lib/outbound.server.ts'
import type { DealerBlockSource } from '~/dealers/dealer.ts'
import { telHref } from '~/navigation/retailer-bar.ts'
import { FOOTER_RETAILERS_ERROR, FOOTER_RETAILERS_LIMIT, footerRetailersOf, type FooterRetailer } from './retailers.ts'

/**
 * Where the footer's retailers area loads from (spec 1 §2 Footer; ADR 171): the URL in the
 * setting footer.retailers_url over HTTP, or, in the demo and the tests, a local stand-in that
 * answers the market's own Dealers tab.
 */
export interface RetailerDirectory {
  footerRetailers(url: string, siteId: number): Promise<FooterRetailer[]>
}

/** How long a page waits for the retailers before rendering its footer without them. */
export const FOOTER_RETAILERS_TIMEOUT_MS = 3000

/** Over HTTP through the outbound guard; any failure logs FOOTER_RETAILERS_ERROR and lists none. */
export function createHttpRetailerDirectory(options: {
  fetch: OutboundFetch
  warn: (message: string) => void
  timeoutMs?: number
}): RetailerDirectory {
  return {
    async footerRetailers(url) {
      try {
        const response = await options.fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? FOOTER_RETAILERS_TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`status ${response.status}`)
        const retailers = footerRetailersOf(await response.json())
        if (retailers === null) throw new Error('the answer has no data list')
        return retailers
      } catch (error) {
        options.warn(`${FOOTER_RETAILERS_ERROR}: ${(error as Error).message}`)
        return []
      }
    },
  }
}

/** The local stand-in: the market's dealers (the admin's Dealers tab), whatever the URL. */
export function createSandboxRetailerDirectory(dealers: DealerBlockSource): RetailerDirectory {
  return {
    async footerRetailers(_url, siteId) {
      return (await dealers.forSite(siteId)).slice(0, FOOTER_RETAILERS_LIMIT).map((dealer) => ({
        name: dealer.name,
        city: dealer.city,
        phone: telHref(dealer.phone) ? dealer.phone : null,
        phoneHref: telHref(dealer.phone),
        url: dealer.website,
      }))
    },
  }
}
