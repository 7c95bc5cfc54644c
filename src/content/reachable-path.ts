/**
 * A page path the site could never serve, or one a visitor could not type or tell (a space, an
 * invisible mark), with the reason; null when a visitor can reach it. The
 * product's own routes answer before any page (src/app/routes.ts, src/server/app.server.ts), a `?`
 * or `#` starts the address's query or fragment, and a direction mark (U+202E …) is invisible and
 * makes one path look like another. The page tree and the server refuse such a path alike.
 */
const PRODUCT_SEGMENTS = new Set([
  'api',
  'media',
  'assets',
  'cms',
  'admin',
  'account',
  'auth',
  'auth-exchange',
  'login',
  'no-access',
  'disabled-preview',
  'lrdx-navigation-test',
  '404',
  'showroom-order-online',
  '__manifest',
  'healthz',
  'readyz',
  'metrics',
  'sitemap.xml',
  'robots.txt',
  'public_api',
  // The files at the top of public/, served before any page.
  'favicon.svg',
  'naas-sandbox.css',
  'tag-manager-sandbox.js',
])

/** The first segments the product answers before any page (tests keep public/'s files in it). */
export const isProductSegment = (segment: string) => PRODUCT_SEGMENTS.has(segment)

const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/

export function unreachablePagePath(path: string): string | null {
  const first = path.split('/')[1] ?? ''
  if (isProductSegment(first)) return `The site's own pages answer at /${first}: choose another path.`
  // The showroom's cars are at /showroom/<car>; /showroom itself may be a page.
  if (first === 'showroom' && path !== '/showroom') return 'The showroom answers at /showroom/…: choose another path.'
  if (path.includes('?') || path.includes('#')) return 'A path has no ? or # (they start the address’s query or fragment).'
  if (DIRECTION_MARKS.test(path)) return 'A path has no direction marks (invisible characters such as U+202E).'
  // A space is sent as %20 and read aloud as a break: a visitor cannot type or tell the address.
  if (/\s/u.test(path)) return `A path has no spaces: use - between words (${path.trim().replace(/\s+/gu, '-')}).`
  return null
}
