import type { LeadValues } from '~/forms/rules.ts'
import { STORAGE_KEYS } from '~/stock/rules/constants.ts'
import { isOrderNumber } from '../rules/order.ts'
import { readSubscriptionChoice, type SubscriptionChoice } from '../rules/subscription.ts'
import { readTradeIn, type TradeInData } from '../rules/trade-in.ts'
import { restoreSteps, initialStepState, type StepState } from '../rules/steps.ts'
import { clearSoftLock, parseStoredSoftLock, type StoredSoftLock } from '../rules/soft-lock.ts'
import {
  effectivePaymentOption,
  initOrderStorage,
  leaseCalculatorToPaymentOptions,
  ORDER_ONLINE_STORAGE_KEYS as KEYS,
  parseStoredOrderData,
  quoteFields,
  setLocationDetails,
  setSection,
  type OrderOnlineData,
  type Quote,
} from '../rules/storage.ts'

/**
 * The journey's browser storage (spec 3 §3, §9): the order-online data, the steps, the soft
 * lock and the reservation, each under its spec key in localStorage. The checkout works on a
 * plain view of it (JourneyData); writing maps the view back into the spec's sections with their
 * merging setters. A browser that refuses storage (private mode, full) keeps the journey in
 * memory for the page's life; the failure is logged (spec 3 §8).
 */

/** What the checkout's steps read and write. */
export interface JourneyData {
  vehicleId: string
  preselectedPaymentOption: string | null
  paymentOption: string | null
  /** spec 3 §3 subscriptionProductsData: the subscription's length and yearly mileage, when that is the option. */
  subscription: SubscriptionChoice | null
  quote: Quote | null
  retailerId: number | null
  /** spec 3 §3 locationDetails.rawData of the chosen retailer. */
  retailerDetails?: {
    name: string
    address: string | null
    zipcode: string | null
    city: string | null
    phone: string | null
    email: string | null
  }
  tradeInData: TradeInData | null
  appointment: { date: string; time: string } | null
  termsAccepted: boolean
  /** The reservation (sl_order_online_reservation): the contact details or the reservation form's lead. */
  customer: { first_name: string; last_name: string; email: string; phone: string } | null
  leadId: number | null
  /** Who the reservation form's lead is from ("Ada Lovelace, ada@example.com"), for the summary. */
  contact?: string | null
  /** What the reservation form sent: the form shown filled again when the shopper changes it. */
  leadValues?: LeadValues | null
  /** spec 3 §2 checkout_authentication: the phone number verified by code, and the proof the check answered. */
  verifiedPhone?: string | null
  phoneProof?: string | null
}

/** Ours, not one of the spec's keys: the vehicle and number of the order this browser made last. */
const LAST_ORDER_KEY = 'fc_order_online_last_order'

/** What the journey keeps of the shopper's details, apart from the steps' data. */
type Reservation = Partial<Pick<JourneyData, 'customer' | 'leadId' | 'contact' | 'leadValues' | 'verifiedPhone' | 'phoneProof'>>

/** A form's values as stored: text, a yes/no box or a list of texts per field; anything else is none. */
function leadValuesOf(value: unknown): LeadValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const entries = Object.entries(value)
  const valid = entries.every(
    ([, v]) => typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  )
  return valid ? (Object.fromEntries(entries) as LeadValues) : null
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch (error) {
    console.warn('Order-online storage could not be read', error)
    return null
  }
}
function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(value))
  } catch (error) {
    console.warn('Order-online storage could not be written', error)
  }
}

function toView(stored: OrderOnlineData, reservation: Reservation): JourneyData {
  const options = stored.paymentOptionsData ?? null
  const booking = stored.appBookingData?.data?.selected
  return {
    vehicleId: stored.vehicleId,
    preselectedPaymentOption: effectivePaymentOption(stored.preselectedPaymentOption ?? null),
    paymentOption: effectivePaymentOption(typeof options?.type === 'string' ? options.type : null),
    quote: options ? quoteFields(options.selectedOptionData) : null,
    subscription: readSubscriptionChoice(options?.subscriptionProductsData),
    retailerId: stored.locationDetails?.uuid && /^\d+$/.test(stored.locationDetails.uuid) ? Number(stored.locationDetails.uuid) : null,
    tradeInData: readTradeIn(stored.tradeInData),
    appointment: booking?.date && booking.time?.value ? { date: booking.date, time: booking.time.value } : null,
    termsAccepted: stored.termsAndConditionsData?.accepted === true,
    customer: reservation.customer ?? null,
    leadId: reservation.leadId ?? null,
    contact: reservation.contact ?? null,
    leadValues: reservation.leadValues ?? null,
    verifiedPhone: reservation.verifiedPhone ?? null,
    phoneProof: reservation.phoneProof ?? null,
  }
}

