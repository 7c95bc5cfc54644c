import type { ConfiguratorBuild } from '../rules/configurator-builds.ts'
import { buttonSetResource, metaButtons, vehicleResource, type ButtonSetRecord } from './json-api.ts'

/**
 * spec 3 §3 Configurator vehicle: a car-configurator build turned into a stock vehicle, for the
 * order-online journey started from a build (GET /public_api/vehicles/config_data?config_url=…).
 * The build is one the market holds (ADR 101, superseding ADR 073's build-in-the-URL): item_id,
 * color, availability, model_year, gross_price, net_price, include_tax, reservation_fee, and the
 * optional brand, model, currency, version and options. Pure.
 */

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

/** A stored build (ADR 101) in the field names spec 3 §3 converts. */
export function buildParams(build: ConfiguratorBuild): URLSearchParams {
  const params = new URLSearchParams()
  const put = (key: string, value: string | number | boolean | null | undefined) => {
    if (value !== null && value !== undefined) params.set(key, String(value))
  }
  put('item_id', build.item_id)
  put('color', build.color)
  put('availability', build.availability)
  put('model_year', build.model_year)
  put('gross_price', build.gross_price)
  put('net_price', build.net_price)
  put('include_tax', build.include_tax)
  put('reservation_fee', build.reservation_fee)
  put('brand', build.brand)
  put('model', build.model)
  put('currency', build.currency)
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
export function configuratorVehicleDocument(build: ConfiguratorBuild) {
  const params = buildParams(build)
  const vehicle = {
    ...configuratorVehicle(params, build.config_url),
    version: build.version ?? null,
    cover_photo_medium: build.photo ?? null,
    // spec 3 §3 features_optional[] (each with price): the build's options.
    features_optional: build.options.map((option) => ({ name: option.name, price: option.price ?? null })),
  }
  const set: ButtonSetRecord = {
    id: 1,
    setup_type: 'extended',
    reservation_fee: build.reservation_fee ?? null,
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
