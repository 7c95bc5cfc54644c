import { buttonSetResource, metaButtons, vehicleResource, type ButtonSetRecord } from './json-api.ts'

/**
 * spec 3 §3 Configurator vehicle: a car-configurator build turned into a stock vehicle, for the
 * order-online journey started from a build (GET /public_api/vehicles/config_data?config_url=…).
 * The build travels in the query string of its config_url (ADR 073): item_id, color,
 * availability, model_year, gross_price, net_price, include_tax, reservation_fee, and the
 * optional brand, model and currency. Pure.
 */

export class ConfiguratorUrlError extends Error {}

const MAX_URL = 4000
const num = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}
const truthy = (text: string | null) => text !== null && ['1', 'true', 'yes', 'on'].includes(text.trim().toLowerCase())
const clean = (text: string | null, max = 200) => {
  const value = text?.trim() ?? ''
  return value === '' ? null : value.slice(0, max)
}

/** The build in a config_url (absolute, or a path with a query, or the query string alone). */
export function readConfigUrl(configUrl: string | null | undefined): URLSearchParams {
  const text = configUrl?.trim() ?? ''
  if (text === '') throw new ConfiguratorUrlError('is required')
  if (text.length > MAX_URL) throw new ConfiguratorUrlError(`is longer than ${MAX_URL} characters`)
  let params: URLSearchParams
  try {
    params = /^https?:\/\//i.test(text)
      ? new URL(text).searchParams
      : new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?') + 1) : text)
  } catch {
    throw new ConfiguratorUrlError('is not a URL')
  }
  if (!clean(params.get('item_id'))) throw new ConfiguratorUrlError('names no build (item_id)')
  return params
}

/** The id a configurator vehicle gets: never a stock id (those are positive), stable per build. */
function buildId(params: URLSearchParams): number {
  let hash = 0
  for (const ch of params.toString()) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0
  return -Math.abs(hash || 1)
}

/** spec 3 §3: the conversion, field by field. */
export function configuratorVehicle(params: URLSearchParams, configUrl: string) {
  const includeTax = truthy(params.get('include_tax'))
  const year = num(params.get('model_year'))
  return {
    id: buildId(params),
    state: 'new',
    status: clean(params.get('availability')) ?? 'on_demand',
    color_name: clean(params.get('color')),
    nameplate_external_code: clean(params.get('item_id')),
    nameplate_brand_name: clean(params.get('brand')),
    nameplate_name: clean(params.get('model')),
    production_year: year === null ? null : Math.round(year),
    model_year: year === null ? null : Math.round(year),
    msrp_price: includeTax ? num(params.get('gross_price')) : num(params.get('net_price')),
    currency: clean(params.get('currency'), 3),
    config_url: configUrl,
    owner_id: null,
    dealer_id: null,
    button_set_id: 1,
    photos: [],
    sale_price: null,
    vehicle_from_configurator: true,
  }
}

/** The single-vehicle document of a build (spec 3 §3: button set {id 1, setup_type 'extended'}, meta.buttons [{button_set_setup_id 1}]). */
export function configuratorVehicleDocument(configUrl: string | null | undefined) {
  const params = readConfigUrl(configUrl)
  const vehicle = configuratorVehicle(params, configUrl!.trim())
  const set: ButtonSetRecord = {
    id: 1,
    setup_type: 'extended',
    reservation_fee: num(params.get('reservation_fee')),
    financing_options: [],
    buttons: [],
  }
  const buttons = metaButtons({
    ...set,
    buttons: [{ button_type: 'reserve', label: '', target: null, target_type: null, target_action: null }],
  })
  return {
    data: vehicleResource(vehicle, null),
    included: [buttonSetResource(set)],
    meta: { buttons: buttons.map((b) => ({ button_set_setup_id: b.button_set_setup_id, button_type: b.button_type, label: b.label })) },
  }
}
