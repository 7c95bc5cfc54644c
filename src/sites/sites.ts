/** A market as the request resolved it (spec: every content row belongs to a site). */
export interface Site {
  id: number
  key: string
  name: string
  hostnames: string[]
  basePath: string
  isDefault: boolean
  contentRevision: number
}

/**
 * Views of a market's content kept per content revision (every content change bumps it, ADR 034):
 * `compute` runs once per revision. The content service provides it (src/content); a domain below
 * content, such as forms, takes it in this shape.
 */
export interface RevisionViews {
  remember<T>(site: Site, key: string, compute: () => Promise<T>): Promise<T>
}

/** '/en/' → '/en'; '' or '/' → '/'. */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * A market's page path as the browser sees it: under the market's base path, as links and
 * redirects the editors write are (ADR 002); the market's home is its base path itself. What is
 * not a site path (an address, `//host/…` too, a fragment) is left as it is. Not `appUrl`
 * (src/lib), which builds the document's own app paths and leaves one already under the base.
 * @example pathInMarket('/ar', '/contact') // → '/ar/contact'
 * @example pathInMarket('/ar', '/') // → '/ar'
 */
export function pathInMarket(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '')
  if (base === '' || !path.startsWith('/') || path.startsWith('//')) return path
  return path === '/' ? base : `${base}${path}`
}

/**
 * The base path of another market that answers a page's address before its own market does: a
 * page at /ar/offers in the market at / when a market on the same host answers at /ar. Null when
 * no other market's base path holds the address. `others`: the base paths of the markets sharing
 * a host with this one (marketsSharingHost).
 * @example basePathTaking('/', '/ar/offers', ['/ar']) // → '/ar'
 */
export function basePathTaking(basePath: string, path: string, others: readonly string[]): string | null {
  const address = pathInMarket(basePath, path)
  const own = basePath.replace(/\/+$/, '')
  for (const other of others) {
    const base = other.replace(/\/+$/, '')
    if (base.length > own.length && (address === base || address.startsWith(`${base}/`))) return base
  }
  return null
}

/** Whether two markets answer a host in common: listed by both, or one of them answering every host (none listed). */
export const marketsShareHost = (a: readonly string[], b: readonly string[]) =>
  a.length === 0 || b.length === 0 || a.some((host) => b.some((other) => other.toLowerCase() === host.toLowerCase()))

/**
 * The page path a browser path names in a market, the reverse of `pathInMarket`; null when the
 * path is outside the market's base path.
 * @example pageInMarket('/ar', '/ar/contact') // → '/contact'
 * @example pageInMarket('/ar', '/ar') // → '/'
 */
export function pageInMarket(basePath: string, path: string): string | null {
  const base = basePath.replace(/\/+$/, '')
  if (base === '') return path
  if (path === base) return '/'
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null
}

/**
 * A host name as markets compare it: lower case, without a port, without the trailing dot of a
 * fully qualified name (`Example.COM.:443` → `example.com`; RFC 3986 §3.2.2 host names are
 * case-insensitive, and `example.com.` names the same host).
 */
export function normaliseHostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, '')
}

/**
 * The public origin of a market's canonical URLs (ADR 039), from configuration only, never from
 * a request header: for a market with host names, PUBLIC_URL when it names one of them, else the
 * first host name over PUBLIC_URL's scheme (https without PUBLIC_URL); for a market answering
 * every host, PUBLIC_URL, or null: its canonical URLs are then paths without an origin.
 * @example canonicalOrigin({ hostnames: ['uk.example', 'www.uk.example'] }, null) // → 'https://uk.example'
 */
export function canonicalOrigin(site: Pick<Site, 'hostnames'>, publicUrl: string | null): string | null {
  const configured = publicUrl ? new URL(publicUrl) : null
  const [first] = site.hostnames
  if (first === undefined) return configured?.origin ?? null
  if (configured && site.hostnames.some((h) => normaliseHostname(h) === normaliseHostname(configured.hostname))) return configured.origin
  return `${configured?.protocol ?? 'https:'}//${normaliseHostname(first)}`
}

/**
 * The root of a market's canonical URLs, ending in '/': its origin (canonicalOrigin) and base
 * path, or the bare base path when it has no origin (ADR 039). Pages, the sitemap and robots.txt
 * build their URLs on it.
 * @example marketCanonicalBase({ hostnames: ['uk.example'], basePath: '/en' }, null) // → 'https://uk.example/en/'
 */
export function marketCanonicalBase(site: Pick<Site, 'hostnames' | 'basePath'>, publicUrl: string | null): string {
  const base = normaliseBasePath(site.basePath)
  return `${canonicalOrigin(site, publicUrl) ?? ''}${base === '/' ? '' : base}/`
}

/**
 * Picks the site for a request: among sites naming this host (or, failing that, the default
 * site), the one with the longest base path that prefixes the path. Returns the path inside it.
 */
type Matchable = Pick<Site, 'hostnames' | 'basePath' | 'isDefault'>

