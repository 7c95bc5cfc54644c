import { isPhoneText } from '~/lib/phone-text.ts'
import { Hono, type Context } from 'hono'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { z } from 'zod'
import type { AccessRules } from '~/lib/api-routes.server.ts'
import { declareRoutes } from '~/lib/api-routes.server.ts'
import { parseJsonBody, problem, readQuery } from '~/lib/api-problems.ts'
import {
  cancelOrder,
  confirmOrder,
  createOrder,
  createWalletOrder,
  regionalCheckoutData,
  regionalResult,
  applyRegionalNotification,
  extendOrderHold,
  findAdminOrder,
  adminOrdersPage,
  ADMIN_ORDERS_PER_PAGE,
  getOrder,
  initOrder,
  listWebhooks,
  OrderError,
  payForHold,
  publicOrder,
  releaseOrderHold,
  applyWalletWebhook,
  applyWebhook,
  type OrderContext,
} from './orders.server.ts'
import { createBuildOrder, initBuildOrder, isBuildProof, payForBuild, renewBuildJourney } from './builds.server.ts'
import { newHoldToken } from './holds.server.ts'
import { sendInquiry } from './inquiry.server.ts'
import { requireAuthentication } from './authentication.server.ts'
import { requestClientAddress } from '~/auth/client-address.server.ts'
import { addressKey } from '~/auth/login-limit.ts'
import { createRateLimiter, type RateRule } from '~/lib/rate-limit.server.ts'
import {
  PaymentError,
  PaymentRejected,
  ProviderCredentialsRejected,
  ProviderUnavailable,
  WebhookSignatureError,
} from './payments/errors.ts'
import { isOrderNumber } from './rules/order.ts'
import { HOLDS_PER_CLIENT, PAYMENT_HOLD_MINUTES, secondsLeft } from './rules/soft-lock.ts'
import { emailAddress } from '~/lib/email-schema.ts'

/**
 * /api/inventory/buy_online: spec 3 §7 Buy-online, for the market the request resolves to
 * (ADR 099). The shopper's calls are anonymous (CSRF-checked as every /api write); the hold's
 * secret token proves who holds a vehicle. The card provider's webhook is verified by its
 * signature over the raw body. The back office's orders are its administrators'.
 */

type Access = 'public' | 'admin'

/** The shopper's and the provider's calls: no session, so no CSRF token (the back office's keep theirs). */
export const BUY_ONLINE_VISITOR_CALLS =
  /^\/api\/inventory\/buy_online\/(orders(\/[^/]+)*|payment|paypal\/create_order|przelewy24\/(checkout_data|result)|webhooks\/(card|paypal|przelewy24)|electric_programme\/leads(\/[^/]+\/(initialize_cancellation|confirm_payment))?)$/

/** Text that PostgreSQL can hold and a person typed: bounded. */
const text = (max: number) => z.string().trim().max(max)
const lockId = z.uuid().describe('The hold, as init answered it.')
const lockToken = z.string().min(16).max(100).describe("The hold's secret, as init answered it.")
const vehicleId = z.number().int().positive().max(2_147_483_647)
/** The journey's data the order keeps (trade-in, quote, appointment, retailer): a bounded object. */
const metadata = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 20_000, 'must be at most 20,000 characters as JSON')
  .default({})

/** A configurator build's share link (ADR 101): checked against the market's builds by the server. */
const configUrl = z.string().trim().min(1).max(2000)
const initBody = z
  .object({
    vehicle_id: vehicleId.optional(),
    config_url: configUrl.optional().describe('A configurator build instead of a stock vehicle (spec 3 §2; ADR 101).'),
    company_uuid: text(100).optional(),
    lock_token: lockToken.optional(),
  })
  .refine((body) => (body.vehicle_id === undefined) !== (body.config_url === undefined), {
    message: 'give either vehicle_id or config_url',
    path: ['vehicle_id'],
  })
