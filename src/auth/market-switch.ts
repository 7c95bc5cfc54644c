import { canonicalOrigin, pathInMarket, type Site, sitesForHost } from '~/sites/sites.ts'
import { roleIn, type RoleGrant } from './grants.ts'

export interface MarketLink {
  key: string
  name: string
  /** Where its editor or admin is: a path on this host, or a URL on the market's own host. */
  href: string
  current: boolean
}

/**
 * The markets a user may switch to in the editor or the admin (ADR 043): each market
 * where the user's role opens that area. A market on this host is reached under its base path
 * (`/ar/cms`); one on another host at its canonical origin, where the user signs in again unless
 * single sign-on does it. A market on another host without a known origin is left out.
 *
 * @example marketLinks(grants, sites, { host: 'ae.example', current: 1, area: 'cms', publicUrl: null })
 */
export function marketLinks(
  grants: readonly RoleGrant[],
  sites: readonly Site[],
  at: { host: string; current: number; area: 'cms' | 'admin'; publicUrl: string | null },
): MarketLink[] {
  const here = sitesForHost(sites, at.host)
  const links: MarketLink[] = []
  for (const site of sites) {
    const role = roleIn(grants, site.id)
    if (role === null || (at.area === 'admin' && role !== 'admin')) continue
    const path = pathInMarket(site.basePath, `/${at.area}`)
    const origin = here.includes(site) ? '' : canonicalOrigin(site, at.publicUrl)
    if (origin === null) continue
    links.push({ key: site.key, name: site.name, href: `${origin}${path}`, current: site.id === at.current })
  }
  return links
}