/** The markets that answer a host: those naming it, or else those answering every host. */
export function sitesForHost<S extends Matchable>(sites: readonly S[], host: string): S[] {
  const hostname = normaliseHostname(host)
  const byHost = sites.filter((s) => s.hostnames.some((h) => normaliseHostname(h) === hostname))
  return byHost.length > 0 ? byHost : sites.filter((s) => s.isDefault || s.hostnames.length === 0)
}

/** Where a market that `marketShadowing` found already answers: one of its host names, or every host no market names (null). */
export interface ShadowingMarket<S> {
  site: S
  host: string | null
}

/**
 * The market that already answers every request a new market `candidate` would answer, so that
 * the new one could never be reached there (a request picks the market by host, then the longest
 * matching base path; of two at one base path the older wins): one at the same base path that
 * names a host the candidate names, or, for a candidate answering every host (none named), one
 * that answers the hosts no market names too (none named, or the default market). A candidate
 * naming its hosts beside a market answering every host at its base path is reachable on them.
 * @example marketShadowing([{ key: 'ar', hostnames: [], basePath: '/ar', isDefault: false }], { hostnames: [], basePath: '/ar/' }) // → { site: ar, host: null }
 */
export function marketShadowing<S extends Matchable>(
  sites: readonly S[],
  candidate: Pick<Site, 'hostnames' | 'basePath'>,
): ShadowingMarket<S> | null {
  const base = normaliseBasePath(candidate.basePath)
  const hosts = candidate.hostnames.map(normaliseHostname)
  for (const site of sites) {
    if (normaliseBasePath(site.basePath) !== base) continue
    if (hosts.length === 0) {
      if (site.hostnames.length === 0 || site.isDefault) return { site, host: null }
      continue
    }
    const host = site.hostnames.map(normaliseHostname).find((own) => hosts.includes(own))
    if (host !== undefined) return { site, host }
  }
  return null
}

/**
 * Application paths (APIs, media, login, editor, admin) at the root of the host (ADR 002) belong
 * to the host's site with the shortest base path; another market's are under its base path.
 */
const APP_PATH = /^\/(api|auth|media|login|no-access|cms|admin|lrdx-navigation-test|404)(\/|$)/

/**
 * The editor, the admin, their APIs and the media library of one market (ADR 043):
 * under a market's base path they are that market's (`/ar/cms`, `/ar/api/admin/…`), so markets
 * sharing a host are each edited at their own address. React Router's route discovery
 * (`__manifest`) belongs with them, and so do sign-in, its form's post and the no-access page
 * (`/ar/login`, `/ar/auth/login`, `/ar/no-access`, `/ar/auth-exchange`) and the account (ADR 126): one
 * session cookie still serves every market on the host. (The navigation test page shows the market's
 * own header, so it is served as its pages are: `:market/lrdx-navigation-test` in routes.ts.)
 */
const MARKET_APP_NAMES = 'api|media|cms|admin|account|auth|auth-exchange|login|no-access|__manifest'
const MARKET_APP_PATH = new RegExp(`^/(${MARKET_APP_NAMES})(/|\\.data$|$)`)
/** A path that may be a market's app path under some base path (`/ar/cms`): worth resolving its market for. */
export const UNDER_A_BASE = new RegExp(`^/.+/(${MARKET_APP_NAMES})(/|\\.data$|$)`)

/** A market app path (`/cms`, `/api/…`) inside a base path: `{ base: '/ar', path: '/cms' }`. */
export function splitMarketAppPath(basePath: string, path: string): { base: string; path: string } | null {
  const base = normaliseBasePath(basePath)
  if (base === '/' || !path.startsWith(`${base}/`)) return null
  const inside = path.slice(base.length)
  return MARKET_APP_PATH.test(inside) ? { base, path: inside } : null
}

export function matchSite<S extends Matchable>(sites: readonly S[], host: string, path: string): { site: S; path: string } | null {
  const candidates = sitesForHost(sites, host)
  for (const site of candidates) {
    const inside = splitMarketAppPath(site.basePath, path)
    if (inside) return { site, path: inside.path }
  }
  if (APP_PATH.test(path)) {
    const site = [...candidates].sort((a, b) => normaliseBasePath(a.basePath).length - normaliseBasePath(b.basePath).length)[0]
    return site ? { site, path } : null
  }
  let best: { site: S; path: string } | null = null
  for (const site of candidates) {
    const base = normaliseBasePath(site.basePath)
    const inside = pageInMarket(base, path)
    if (inside === null) continue
    if (!best || normaliseBasePath(best.site.basePath).length < base.length) best = { site, path: inside }
  }
  return best
}

/**
 * The page path a request is about: React Router's data requests for client navigation add
 * `.data` to it (`/about.data`, and `/_root.data` for the root).
 */
export function documentPath(path: string): string {
  if (path === '/_root.data') return '/'
  if (path.endsWith('/_root.data')) return path.slice(0, -'/_root.data'.length)
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path
}