function fromView(view: JourneyData, stored: OrderOnlineData): OrderOnlineData {
  let next = stored
  if (view.paymentOption)
    next = setSection(next, 'paymentOptionsData', {
      ...(next.paymentOptionsData ?? {}),
      type: view.paymentOption,
      subscriptionProductsData: view.paymentOption === 'subscription' && view.subscription ? { ...view.subscription } : null,
    })
  if (view.retailerId !== null && view.retailerDetails)
    next = setLocationDetails(next, { uuid: String(view.retailerId), rawData: view.retailerDetails })
  if (view.tradeInData) next = setSection(next, 'tradeInData', { ...view.tradeInData })
  next = setSection(
    next,
    'appBookingData',
    view.appointment ? { data: { selected: { date: view.appointment.date, time: { value: view.appointment.time } } } } : null,
  )
  if (view.termsAccepted) next = setSection(next, 'termsAndConditionsData', { accepted: true })
  return next
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function reservation(): Reservation {
  try {
    const value = JSON.parse(read(KEYS.reservation) ?? 'null') as Partial<JourneyData> | null
    return {
      customer: value?.customer && typeof value.customer.email === 'string' ? value.customer : null,
      leadId: typeof value?.leadId === 'number' ? value.leadId : null,
      contact: typeof value?.contact === 'string' ? value.contact.slice(0, 300) : null,
      leadValues: leadValuesOf(value?.leadValues),
      verifiedPhone: typeof value?.verifiedPhone === 'string' ? value.verifiedPhone : null,
      phoneProof: typeof value?.phoneProof === 'string' ? value.phoneProof : null,
    }
  } catch {
    return {}
  }
}

export const journeyStorage = {
  softLock: (): StoredSoftLock | null => parseStoredSoftLock(read(KEYS.softLock)),

  /**
   * spec 3 §4: initialising writes the vehicle, its details route and a null location, and the
   * showroom calculator's quote as the preselected lease; the steps start again.
   */
  startJourney(input: { vehicleId: number; detailsRoute: string; lock: StoredSoftLock; configUrl?: string | null }) {
    // The showroom calculator's quote, when it was this vehicle's.
    const calculator = parseJson(read(STORAGE_KEYS.leaseCalculator)) as { metadata?: { vehicleId?: unknown } } | null
    const lease = calculator?.metadata?.vehicleId === String(input.vehicleId) ? leaseCalculatorToPaymentOptions(calculator) : null
    let data = initOrderStorage({
      vehicleId: String(input.vehicleId),
      detailsRoute: input.detailsRoute,
      preselectedPaymentOption: lease ? 'lease' : null,
      configUrl: input.configUrl || null,
    })
    if (lease) data = setSection(data, 'paymentOptionsData', lease)
    write(KEYS.data, data)
    write(KEYS.steps, initialStepState())
    write(KEYS.softLock, input.lock)
    write(KEYS.reservation, null)
  },

  /** A new hold on the same journey (the rebooking page, ADR 099): data and steps are kept. */
  renewLock: (lock: StoredSoftLock) => write(KEYS.softLock, lock),

  /** The journey's data for this vehicle; a journey of another vehicle is not this one's. */
  data(vehicleId: number): JourneyData {
    const stored = parseStoredOrderData(read(KEYS.data))
    const mine =
      stored && stored.vehicleId === String(vehicleId) ? stored : initOrderStorage({ vehicleId: String(vehicleId), detailsRoute: '' })
    return toView(mine, reservation())
  },

  saveData(view: JourneyData) {
    const stored = parseStoredOrderData(read(KEYS.data)) ?? initOrderStorage({ vehicleId: view.vehicleId, detailsRoute: '' })
    write(KEYS.data, fromView(view, stored))
    write(KEYS.reservation, {
      customer: view.customer,
      leadId: view.leadId,
      contact: view.contact ?? null,
      leadValues: view.leadValues ?? null,
      verifiedPhone: view.verifiedPhone ?? null,
      phoneProof: view.phoneProof ?? null,
    })
  },

  /** spec 3 §4 Step navigation rules: the stored steps when they may be restored, else a reset (and storage removed). */
  steps(count: number): StepState {
    const { state, reset } = restoreSteps(read(KEYS.steps))
    if (reset || state.active >= count) {
      write(KEYS.steps, null)
      return initialStepState()
    }
    return state
  },
  saveSteps: (state: StepState) => write(KEYS.steps, state),

  /** After the order: the journey's storage removed entirely (spec 3 §4 "clearing removes it entirely"). */
  clear() {
    const lock = parseStoredSoftLock(read(KEYS.softLock))
    const data = parseStoredOrderData(read(KEYS.data))
    write(KEYS.softLock, data && lock ? clearSoftLock(lock, data.vehicleId) : null)
    write(KEYS.data, null)
    write(KEYS.steps, null)
    write(KEYS.reservation, null)
  },

  /** The journey ends in an order: cleared, and the order kept for the vehicle's page to name. */
  ordered(number: string) {
    const data = parseStoredOrderData(read(KEYS.data))
    this.clear()
    if (data) write(LAST_ORDER_KEY, { vehicleId: data.vehicleId, number })
  },

  /** The number of the order this browser made for the vehicle, if it made the last one for it. */
  orderOf(vehicleId: number): string | null {
    const value = parseJson(read(LAST_ORDER_KEY)) as { vehicleId?: unknown; number?: unknown } | null
    return value?.vehicleId === String(vehicleId) && typeof value.number === 'string' && isOrderNumber(value.number) ? value.number : null
  },
}
