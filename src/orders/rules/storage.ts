import * as g from '~/lib/guards.ts'
import { STORAGE_KEYS } from '~/stock/rules/constants.ts'

/**
 * The order-online journey's data in browser storage (spec 3 §3 Order-online storage data, §4
 * Order-online journey): its schema and the pure setters the journey's hook calls before writing
 * localStorage[ORDER_ONLINE_STORAGE_KEYS.data]. NOTE: what comes back from storage was written
 * by a browser we do not control, so it is parsed, bounded and never trusted.
 */

/** spec 3 §9 Browser storage keys of the journey, named once in the stock constants. */
export const ORDER_ONLINE_STORAGE_KEYS = {
  data: STORAGE_KEYS.orderOnlineData,
  steps: STORAGE_KEYS.orderOnlineSteps,
  softLock: STORAGE_KEYS.softLock,
  reservation: STORAGE_KEYS.reservation,
} as const

/** The longest text kept from storage: longer than any route, URL, name or address we write. */
export const MAX_TEXT = 2_000
/** The longest stored value read at all; quotes and option lists stay far below it. */
export const MAX_STORED_CHARS = 200_000
/** How deep stored JSON may nest (sections are a few levels deep). */
const MAX_DEPTH = 12

// NOTE: small guards (guards.ts), not zod: these run in the checkout's browser bundle (ADR 145).
const text = g.string({ max: MAX_TEXT })
const maybe = g.maybe
/** Ids arrive as numbers or text and are kept as text, so 12 and '12' are the same vehicle. */
const id = g.transform(g.union(g.string({ trim: true, min: 1, max: 100 }), g.int({ min: 0 })), String)
const section = g.looseObject({})
const optionalSection = maybe(section)

/** spec 3 §3: the quote of the chosen option, in the analytics data layer's names. */
const selectedOptionDataSchema = g.looseObject({ dataLayer: g.optional(section) })

/** spec 3 §3 paymentOptionsData: metadata fields, the option type and a data array indexed by option index. */
export const paymentOptionsDataSchema = g.looseObject({
  type: maybe(text),
  data: g.optional(g.array(g.unknown(), { max: 100 })),
  selectedOptionData: maybe(selectedOptionDataSchema),
  subscriptionProductsData: maybe(
    g.looseObject({
      duration: maybe(g.union(text, g.number())),
      mileage: maybe(g.union(text, g.number())),
    }),
  ),
})
export type PaymentOptionsData = g.Infer<typeof paymentOptionsDataSchema>

/** spec 3 §3 locationDetails: the chosen retailer's uuid and contact details. */
export const locationDetailsSchema = g.object({
  uuid: g.string({ trim: true, min: 1, max: 100 }),
  rawData: g.looseObject({
    name: maybe(text),
    address: maybe(text),
    zipcode: maybe(text),
    city: maybe(text),
    phone: maybe(text),
    email: maybe(text),
  }),
})
export type LocationDetails = g.Infer<typeof locationDetailsSchema>

/** spec 3 §3 appBookingData: the appointment picked, as data.selected {date, time: {value}}. */
export const appBookingDataSchema = g.looseObject({
  data: g.optional(
    g.looseObject({
      selected: maybe(g.looseObject({ date: maybe(text), time: maybe(g.looseObject({ value: maybe(text) })) })),
    }),
  ),
})

/** spec 3 §3 Order-online storage data. vehicleId and detailsRoute are written first (initOrderStorage), so a value without them is not ours. */
export const orderOnlineDataSchema = g.object({
  vehicleId: id,
  detailsRoute: text,
  configUrl: maybe(text),
  location: g.withDefault(g.nullable(g.looseObject({ retailer: maybe(section) })), null),
  preselectedPaymentOption: maybe(text),
  tradeInData: optionalSection,
  paymentOptionsData: maybe(paymentOptionsDataSchema),
  tabChoice: maybe(g.union(text, g.number())),
  servicePackData: optionalSection,
  appBookingData: maybe(appBookingDataSchema),
  locationDetails: maybe(locationDetailsSchema),
  paymentRecipient: maybe(g.string({ max: 100 })),
  termsAndConditionsData: optionalSection,
})
export type OrderOnlineData = g.Infer<typeof orderOnlineDataSchema>

/** spec 3 §3: a payment option of type 'calculator' is the lease calculator's, so it is treated as 'lease'. */
export function effectivePaymentOption(type: string | null | undefined): string | null {
  if (!type) return null
  return type === 'calculator' ? 'lease' : type
}