const holdBody = z.object({ lock_id: lockId, lock_token: lockToken })
const paymentBody = z.object({
  payment: z
    .object({
      amount: z.number().nonnegative().max(10_000_000),
      currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
      vehicle_id: vehicleId.optional(),
      config_url: configUrl.optional().describe('A configurator build instead of a stock vehicle (ADR 101).'),
      company_uuid: text(100).optional(),
      capture_method: z.enum(['manual', 'automatic']).optional(),
    })
    .refine((payment) => (payment.vehicle_id === undefined) !== (payment.config_url === undefined), {
      message: 'give either vehicle_id or config_url',
      path: ['vehicle_id'],
    }),
  lock_id: lockId,
  lock_token: lockToken,
  /** The card provider's payment method id (created in the browser by the provider's script, or a sandbox test method). */
  payment_method: z.string().regex(/^pm_\w{1,100}$/, 'must be a payment method id (pm_…)'),
})
/** spec 3 §7 POST /buy_online/paypal/create_order (ADR 100). */
const walletOrderBody = z.object({
  order: z.object({
    amount_value: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,8}(\.\d{1,3})?$/, 'must be an amount such as 250.00')
          .transform(Number),
      ])
      .pipe(z.number().nonnegative().max(10_000_000)),
    amount_currency_code: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
    company_uuid: text(100).optional(),
    vehicle_id: vehicleId,
  }),
  lock_id: lockId,
  lock_token: lockToken,
  /** The checkout page PayPal sends the shopper back to; this site's own pages only. */
  return_url: z.url().max(2000).optional(),
})
/** An empty query value is as if it were not sent (spec 3 §7: empty values are omitted). */
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
/** spec 3 §7 GET /buy_online/{regional-provider}/checkout_data, with the hold's proof as the other calls carry it. */
const regionalQuery = z.object({
  company_uuid: optionalParam(text(100)),
  amount: z.coerce.number().nonnegative().max(10_000_000),
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
  description: optionalParam(text(200)),
  language: optionalParam(z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code')).transform((v) => v ?? 'en'),
  paytypes: optionalParam(z.string().regex(/^\d{1,6}(,\d{1,6}){0,19}$/, 'must be pay type ids separated by commas')).transform((v) =>
    v ? v.split(',').map(Number) : [],
  ),
  result_url: optionalParam(z.url().max(2000)),
  email: optionalParam(emailAddress()),
  vehicle_id: z.coerce.number().int().positive().max(2_147_483_647),
  lock_id: lockId,
  lock_token: lockToken,
})
const regionalResultBody = z.object({ vehicle_id: vehicleId, lock_id: lockId, lock_token: lockToken })
const paypalOrderId = z.string().regex(/^[A-Z0-9]{1,64}$/, 'must be a PayPal order id')
const orderBody = z.object({
  order: z.object({
    vehicle_id: vehicleId.optional().describe('The stock vehicle; absent for a configurator build (config_url).'),
    vehicle_vin: text(40).optional(),
    lock_id: lockId,
    lock_token: lockToken,
    card_payment_intent_id: z
      .string()
      .regex(/^pi_\w{1,100}$/, 'must be a payment intent id (pi_…)')
      .nullish(),
    przelewy24_order_id: z
      .number()
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .nullish()
      .describe("The Przelewy24 order of the hold's payment (spec 3 §3 {regional-provider}_order_id)."),
    paypal_order_id: paypalOrderId.nullish().describe('The PayPal order the shopper approved (spec 3 §3 {wallet-provider}_order_id).'),
    rdx_forms_lead_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
    finance_option: z.enum(['cash', 'finance', 'lease', 'subscription', 'calculator']).nullish(),
    customer_email: emailAddress().optional().describe("Required unless the reservation form's lead gives it."),
    customer_name: text(200).min(1, 'is required').optional().describe("Required unless the reservation form's lead gives it."),
    metadata,
    locale: z
      .string()
      .regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'must be a language code such as en or en_GB')
      .default('en'),
    config_url: configUrl.nullish().describe('The configurator build ordered (ADR 101); required without vehicle_id.'),
    confirmation_by_link: z.boolean().default(false),
  }),
})
const orderNumber = z.object({ number: z.string().describe('The order number (FC…).') })
const publicOrderSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(['reserved', 'confirmed', 'cancelled', 'refunded']),
  payment_status: z.enum(['not_required', 'pending', 'authorised', 'paid', 'cancelled', 'refunded']),
  vendor_type: z.string(),
  amount: z.number(),
  currency: z.string(),
  finance_option: z.string().nullable(),
  vehicle_id: z.number().nullable(),
  vehicle: z.record(z.string(), z.unknown()),
  customer_name: z.string(),
  confirmed: z.boolean(),
  metadata: z.object({ tradeInData: z.unknown(), appointment: z.unknown(), retailer: z.unknown(), subscription: z.unknown() }),
})
const holdAnswer = z.object({
  data: z.object({
    lock_id: z.string(),
    lock_token: z.string().optional(),
    expires_at: z.string(),
    expires_in: z
      .number()
      .int()
      .nonnegative()
      .describe("Seconds until the hold ends, by the server's clock: a browser counts down from its own clock with it, whatever its time."),
    vehicle_id: z.number().nullable().describe('Null for a configurator build.'),
    amount: z.number().optional(),
    currency: z.string().optional(),
    vendor_type: z.string().optional(),
  }),
})
/** A hold's end as a time and as the seconds left to it (`holdAnswer`). */
const holdEnd = (expiresAt: Date) => ({ expires_at: expiresAt.toISOString(), expires_in: secondsLeft(expiresAt.toISOString(), new Date()) })
const name = text(100).min(1, 'is required')
const inquiryBody = z.object({
  recipients: z
    .array(emailAddress())
    .min(1)
    .max(10)
    .optional()
    .describe("Narrows the addresses written to; each must be the vehicle's retailer's or the market's."),
  customer_data: z.object({
    first_name: name,
    last_name: name,
    email: emailAddress(),
    phone: text(40).refine(isPhoneText, 'is not a phone number').optional(),
    message: text(2000).min(1, 'is required'),
  }),
  vehicle_data: z
    .object({ vehicle_id: vehicleId.optional(), config_url: configUrl.optional() })
    .refine((v) => (v.vehicle_id === undefined) !== (v.config_url === undefined), {
      message: 'give either vehicle_id or config_url',
      path: ['vehicle_id'],
    }),
})

