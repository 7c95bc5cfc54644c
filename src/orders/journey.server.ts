import { isDatabaseId } from '~/lib/integer-max.ts'
import { pathInMarket } from '~/sites/sites.ts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockConfigEntries } from '~/db/schema/index.ts'
import type { OpeningHours } from '~/dealers/dealer.ts'
import { publicDealers } from '~/dealers/dealers.server.ts'
import type { FormBlockSource, PublicForm } from '~/forms/public-form.ts'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { htmlLang, languageCode } from '~/i18n/language.ts'
import { addressLine } from '~/i18n/address-line.ts'
import { listSeparator } from '~/i18n/list-separator.ts'
import type { Texts } from '~/i18n/messages.ts'
import { formatMarketAmount } from '~/pricing/price-settings.ts'
import { formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { marketTimeZone } from '~/settings/market-time-zone.ts'
import type { SettingMap } from '~/settings/settings.ts'
import { stockPagePath } from '~/stock/rules/back-button.ts'
import { marketMileageUnit, type MileageUnit } from '~/stock/rules/units.ts'
import { formatCalendarDate } from '~/ui/date-format.ts'
import { hasNoPaymentGateway } from '~/stock/rules/order-online-config.ts'
import { buildParams, configuratorVehicle } from '~/stock/api/configurator.ts'
import { buildTerms, buildTitle, configuratorEntryContent } from './builds.server.ts'
import { getOrder, orderTerms, OrderError, publicOrder, type OrderContext } from './orders.server.ts'
import { appointmentText, bookedAppointment } from './rules/appointments.ts'
import { readExternalCheckout, type ExternalCheckout } from './rules/external-checkout.ts'
import { isOrderNumber } from './rules/order.ts'
import { journeyRetailerName } from './rules/retailer-name.ts'
import { readSubscriptionChoice, subscriptionProducts, subscriptionText, type SubscriptionProducts } from './rules/subscription.ts'
import { readTradeIn, tradeInLabels, tradeInText } from './rules/trade-in.ts'

/**
 * The journey pages' server data (spec 3 §2 Order-online journey screens, ADR 099): the vehicle
 * with its fee, the market's retailers with their opening hours, the checkout's configured
 * sections and reservation form, the order of a confirmation page. Plain data for the route modules.
 */

export interface JourneyVehicle {
  id: number
  title: string
  link: string
  photo: string | null
  price: string
  ownerName: string | null
  ownerId: string | null
  state: string
  listKey: string
  fee: number
  feeText: string
  /** The market's price format, for amounts the browser works out (the showroom calculator's quote). */
  priceFormat: StockPriceFormat
  currency: string
  vendorType: string
  /** The vendors without a payment gateway (NO_PAYMENT_*): the shopper confirms without paying. */
  free: boolean
  /** The configurator build's share link (ADR 101); null for a stock vehicle. */
  configUrl: string | null
  /** Its monthly subscribe price as the market writes amounts ('£499'); null when it has none to show (ADR 195). */
  subscriptionPrice: string | null
  /** What the details step shows of a build: model, version, colour and options. */
  build: BuildDetails | null
}

export interface BuildDetails {
  model: string | null
  version: string | null
  color: string | null
  modelYear: number | null
  options: { name: string; price: string }[]
}

export type DetailsResult =
  | { kind: 'found'; vehicle: JourneyVehicle }
  | { kind: 'not-reservable'; title: string | null; link: string | null }
  /** Reserved or sold meanwhile. */
  | { kind: 'unavailable' }
  | { kind: 'not-found' }

/**
 * The journey's interface texts (the catalogue's `orders` namespace): the defaults and the
 * controls' labels; a market's team replaces the page texts through the order-online config
 * entries (`content`).
 */
export type OrderTexts = Texts<'orders'>

export interface JourneyBase {
  texts: OrderTexts
  stockPage: string
  language: string
  /** The market's language as a BCP 47 tag ('en-GB'): how the journey writes dates and times. */
  locale: string
  /** The market's distance unit: a subscription's yearly mileage is in it. */
  mileageUnit: MileageUnit
}

export function journeyBase(settings: SettingMap, basePath: string): JourneyBase {
  const setting = readSetting(settings, 'general.language')
  const stock = stockPagePath(settings)
  const texts = namespaceTexts('orders', marketLanguage(settings))
  return {
    texts,
    stockPage: pathInMarket(basePath, stock),
    language: languageCode(setting),
    locale: htmlLang(setting),
    mileageUnit: marketMileageUnit(setting),
  }
}

/** spec 3 §2 vehicle/:vehicleId?: the vehicle, its fee and whether it can be reserved now. */
export async function loadJourneyVehicle(ctx: OrderContext, vehicleId: number): Promise<DetailsResult> {
  let terms
  try {
    terms = await orderTerms(ctx, vehicleId)
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    if (error.status === 404) return { kind: 'not-found' }
    if (error.status === 409) return { kind: 'unavailable' }
    return { kind: 'not-reservable', title: null, link: null }
  }
  const { listed } = terms
  const { vehicle } = listed
  const format = listed.priceFormat
  const purchase = vehicle.prices.list.find((p) => p.type === 'purchase') ?? vehicle.prices.list[0]
  const subscribe = vehicle.prices.list.find((p) => p.type === 'subscribe' && !p.hiddenFromVisitors)
  const feeText = terms.fee > 0 ? formatStockPrice(terms.fee, 'value', format, { stripTags: true }) || `${terms.fee} ${terms.currency}` : ''
  return {
    kind: 'found',
    vehicle: {
      id: vehicle.id,
      title: vehicle.specification.title,
      link: vehicle.link,
      photo: vehicle.photoCoverMedium,
      price: purchase?.value_raw ? formatStockPrice(purchase.value_raw, 'value', format, { stripTags: true }) : '',
      ownerName: vehicle.owner?.name ?? null,
      ownerId: vehicle.reservation?.owner_id ?? null,
      state: listed.state,
      listKey: listed.listKey,
      fee: terms.fee,
      feeText,
      priceFormat: format,
      currency: terms.currency,
      vendorType: terms.vendorType,
      free: terms.amountMinor === 0 || hasNoPaymentGateway({ type: terms.vendorType }),
      configUrl: null,
      subscriptionPrice: subscribe?.value_raw ? formatStockPrice(subscribe.value_raw, 'value', format, { stripTags: true }) || null : null,
      build: null,
    },
  }
}

/** spec 3 §2 /showroom-order-online/?config_url=: the configurator build the market holds (ADR 101). */
export async function loadBuildJourneyVehicle(ctx: OrderContext, configUrl: string): Promise<DetailsResult> {
  let terms
  try {
    terms = await buildTerms(ctx, configUrl)
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    return { kind: 'not-found' }
  }
  const { build, format } = terms
  const option = (price: number | null | undefined) =>
    price == null ? '' : formatStockPrice(price, 'value', format, { stripTags: true }) || `${price} ${terms.currency}`
  const feeText = terms.fee > 0 ? option(terms.fee) : ''
  return {
    kind: 'found',
    vehicle: {
      id: configuratorVehicle(buildParams(build), build.config_url).id,
      title: buildTitle(build),
      link: build.config_url,
      photo: build.photo ?? null,
      price: terms.price,
      ownerName: null,
      ownerId: null,
      state: 'new',
      listKey: '',
      fee: terms.fee,
      feeText,
      priceFormat: format,
      currency: terms.currency,
      vendorType: terms.vendorType,
      free: terms.amountMinor === 0,
      configUrl: build.config_url,
      subscriptionPrice: null,
      build: {
        model: [build.brand, build.model].filter(Boolean).join(' ') || null,
        version: build.version ?? null,
        color: build.color ?? null,
        modelYear: build.model_year ?? null,
        options: build.options.map((o) => ({ name: o.name, price: option(o.price) })),
      },
    },
  }
}

export interface JourneyRetailer {
  id: number
  code: string
  name: string
  address: string
  street: string | null
  postcode: string | null
  city: string | null
  phone: string | null
  email: string | null
  openingHours: OpeningHours[]
}

/** The checkout's sections (spec 3 §2): what the market's order_online_checkout_page entry sets. */
export interface CheckoutContent {
  details: { title: string | null; text: string | null }
  terms: { label: string | null; link: string | null }
  confirmation: { title: string | null; text: string | null }
  error: { title: string | null; text: string | null }
  /** spec 3 §2 checkout_rebooking_page: shown when the shopper comes back after the hold ran out or was lost (ADR 099). */
  rebooking: { title: string | null; text: string | null }
  /** spec 3 §2 checkout_authentication: when enabled, the shopper verifies the phone number by code before the summary (ADR 099). */
  authentication: { enabled: boolean; title: string | null; text: string | null }
  /** spec 3 §3 External checkout hand-off: where the payment step hands over instead (ADR 103). */
  externalCheckout: ExternalCheckout | null
  /** Step types to leave out (e.g. trade_in), from the steps page entry. */
  hiddenSteps: string[]
  /** The subscription's lengths and yearly mileages (checkout_subscription, ADR 195). */
  subscription: SubscriptionProducts
  stepLabels: Record<string, string>
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

async function entryContent(db: Db, siteId: number, type: string, state: string, configurator = false) {
  // spec 3 §4, §7: the configurator journey reads the config_ variants over the standard types.
  if (configurator) return obj((await configuratorEntryContent({ db, siteId }, type)).content)
  const rows = await db
    .select({ state: stockConfigEntries.vehicleState, data: stockConfigEntries.data })
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.configType, type)))
  const entry = rows.find((row) => row.state === state) ?? rows.find((row) => row.state === null)
  return obj(obj(entry?.data).content)
}

