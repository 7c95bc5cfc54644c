import { CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES, ORDER_ONLINE_CONFIG_TYPES, PAYMENT_VENDORS } from './constants.ts'

/**
 * The order-online config (spec 3 §3 Order-online config, §4 Reservation availability): which
 * config types a journey loads, a page config merged with its payment option's content type, the
 * payment vendor's type and whether a vehicle can be reserved. Pure.
 */

/** spec 3 §4 Order-online journey, §7: the stock journey loads the standard types; the configurator journey adds the config_ ones. */
export function orderOnlineConfigTypes(configuratorJourney: boolean): string[] {
  return configuratorJourney ? [...ORDER_ONLINE_CONFIG_TYPES, ...CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES] : [...ORDER_ONLINE_CONFIG_TYPES]
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A page config: its content, and per payment option type (cash, finance, lease, subscription …) a content type. */
export interface PageConfig {
  content?: Json
  content_types?: Record<string, { content?: Json | null } | null | undefined>
  type?: string
  [key: string]: unknown
}

/**
 * spec 3 §3: a page config for the chosen payment option. When a content type with content exists
 * for that option, its fields go into the base content: an object field is merged into the base's
 * object (one level, the content type's keys win), a string or null field replaces the base's, and
 * so does any other value (ADR 068); the result gets `type` set to the option. Otherwise the base
 * is returned as it is.
 *
 * @example configForPaymentOption({ content: { title: 'Reserve', labels: { a: 'A', b: 'B' } },
 *   content_types: { lease: { content: { title: 'Lease it', labels: { b: 'β' } } } } }, 'lease')
 *   // { content: { title: 'Lease it', labels: { a: 'A', b: 'β' } }, content_types: …, type: 'lease' }
 */
export function configForPaymentOption<C extends PageConfig>(config: C, option: string | null | undefined): C {
  const override = option ? config.content_types?.[option]?.content : undefined
  if (!isObject(override) || Object.keys(override).length === 0) return config
  const content: Json = { ...config.content }
  for (const [key, value] of Object.entries(override)) {
    const base = content[key]
    content[key] = isObject(value) && isObject(base) ? { ...base, ...value } : value
  }
  return { ...config, content, type: option! }
}

/** spec 3 §3 checkout_payment.vendor.type, read trimmed and upper-cased ('' when absent). */
export const vendorType = (vendor: { type?: unknown } | null | undefined): string =>
  typeof vendor?.type === 'string' ? vendor.type.trim().toUpperCase() : ''

/** spec 3 §4: a reservation is free (no payment) with the vendor type NO_PAYMENT_JAPAN. */
export const isFreeReservation = (vendor: { type?: unknown } | null | undefined): boolean =>
  vendorType(vendor) === PAYMENT_VENDORS.noPaymentJapan

/** spec 3 §4, §9: NO_PAYMENT_WITH_CONFIRMATION_EMAIL means no payment gateway at all. */
export const hasNoPaymentGateway = (vendor: { type?: unknown } | null | undefined): boolean =>
  vendorType(vendor) === PAYMENT_VENDORS.noPaymentWithConfirmationEmail

/**
 * The statuses a vehicle can be reserved from (spec 3 §4 Vehicle state and status; ADR 099): anything a
 * retailer still sells; not reserved or sold. The showroom offers the reservation only then, and
 * the order journey takes a hold only then.
 */
export const RESERVABLE_STATUSES: ReadonlySet<string> = new Set([
  'stock',
  'available_soon',
  'in_production',
  'on_demand',
  'delivery',
  'demo',
])

/**
 * spec 3 §4 Reservation availability: only when the first button's button set has setup_type
 * 'extended'.
 */
export function reservationAvailable(
  buttons: readonly { button_set_setup_id?: string | number | null }[],
  buttonSets: readonly { id: string | number; setup_type?: string | null }[],
): boolean {
  const first = buttons[0]
  if (first?.button_set_setup_id === undefined || first.button_set_setup_id === null) return false
  const set = buttonSets.find((candidate) => String(candidate.id) === String(first.button_set_setup_id))
  return set?.setup_type === 'extended'
}
