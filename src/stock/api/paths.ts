import { appUrl } from '~/lib/app-base.ts'
import { formatNear, type GeoPoint } from '../rules/postcode-search.ts'

// The inventory API's addresses, apart from the client (client.ts), whose answers' schemas a
// page that calls the API by hand does not load (ADR 145).

/** spec 3 §7 retailers query: q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]; q[near], a picked place (ADR 157). */
export interface RetailerSearch {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  near?: GeoPoint
}

const enc = encodeURIComponent
const qs = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : '')
const params = (query: URLSearchParams | string | undefined) =>
  query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams(query ?? '')
const defined = (entries: [string, string | undefined][]) =>
  new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''))

/** The API's paths under a root (spec 3 §7), as the HTTP API serves them. */
export const stockPaths = {
  listing: (key: string, query?: URLSearchParams | string) => `/public_api/listing/${enc(key)}${qs(params(query))}`,
  light: (key: string, query?: URLSearchParams | string) => `/public_api/listing/${enc(key)}/light${qs(params(query))}`,
  vehicle: (keys: string | readonly string[], id: string | number) =>
    `/public_api/listing/${(typeof keys === 'string' ? [keys] : keys).map(enc).join(',')}/vehicle/${enc(String(id))}`,
  // NOTE: the double slash is the spec's (spec 3 §7); the API accepts one or two.
  retailers: (key: string, s: RetailerSearch = {}) =>
    `/public_api/listing//${enc(key)}/retailers${qs(
      defined([
        ['q[brand_eq]', s.brand],
        ['q[state_eq]', s.state],
        ['q[postcode_eq]', s.postcode],
        ['q[locality_eq]', s.locality],
        ['q[near]', s.near && formatNear(s.near)],
      ]),
    )}`,
  companyConfig: (scope = 'all') => `/public_api/company_config/${enc(scope)}`,
  translations: (language: string) => `/public_api/widget_translations_configs/${enc(language.toLowerCase())}`,
  tradeInOptions: (q: { brand?: string; lang?: string } = {}) =>
    `/trade_in/form_options${qs(
      defined([
        ['brand', q.brand],
        ['lang', q.lang],
      ]),
    )}`,
  configuratorVehicle: (configUrl: string) => `/public_api/vehicles/config_data?${new URLSearchParams({ config_url: configUrl })}`,
  brands: () => '/public_api/brands',
  nameplates: (brand?: string) => `/public_api/nameplates${qs(defined([['filter[brand_name_eq]', brand]]))}`,
  siteConfig: (site: string, types: readonly string[]) => `/${enc(site)}/all?${new URLSearchParams({ config_type: types.join(',') })}`,
}

/** The inventory root a document calls: the setting's, or this server's /api/inventory (under the market's base path). */
export function stockApiRoot(setting: string | null | undefined): string {
  const root = setting?.trim().replace(/\/+$/, '') ?? ''
  return root === '' ? appUrl('/api/inventory') : root
}