/** The checkout page: the vehicle (or build), the market's retailers, its configured sections, reservation form and time zone. */
export async function loadCheckout(ctx: OrderContext, forms: FormBlockSource, of: { vehicleId: number } | { configUrl: string }) {
  const details = 'configUrl' in of ? await loadBuildJourneyVehicle(ctx, of.configUrl) : await loadJourneyVehicle(ctx, of.vehicleId)
  if (details.kind !== 'found') return { details, retailers: [], content: null, form: null, timeZone: 'UTC' }
  const state = details.vehicle.state
  const configurator = 'configUrl' in of
  const [checkout, steps, dealerRows] = await Promise.all([
    entryContent(ctx.db, ctx.siteId, 'order_online_checkout_page', state, configurator),
    entryContent(ctx.db, ctx.siteId, 'order_online_steps_page', state, configurator),
    publicDealers(ctx.db, ctx.siteId, { items: 50, page: 1 }),
  ])
  const section = (key: string) => obj(checkout[key])
  const formId = Number(obj(section('checkout_form')).form_id)
  const form: PublicForm | null = isDatabaseId(formId) ? await forms.publicForm(ctx.siteId, formId, ctx.settings) : null
  const stepEntries = Array.isArray(steps.steps) ? (steps.steps as unknown[]).map(obj) : []
  const content: CheckoutContent = {
    details: { title: str(section('checkout_details').title), text: str(section('checkout_details').text) },
    terms: { label: str(section('checkout_terms_and_conditions').label), link: str(section('checkout_terms_and_conditions').link) },
    confirmation: { title: str(section('checkout_confirmation_page').title), text: str(section('checkout_confirmation_page').text) },
    error: { title: str(section('checkout_error_page').title), text: str(section('checkout_error_page').text) },
    externalCheckout: readExternalCheckout(section('checkout_payment')),
    rebooking: { title: str(section('checkout_rebooking_page').title), text: str(section('checkout_rebooking_page').text) },
    authentication: {
      enabled: section('checkout_authentication').enabled === true,
      title: str(section('checkout_authentication').title),
      text: str(section('checkout_authentication').text),
    },
    hiddenSteps: stepEntries.filter((s) => s.enabled === false).flatMap((s) => str(s.type) ?? []),
    subscription: subscriptionProducts(section('checkout_subscription')),
    stepLabels: Object.fromEntries(stepEntries.flatMap((s) => (str(s.type) && str(s.label) ? [[str(s.type)!, str(s.label)!]] : []))),
  }
  const retailers: JourneyRetailer[] = dealerRows.rows.map((d) => ({
    id: d.id,
    code: d.code,
    name: journeyRetailerName(d, details.vehicle),
    address: addressLine(d, readSetting(ctx.settings, 'general.language')),
    street: d.street,
    postcode: d.postcode,
    city: d.city,
    phone: d.phone,
    email: d.email,
    openingHours: d.opening_hours,
  }))
  // The retailers' opening hours are in the market's time zone: the booking step reads its clock there.
  return { details, retailers, content, form, timeZone: marketTimeZone(ctx.settings) }
}