/** spec 3 §4 Order-online journey: initialising writes these six, null where not given, and nothing else. */
export function initOrderStorage(init: {
  vehicleId: string
  detailsRoute: string
  preselectedPaymentOption?: string | null
  tradeInData?: Record<string, unknown> | null
  configUrl?: string | null
}): OrderOnlineData {
  return {
    vehicleId: init.vehicleId,
    detailsRoute: init.detailsRoute,
    location: null,
    preselectedPaymentOption: init.preselectedPaymentOption ?? null,
    tradeInData: init.tradeInData ?? null,
    configUrl: init.configUrl ?? null,
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The sections setSection writes; locationDetails goes through setLocationDetails, which keeps paymentRecipient with it. */
export type SectionKey = Exclude<keyof OrderOnlineData, 'locationDetails' | 'paymentRecipient'>

/**
 * spec 3 §4: each setter merges its section into the stored data. An object merges into the
 * stored object one level deep (the new keys win); anything else (text, number, null, an array)
 * replaces it. Returns a new value; `data` is not changed.
 *
 * @example setSection(data, 'tradeInData', { mileage: 5000 }) // keeps tradeInData's other keys
 */
export function setSection<K extends SectionKey>(data: OrderOnlineData, key: K, value: OrderOnlineData[K]): OrderOnlineData {
  const stored: unknown = data[key]
  const given: unknown = value
  const next = isPlainObject(given) && isPlainObject(stored) ? { ...stored, ...given } : given
  return { ...data, [key]: next }
}

/** spec 3 §3 locationDetails: merged like any section, and paymentRecipient becomes its uuid. */
export function setLocationDetails(data: OrderOnlineData, details: LocationDetails): OrderOnlineData {
  const stored = data.locationDetails
  const locationDetails = stored ? { ...stored, ...details } : details
  return { ...data, locationDetails, paymentRecipient: details.uuid }
}

/** Every string of a JSON value within MAX_TEXT and its nesting within MAX_DEPTH, passthrough parts included. */
function withinBounds(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length <= MAX_TEXT
  if (typeof value !== 'object' || value === null) return true
  if (depth >= MAX_DEPTH) return false
  return Object.entries(value).every(([key, inner]) => key.length <= MAX_TEXT && withinBounds(inner, depth + 1))
}

/** spec 3 §3: the stored order data, or null for nothing stored, unparsable text or a value that is not ours. Never throws. */
export function parseStoredOrderData(stored: string | null): OrderOnlineData | null {
  if (!stored || stored.length > MAX_STORED_CHARS) return null
  let json: unknown
  try {
    json = JSON.parse(stored)
  } catch {
    return null
  }
  if (!withinBounds(json)) return null
  const parsed = orderOnlineDataSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** A finite number, or the text of one ('36', ' 4.9 '); anything else is null. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}

/** spec 3 §3 selectedOptionData.dataLayer: each quote field and its aliases, in the order they are read. */
export const QUOTE_FIELD_ALIASES = {
  durationMonths: ['qqLoanTenure', 'qqLoanDuration', 'qqDurationValue', 'qqDurationMonthsValue'],
  monthly: ['qqMonthlyInstalment', 'qqMonthlyPayment', 'qqMonthlyFee'],
  rate: ['qqInterestRate', 'qqApr'],
  deposit: ['qqDownPayment', 'qqDeposit', 'qqInitialPayment'],
  monthlyMileage: ['qqMonthlyMileage'],
  residualValue: ['qqResidualValue'],
} as const satisfies Record<string, readonly string[]>

export type Quote = Record<keyof typeof QUOTE_FIELD_ALIASES, number | null>

/**
 * spec 3 §3: the quote of the selected payment option, read from its dataLayer. For each field
 * the first alias holding a number (or a numeric text) wins; a field with none is null.
 *
 * @example quoteFields({ dataLayer: { qqLoanDuration: '36', qqApr: 4.9 } })
 *   // { durationMonths: 36, monthly: null, rate: 4.9, deposit: null, monthlyMileage: null, residualValue: null }
 */
export function quoteFields(selectedOptionData: unknown): Quote {
  const layer = isPlainObject(selectedOptionData) && isPlainObject(selectedOptionData.dataLayer) ? selectedOptionData.dataLayer : {}
  const read = (aliases: readonly string[]): number | null => {
    for (const alias of aliases) {
      const value = numberOf(layer[alias])
      if (value !== null) return value
    }
    return null
  }
  return {
    durationMonths: read(QUOTE_FIELD_ALIASES.durationMonths),
    monthly: read(QUOTE_FIELD_ALIASES.monthly),
    rate: read(QUOTE_FIELD_ALIASES.rate),
    deposit: read(QUOTE_FIELD_ALIASES.deposit),
    monthlyMileage: read(QUOTE_FIELD_ALIASES.monthlyMileage),
    residualValue: read(QUOTE_FIELD_ALIASES.residualValue),
  }
}

/**
 * The finance product the calculator shows: data[0].selectedProduct when it is the product itself,
 * financeProductsData[selectedProduct] when it is an index, else the first product.
 */
function selectedFinanceProduct(first: Record<string, unknown>): Record<string, unknown> | null {
  const { selectedProduct, financeProductsData } = first
  if (isPlainObject(selectedProduct)) return selectedProduct
  if (!Array.isArray(financeProductsData)) return null
  const index = numberOf(selectedProduct)
  const product: unknown = index !== null && Number.isInteger(index) && index >= 0 ? financeProductsData[index] : financeProductsData[0]
  return isPlainObject(product) ? product : null
}

/**
 * spec 3 §3 Stock locator storage data: the showroom's lease calculator (leaseCalculatorData:
 * metadata plus a data array indexed by dataIdx) as the journey's paymentOptionsData of type
 * 'lease', its finance product's terms put in the dataLayer under the quote names. Null when there
 * is no calculator data, no product, or the result would not pass the stored schema.
 */
export function leaseCalculatorToPaymentOptions(leaseCalculatorData: unknown): PaymentOptionsData | null {
  if (!isPlainObject(leaseCalculatorData) || !Array.isArray(leaseCalculatorData.data)) return null
  const first: unknown = leaseCalculatorData.data[0]
  if (!isPlainObject(first)) return null
  const product = selectedFinanceProduct(first)
  if (!product) return null
  const terms = {
    qqInterestRate: numberOf(product.interest_rate),
    qqResidualValue: numberOf(product.residualValue),
    qqDownPayment: numberOf(product.downPayment),
    qqDeposit: numberOf(product.deposit),
    qqLoanDuration: numberOf(product.duration),
    qqMonthlyPayment: numberOf(product.monthlyPayment),
  }
  const dataLayer = Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== null))
  if (Object.keys(dataLayer).length === 0) return null
  if (!withinBounds(leaseCalculatorData)) return null
  const parsed = paymentOptionsDataSchema.safeParse({ ...leaseCalculatorData, type: 'lease', selectedOptionData: { dataLayer } })
  return parsed.success ? parsed.data : null
}