/** ADR 102: a shopper asks a few questions; a script asking thousands would make us a spammer. */
export const INQUIRY_RATE_RULE: RateRule = { limit: 5, windowSeconds: 10 * 60 }

const TOO_MANY_HOLDS = 'Too many vehicles were reserved from here. Try again later.'

const pageQuery = z.object({ page: queryWholeNumber(1, 100_000, 1) })

/** The routes (`app`) and their declarations (`routes`) for the inventory API's document. */
export function buyOnlineApi(access: AccessRules<Access>, options: { trustProxy?: boolean } = {}) {
  const app = new Hono()
  const { route, routes } = declareRoutes(app, access)

  /** Where Przelewy24 notifies this market (payments and refunds): this API's own webhook, under the market's base path. */
  const regionalStatusUrl = (requestUrl: string) => {
    const url = new URL(requestUrl)
    if (!/\/buy_online\//.test(url.pathname)) return null
    url.pathname = url.pathname.replace(/\/buy_online\/.*$/, '/buy_online/webhooks/przelewy24')
    url.search = ''
    return url.toString()
  }
  const contextOf = async (c: Context): Promise<OrderContext> => ({
    db: c.get('services').database.db,
    siteId: c.get('site').id,
    settings: await c.get('services').content.settings(c.get('site')),
    basePath: c.get('site').basePath,
    card: await c.get('services').payments.card(),
    wallet: await c.get('services').payments.wallet(),
    regional: (await c.get('services').payments.regional?.()) ?? null,
    regionalStatusUrl: regionalStatusUrl(c.req.url),
    mailer: c.get('services').mailer,
    remember: (key, compute) => c.get('services').content.remember(c.get('site'), key, compute),
  })
  /** This client's key for counting its hits on `what` (in the database, so every process agrees). */
  const clientKey = (c: Context, what: string) =>
    `${what}:${c.get('site').id}:${addressKey(requestClientAddress(c, options.trustProxy ?? false))}`
  /** The 429 answer past a rule. */
  const tooMany = (c: Context, decision: { retryAfterSeconds: number }, detail: string) => {
    c.header('retry-after', String(decision.retryAfterSeconds))
    return c.json(problem(429, 'Too many requests', detail), 429)
  }
  /** Counts a hit of this client on `what`; the 429 answer past `rule`. */
  const limited = async (c: Context, what: string, rule: RateRule, detail: string) => {
    const decision = await createRateLimiter(c.get('services').database.db).hit(clientKey(c, what), rule)
    return decision.allowed ? null : tooMany(c, decision, detail)
  }
  /** Runs a handler; an OrderError becomes its status with the field it names. */
  const run = async (c: Context, handler: () => Promise<Response>) => {
    c.header('cache-control', 'private, no-store')
    try {
      return await handler()
    } catch (caught) {
      const error = providerRefusal(caught)
      if (!(error instanceof OrderError)) throw error
      const body = problem(error.status, error.title, error.detail, error.pointer)
      return c.json(error.meta ? { ...body, meta: error.meta } : body, error.status)
    }
  }

  route(
    {
      method: 'post',
      path: '/orders/init',
      summary: "Starts a reservation: takes the vehicle's soft lock (409 with held_until when another shopper holds it).",
      access: 'public',
      body: initBody,
      ok: [201, holdAnswer],
      errors: [400, 404, 409, 422, 429],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, initBody, 'Invalid value')
        if (!body.ok) return body.response
        const ctx = await contextOf(c)
        const token = body.data.lock_token ?? newHoldToken()
        if (body.data.config_url !== undefined) {
          const refused = await limited(c, 'hold', HOLDS_PER_CLIENT, TOO_MANY_HOLDS)
          if (refused) return refused
          const journey = await initBuildOrder(ctx, { configUrl: body.data.config_url, token })
          const { terms } = journey
          return c.json(
            {
              data: {
                lock_id: journey.lockId,
                lock_token: token,
                ...holdEnd(journey.expiresAt),
                vehicle_id: null,
                amount: terms.fee,
                currency: terms.currency,
                vendor_type: terms.vendorType,
              },
            },
            201,
          )
        }
        // The client's hit is counted in the hold's own statement, not a round trip of its own (ADR 145).
        const taken = await initOrder(ctx, c.get('services').database, {
          vehicleId: body.data.vehicle_id!,
          token,
          client: { key: clientKey(c, 'hold'), rule: HOLDS_PER_CLIENT },
        })
        if ('limited' in taken) return tooMany(c, taken.limited, TOO_MANY_HOLDS)
        const { hold, terms } = taken
        return c.json(
          {
            data: {
              lock_id: hold.lockId,
              lock_token: token,
              ...holdEnd(hold.expiresAt),
              vehicle_id: hold.vehicleId,
              amount: terms.fee,
              currency: terms.currency,
              vendor_type: terms.vendorType,
            },
          },
          201,
        )
      }),
  )

  route(
    {
      method: 'post',
      path: '/orders/lock/extend',
      summary: "Keeps the shopper's hold while they complete the checkout (409: the hold is lost).",
      access: 'public',
      body: holdBody,
      ok: [200, holdAnswer],
      errors: [400, 409, 422],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, holdBody, 'Invalid value')
        if (!body.ok) return body.response
        const ctx = await contextOf(c)
        const proof = { lockId: body.data.lock_id, token: body.data.lock_token }
        if (isBuildProof(ctx.siteId, proof))
          return c.json({
            data: { lock_id: proof.lockId, ...holdEnd(renewBuildJourney(PAYMENT_HOLD_MINUTES / 2)), vehicle_id: null },
          })
        const hold = await extendOrderHold(ctx, proof, PAYMENT_HOLD_MINUTES / 2)
        return c.json({ data: { lock_id: hold.lockId, ...holdEnd(hold.expiresAt), vehicle_id: hold.vehicleId } })
      }),
  )

  route(
    {
      method: 'post',
      path: '/orders/lock/release',
      summary: "Gives the vehicle back when the shopper leaves (only the holder's own hold).",
      access: 'public',
      body: holdBody,
      ok: [200, z.object({ data: z.object({ released: z.boolean() }) })],
      errors: [400, 422],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, holdBody, 'Invalid value')
        if (!body.ok) return body.response
        const ctx = await contextOf(c)
        const proof = { lockId: body.data.lock_id, token: body.data.lock_token }
        // A configurator journey holds nothing (ADR 101).
        const released = isBuildProof(ctx.siteId, proof) || (await releaseOrderHold(ctx, proof))
        return c.json({ data: { released } })
      }),
  )

  route(
    {
      method: 'post',
      path: '/payment',
      summary:
        "Pays the reservation fee by card (spec 3 §7): amount and currency must be the vehicle's (or the configurator build's) fee; one payment per hold or build journey (a resent request is the same payment).",
      access: 'public',
      body: paymentBody,
      ok: [200, z.object({ data: z.object({ payment_intent_id: z.string(), status: z.string(), client_secret: z.string().nullable() }) })],
      errors: [400, 402, 404, 409, 422, 503],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, paymentBody, 'Invalid value')
        if (!body.ok) return body.response
        const { payment: p, lock_id, lock_token, payment_method } = body.data
        const requestKey = (c.req.header('idempotency-key') ?? '').replace(/[^\w-]/g, '').slice(0, 100) || 'default'
        const common = {
          proof: { lockId: lock_id, token: lock_token },
          amount: p.amount,
          currency: p.currency,
          paymentMethod: payment_method,
          requestKey,
        }
        const ctx = await contextOf(c)
        const { payment } =
          p.config_url !== undefined
            ? await payForBuild(ctx, { ...common, configUrl: p.config_url })
            : await payForHold(ctx, { ...common, vehicleId: p.vehicle_id! })
        return c.json({ data: { payment_intent_id: payment.id, status: payment.state, client_secret: payment.clientSecret } })
      }),
  )

  route(
    {
      method: 'post',
      path: '/paypal/create_order',
      summary:
        "Makes the PayPal order of a hold (spec 3 §7): amount and currency must be the vehicle's fee; one PayPal order per hold. Answers where the shopper approves it.",
      access: 'public',
      body: walletOrderBody,
      ok: [200, z.object({ data: z.object({ paypal_order_id: z.string(), status: z.string(), approve_url: z.string().nullable() }) })],
      errors: [400, 404, 409, 422, 503],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, walletOrderBody, 'Invalid value')
        if (!body.ok) return body.response
        const { order: o, lock_id, lock_token } = body.data
        const origin = new URL(c.req.url).origin
        const back = body.data.return_url ? new URL(body.data.return_url) : new URL('/', origin)
        // PayPal sends the shopper back only to this site: never to an address the request names elsewhere.
        if (back.origin !== origin)
          return c.json(problem(422, 'Invalid value', 'return_url: must be a page of this site', '/return_url'), 422)
        const returnUrl = new URL(back)
        returnUrl.searchParams.set('paypal', 'return')
        const cancelUrl = new URL(back)
        cancelUrl.searchParams.set('paypal', 'cancel')
        const order = await createWalletOrder(await contextOf(c), {
          proof: { lockId: lock_id, token: lock_token },
          vehicleId: o.vehicle_id,
          amount: o.amount_value,
          currency: o.amount_currency_code,
          returnUrl: returnUrl.toString(),
          cancelUrl: cancelUrl.toString(),
        })
        return c.json({ data: { paypal_order_id: order.id, status: order.status, approve_url: order.approveUrl } })
      }),
  )

  route(
    {
      method: 'get',
      path: '/przelewy24/checkout_data',
      summary:
        "Registers the hold's payment at Przelewy24 (spec 3 §7): amount and currency must be the vehicle's fee. Answers the hosted page the browser goes to.",
      access: 'public',
      query: regionalQuery,
      ok: [
        200,
        z.object({
          data: z.object({ url: z.string(), method: z.literal('GET'), fields: z.record(z.string(), z.string()), session_id: z.string() }),
        }),
      ],
      errors: [400, 404, 409, 422, 503],
    },
    (c) =>
      run(c, async () => {
        const query = readQuery(c, regionalQuery)
        if (query instanceof Response) return query
        const origin = new URL(c.req.url).origin
        const back = query.result_url ? new URL(query.result_url) : new URL('/', origin)
        if (back.origin !== origin)
          return c.json(
            {
              errors: [
                {
                  status: '400',
                  title: 'Invalid query parameter',
                  detail: 'result_url: must be a page of this site',
                  source: { parameter: 'result_url' },
                },
              ],
            },
            400,
          )
        back.searchParams.set('przelewy24', 'return')
        // Przelewy24 notifies this API's own webhook, wherever the market's base path puts it.
        const statusUrl = new URL(c.req.url)
        statusUrl.pathname = statusUrl.pathname.replace(/przelewy24\/checkout_data$/, 'webhooks/przelewy24')
        statusUrl.search = ''
        const data = await regionalCheckoutData(await contextOf(c), {
          proof: { lockId: query.lock_id, token: query.lock_token },
          vehicleId: query.vehicle_id,
          amount: query.amount,
          currency: query.currency,
          description: query.description ?? null,
          language: query.language,
          paytypes: query.paytypes,
          resultUrl: back.toString(),
          statusUrl: statusUrl.toString(),
          email: query.email ?? null,
        })
        return c.json({ data })
      }),
  )

  route(
    {
      method: 'post',
      path: '/przelewy24/result',
      summary:
        "The hold's Przelewy24 payment as the provider tells it (the checkout asks on the shopper's return): paid, with its order id, or not.",
      access: 'public',
      body: regionalResultBody,
      ok: [200, z.object({ data: z.object({ paid: z.boolean(), order_id: z.number().nullable() }) })],
      errors: [400, 404, 409, 422, 503],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, regionalResultBody, 'Invalid value')
        if (!body.ok) return body.response
        const result = await regionalResult(
          await contextOf(c),
          { lockId: body.data.lock_id, token: body.data.lock_token },
          body.data.vehicle_id,
        )
        return c.json({ data: result })
      }),
  )

  route(
    {
      method: 'post',
      path: '/webhooks/przelewy24',
      summary:
        "Przelewy24's payment and refund notifications, verified by their signature (sign, SHA-384 with the CRC key); each recorded once.",
      access: 'public',
      body: z.record(z.string(), z.unknown()),
      ok: [200, z.object({ data: z.object({ outcome: z.enum(['applied', 'duplicate', 'unknown']) }) })],
      errors: [400, 503],
    },
    async (c) => {
      const regional = (await c.get('services').payments.regional?.()) ?? null
      if (!regional) return c.json(problem(503, 'Not available', 'Przelewy24 payments are not configured.'), 503)
      const raw = await c.req.text()
      try {
        const outcome = await applyRegionalNotification(c.get('services').database.db, regional, raw)
        return c.json({ data: { outcome } })
      } catch (error) {
        if (error instanceof WebhookSignatureError) return c.json(problem(400, 'Invalid signature', error.message), 400)
        if (error instanceof ProviderUnavailable) return c.json(problem(503, 'Payment provider unavailable', 'Please try again.'), 503)
        throw error
      }
    },
  )

  route(
    {
      method: 'post',
      path: '/orders',
      summary:
        'Creates the order of a held vehicle (spec 3 §7): its payment must be authorised at the provider; the vehicle becomes reserved. A resent request answers the same order.',
      access: 'public',
      body: orderBody,
      ok: [201, z.object({ data: publicOrderSchema })],
      errors: [400, 402, 404, 409, 422, 503],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, orderBody, 'Invalid value')
        if (!body.ok) return body.response
        const o = body.data.order
        const ctx = await contextOf(c)
        const common = {
          proof: { lockId: o.lock_id, token: o.lock_token },
          paymentIntentId: o.card_payment_intent_id ?? null,
          walletOrderId: o.paypal_order_id ?? null,
          regionalOrderId: o.przelewy24_order_id ?? null,
          leadId: o.rdx_forms_lead_id ?? null,
          financeOption: o.finance_option ?? null,
          customerEmail: o.customer_email ?? null,
          customerName: o.customer_name ?? null,
          metadata: o.metadata,
          locale: o.locale,
          configUrl: o.config_url ?? null,
          confirmationByLink: o.confirmation_by_link,
        }
        if (o.vehicle_id === undefined && !o.config_url)
          return c.json(problem(422, 'Invalid value', 'order.vehicle_id: give vehicle_id or config_url', '/order/vehicle_id'), 422)
        await requireAuthentication(
          ctx,
          o.vehicle_id === undefined ? { configUrl: o.config_url! } : { vehicleId: o.vehicle_id },
          o.metadata,
        )
        const { number, created } =
          o.vehicle_id === undefined
            ? await createBuildOrder(ctx, { ...common, configUrl: o.config_url! })
            : await createOrder(ctx, { ...common, vehicleId: o.vehicle_id })
        const order = await getOrder(ctx.db, ctx.siteId, number)
        return c.json({ data: publicOrder(order!) }, created ? 201 : 200)
      }),
  )

  route(
    {
      method: 'put',
      path: '/orders/send_inquiry_email',
      summary:
        "Mails a shopper's question about a vehicle or a build to its retailer (spec 3 §7; ADR 102): only to the retailer's or the market's addresses; limited per client.",
      access: 'public',
      body: inquiryBody,
      ok: [202, z.object({ data: z.object({ sent: z.literal(true), recipients: z.number() }) })],
      errors: [400, 404, 422, 429],
    },
    (c) =>
      run(c, async () => {
        const body = await parseJsonBody(c, inquiryBody, 'Invalid value')
        if (!body.ok) return body.response
        const refused = await limited(c, 'inquiry', INQUIRY_RATE_RULE, 'Too many questions sent; please try again later.')
        if (refused) return refused
        const { recipients, customer_data: customer, vehicle_data: vehicle } = body.data
        const sent = await sendInquiry(await contextOf(c), {
          recipients: recipients ?? null,
          customer: { ...customer, phone: customer.phone ?? null },
          vehicle: { vehicleId: vehicle.vehicle_id ?? null, configUrl: vehicle.config_url ?? null },
        })
        return c.json({ data: { sent: true as const, recipients: sent.recipients } }, 202)
      }),
  )

  route(
    {
      method: 'get',
      path: '/orders/{number}',
      summary: 'One order by its number (spec 3 §3: what the confirmation page reads).',
      access: 'public',
      params: orderNumber,
      ok: [200, z.object({ data: publicOrderSchema })],
      errors: [404],
    },
    (c) =>
      run(c, async () => {
        const number = c.req.param('number')!
        const order = isOrderNumber(number) ? await getOrder(c.get('services').database.db, c.get('site').id, number) : null
        if (!order) return c.json(problem(404, 'Not found', `No order ${number.slice(0, 20)}.`), 404)
        return c.json({ data: publicOrder(order) })
      }),
  )

  route(
    {
      method: 'put',
      path: '/orders/{number}/confirm',
      summary: "Confirms an order: captures an on-hold payment and sends the shopper's confirmation e-mail, once.",
      access: 'public',
      params: orderNumber,
      ok: [200, z.object({ data: publicOrderSchema })],
      errors: [404, 409, 503],
    },
    (c) =>
      run(c, async () => {
        const number = c.req.param('number')!
        if (!isOrderNumber(number)) return c.json(problem(404, 'Not found', `No order ${number.slice(0, 20)}.`), 404)
        const order = await confirmOrder(await contextOf(c), number)
        return c.json({ data: publicOrder(order) })
      }),
  )

  route(
    {
      method: 'post',
      path: '/webhooks/card',
      summary: "The card provider's events, verified by their signature (Stripe-Signature); each recorded once.",
      access: 'public',
      body: z.record(z.string(), z.unknown()),
      ok: [200, z.object({ data: z.object({ outcome: z.enum(['applied', 'duplicate', 'stale', 'unknown']) }) })],
      errors: [400, 503],
    },
    async (c) => {
      const card = await c.get('services').payments.card()
      if (!card) return c.json(problem(503, 'Not available', 'Card payments are not configured.'), 503)
      const raw = await c.req.text()
      let event
      try {
        event = card.verifyWebhook(raw, c.req.header('stripe-signature') ?? null)
      } catch (error) {
        if (error instanceof WebhookSignatureError) return c.json(problem(400, 'Invalid signature', error.message), 400)
        throw error
      }
      const outcome = await applyWebhook(c.get('services').database.db, event)
      return c.json({ data: { outcome } })
    },
  )

  route(
    {
      method: 'post',
      path: '/webhooks/paypal',
      summary:
        "PayPal's events (orders approved, captures completed, refunded or reversed), verified by PayPal's verify call on the raw body and transmission headers; each recorded once, the payment updated from PayPal's order.",
      access: 'public',
      body: z.record(z.string(), z.unknown()),
      ok: [200, z.object({ data: z.object({ outcome: z.enum(['applied', 'duplicate', 'stale', 'unknown']) }) })],
      errors: [400, 503],
    },
    async (c) => {
      const wallet = await c.get('services').payments.wallet()
      if (!wallet?.receivesWebhooks) return c.json(problem(503, 'Not available', 'PayPal webhooks are not configured.'), 503)
      const raw = await c.req.text()
      try {
        const event = await wallet.verifyWebhook(raw, (name) => c.req.header(name))
        const outcome = await applyWalletWebhook(c.get('services').database.db, wallet, event)
        return c.json({ data: { outcome } })
      } catch (error) {
        if (error instanceof WebhookSignatureError) return c.json(problem(400, 'Invalid signature', error.message), 400)
        // PayPal delivers again later: a 503 asks it to.
        if (error instanceof PaymentError) return c.json(problem(503, 'Payment provider unavailable', 'Please try again.'), 503)
        throw error
      }
    },
  )

  // The back office (ADR 099): the market's orders, their payments and the webhook ledger.
  const adminOrder = z.object({
    data: publicOrderSchema.extend({
      customer_email: z.string(),
      vehicle_vin: z.string(),
      lead_id: z.number().nullable(),
      lead_form_id: z.number().nullable().describe("The lead's form, for the back office's lead screen."),
      payment: z
        .object({
          provider: z.string(),
          id: z.string().nullable(),
          state: z.string(),
          refunded: z.number().describe('The amount refunded, in the currency units of amount.'),
          last_error: z.string().nullable(),
        })
        .nullable(),
    }),
  })
  route(
    {
      method: 'get',
      path: '/admin/orders',
      summary: `The market's orders, newest first, ${ADMIN_ORDERS_PER_PAGE} a page, with their payments.`,
      access: 'admin',
      query: pageQuery,
      ok: [
        200,
        z.object({ data: z.array(adminOrder.shape.data), meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }) }),
      ],
      errors: [400],
    },
    async (c) => {
      c.header('cache-control', 'private, no-store')
      const query = readQuery(c, pageQuery)
      if (query instanceof Response) return query
      return c.json(await adminOrdersPage(c.get('services').database.db, c.get('site').id, query.page))
    },
  )
  for (const action of ['refund', 'cancel'] as const)
    route(
      {
        method: 'post',
        path: `/admin/orders/{number}/${action}`,
        summary:
          action === 'refund'
            ? "Refunds the order's payment (or releases an authorisation) and gives the vehicle back its status; audited."
            : 'Cancels an order whose fee was not taken (an authorisation is released); audited.',
        access: 'admin',
        params: orderNumber,
        ok: [200, adminOrder],
        errors: [404, 409, 503],
      },
      (c) =>
        run(c, async () => {
          const number = c.req.param('number')!
          if (!isOrderNumber(number)) return c.json(problem(404, 'Not found', `No order ${number.slice(0, 20)}.`), 404)
          const ctx = await contextOf(c)
          await cancelOrder(ctx, number, c.get('user')!, action)
          return c.json({ data: (await findAdminOrder(ctx.db, ctx.siteId, number))! })
        }),
    )
  route(
    {
      method: 'get',
      path: '/admin/webhooks',
      summary: 'The processed-webhook ledger: every verified event once, with what it did.',
      access: 'admin',
      ok: [
        200,
        z.object({
          data: z.array(
            z.object({
              event_id: z.string(),
              type: z.string(),
              payment_id: z.string().nullable(),
              outcome: z.string(),
              event_created_at: z.string(),
              received_at: z.string(),
            }),
          ),
        }),
      ],
      errors: [],
    },
    async (c) => {
      c.header('cache-control', 'private, no-store')
      return c.json({ data: await listWebhooks(c.get('services').database.db, c.get('site').id) })
    },
  )

  return { app, routes }
}

/**
 * A provider's refusal of a request is not the server's failure: its credentials refused are a
 * market the operator must fix (503, as an unconfigured provider); any other refusal is a payment
 * no longer in the state the request expected (captured or cancelled meanwhile by another
 * request), a conflict (409).
 */
export function providerRefusal(error: unknown): unknown {
  if (error instanceof ProviderCredentialsRejected) return new OrderError(503, 'Payment provider unavailable', 'Please try again.')
  if (error instanceof PaymentRejected)
    return new OrderError(409, 'Conflict', 'The payment provider refused the request: the payment is no longer in a state for it.')
  return error
}