/**
 * What the confirmation page writes of an order in the market's language: its fee as the market
 * writes prices, the day it was made (in UTC, as the server keeps it) and the appointment booked;
 * the trade-in given (labelled as the trade-in step labels it); and the retailer it names (`orderRetailer`).
 * Written on the server, so the browser hydrates the very text the server sent whatever its own
 * Intl data.
 */
export function confirmationValues(
  order: ReturnType<typeof publicOrder>,
  options: { settings: SettingMap; locale: string; retailer: string | null; texts: OrderTexts; mileageUnit: MileageUnit },
) {
  const { settings, locale, retailer, texts } = options
  const separator = listSeparator(locale)
  const appointment = bookedAppointment(order.metadata.appointment)
  const named = texts as Readonly<Record<string, string | undefined>>
  const option = order.finance_option ? (named[`purchaseOptions.${order.finance_option}`] ?? null) : null
  // A subscription names its length and yearly mileage beside it (ADR 195).
  const subscription = order.finance_option === 'subscription' ? readSubscriptionChoice(order.metadata.subscription) : null
  return {
    retailer,
    purchase:
      option && subscription ? [option, subscriptionText(subscription, options.mileageUnit, locale, separator)].join(separator) : option,
    // A trade-in answered No says so, as the summary did; a checkout without the step has none.
    tradeIn:
      tradeInText(order.metadata.tradeInData, tradeInLabels(texts), locale, separator) ||
      (readTradeIn(order.metadata.tradeInData)?.isTradeInOn === false ? texts.tradeInNo : ''),
    fee: formatMarketAmount(order.amount, order.currency, settings, locale),
    date: formatCalendarDate(order.created_at.slice(0, 10), locale, { day: 'numeric', month: 'long', year: 'numeric' }),
    appointment: appointment ? appointmentText(appointment, locale) : null,
  }
}
export type ConfirmationValues = ReturnType<typeof confirmationValues>

/** spec 3 §2 confirmation/:orderNumber: the order, or null (the confirmation-failure page). */
export async function loadConfirmation(db: Db, siteId: number, number: string) {
  if (!isOrderNumber(number)) return null
  const order = await getOrder(db, siteId, number)
  return order ? publicOrder(order) : null
}

/** What the success route shows (spec 3 §2 success; ADR 099). */
export type SuccessResult =
  /** Confirmed, cancelled or refunded: its confirmation page says how it stands. */
  | { kind: 'confirmed'; number: string }
  /** spec 3 §2 reservation_confirmation_error_page: the order is made, its confirm call failed; the shopper retries. */
  | { kind: 'error'; number: string; title: string | null; text: string | null }
  /** spec 3 §2 reservation_confirmation_failure_page: no such order. */
  | { kind: 'failure'; title: string | null; text: string | null }

/** spec 3 §2 success: the order just made, by its number (`?order=`). */
export async function loadSuccess(ctx: OrderContext, number: string): Promise<SuccessResult> {
  const order = isOrderNumber(number) ? await getOrder(ctx.db, ctx.siteId, number) : null
  if (order && (order.confirmedAt !== null || order.status !== 'reserved')) return { kind: 'confirmed', number: order.number }
  // A build's order reads the configurator journey's page config (spec 3 §4, §7).
  const content = order?.configUrl
    ? obj((await configuratorEntryContent(ctx, 'order_online_success_page')).content)
    : await entryContent(ctx.db, ctx.siteId, 'order_online_success_page', 'new')
  const section = (key: string) => obj(content[key])
  if (!order)
    return {
      kind: 'failure',
      title: str(section('reservation_confirmation_failure_page').title),
      text: str(section('reservation_confirmation_failure_page').text),
    }
  return {
    kind: 'error',
    number: order.number,
    title: str(section('reservation_confirmation_error_page').title),
    text: str(section('reservation_confirmation_error_page').text),
  }
}
