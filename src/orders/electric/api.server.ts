import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { requestClientAddress } from '~/auth/client-address.server.ts'
import { addressKey } from '~/auth/login-limit.ts'
import { parseJsonBody, problem } from '~/lib/api-problems.ts'
import { declareRoutes, type AccessRules } from '~/lib/api-routes.server.ts'
import { createRateLimiter, type RateRule } from '~/lib/rate-limit.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { PaymentDeclined, PaymentRejected, ProviderCredentialsRejected, ProviderUnavailable } from '../payments/errors.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { currencyDigits } from '../rules/order.ts'
import { CRM_PROVIDER, httpProgramme, ProgrammeNotFound, ProgrammeUnavailable, type ElectricProgramme } from './programme.server.ts'
import { SANDBOX_DEPOSIT_MINOR, startProgrammeSandbox } from './programme-sandbox.server.ts'
import { emailAddress } from '~/lib/email-schema.ts'

/**
 * /api/inventory/buy_online/electric_programme (spec 3 §4, §7 Electric-model programme; ADR 104):
 * the shopper's lead is created at the programme's service, then a payment intent for it; the
 * shopper may then ask for the lead's cancellation, proving it is theirs by its e-mail address.
 */

type Access = 'public' | 'admin'

/** ADR 104: each lead is real work at the programme's service. */
export const PROGRAMME_RATE_RULE: RateRule = { limit: 5, windowSeconds: 10 * 60 }

const text = (max: number) => z.string().trim().min(1, 'is required').max(max)
const leadBody = z.object({
  lead: z.object({
    first_name: text(100),
    last_name: text(100),
    email: emailAddress(),
    phone: z.string().trim().max(40).optional(),
    model: text(100),
  }),
})
const cancelBody = z.object({ email: emailAddress() })
const leadId = z.object({ id: z.string().describe("The programme's lead id.") })

const confirmBody = z.object({
  payment_intent_id: z.string().regex(/^pi_\w{1,100}$/, 'must be a payment intent id (pi_…)'),
  payment_method: z.string().regex(/^pm_\w{1,100}$/, 'must be a payment method id (pm_…)'),
})
/** A shopper may try a few cards, not many. */
export const PROGRAMME_PAYMENT_RATE_RULE: RateRule = { limit: 10, windowSeconds: 10 * 60 }
/** The metadata key of the intent the programme's sandbox makes for a lead. */
const LEAD_METADATA = `${CRM_PROVIDER}_lead_id`

/**
 * The demo's and the tests' programme: one sandbox per process, started on first use. Its payment
 * intents are made at the card provider (the card sandbox there), as the programme's service
 * makes them at Stripe with the market's account, so the page confirms them with a card.
 */
let sandbox: Promise<ElectricProgramme> | undefined
// NOTE: the card provider of the latest request: the sandbox is one per process, the services
// (and their card sandbox) may be several in one process (tests), and only the latest is open.
let sandboxCard: () => Promise<PaymentProvider | null> = () => Promise.resolve(null)
const sandboxProgramme = (card: () => Promise<PaymentProvider | null>) => {
  sandboxCard = card
  return (sandbox ??= startProgrammeSandbox({
    createIntent: async (lead) => {
      const provider = await sandboxCard()
      if (!provider) throw new Error('No card provider')
      const intent = await provider.initiate({
        amountMinor: SANDBOX_DEPOSIT_MINOR,
        currency: lead.currency.toLowerCase(),
        captureMethod: 'automatic',
        idempotencyKey: `programme:${lead.id}`,
        metadata: { [LEAD_METADATA]: lead.id },
      })
      return { id: intent.id, status: intent.state, client_secret: intent.clientSecret }
    },
  }).then((started) => httpProgramme(started.url, (url, init) => fetch(url, init))))
}

export function electricProgrammeApi(access: AccessRules<Access>, options: { trustProxy?: boolean } = {}) {
  const app = new Hono()
  const { route, routes } = declareRoutes(app, access)

  /** The market's programme: its setting's URL through the outbound guard, else the sandbox where payments are sandboxed. */
  async function programmeOf(c: Context): Promise<ElectricProgramme | null> {
    const settings = await c.get('services').content.settings(c.get('site'))
    const url = readSetting(settings, 'l460BevConfig.api_url').trim()
    if (url) return httpProgramme(url, c.get('services').outbound)
    const payments = c.get('services').payments
    return payments.sandbox ? sandboxProgramme(() => payments.card()) : null
  }
  const run = async (c: Context, handler: (programme: ElectricProgramme) => Promise<Response>) => {
    c.header('cache-control', 'private, no-store')
    const programme = await programmeOf(c)
    if (!programme) return c.json(problem(503, 'Not available', 'The electric-model programme is not configured for this market.'), 503)
    try {
      return await handler(programme)
    } catch (error) {
      if (error instanceof ProgrammeNotFound) return c.json(problem(404, 'Not found', 'No such lead.'), 404)
      if (error instanceof ProgrammeUnavailable) {
        c.get('services').log.warn({ err: error }, 'Electric-model programme failed')
        return c.json(problem(502, 'Programme unavailable', 'The programme did not answer; please try again.'), 502)
      }
      throw error
    }
  }

  route(
    {
      method: 'post',
      path: '/leads',
      summary: "Registers the shopper's lead with the electric-model programme, then its payment intent (spec 3 §4, §7).",
      access: 'public',
      body: leadBody,
      ok: [
        201,
        z.object({
          data: z.object({
            lead_id: z.string(),
            payment_intent: z.object({ id: z.string(), status: z.string(), client_secret: z.string().nullable() }),
          }),
        }),
      ],
      errors: [400, 422, 429, 502, 503],
    },
    async (c) => {
      const body = await parseJsonBody(c, leadBody, 'Invalid value')
      if (!body.ok) return body.response
      const client = addressKey(requestClientAddress(c, options.trustProxy ?? false))
      const decision = await createRateLimiter(c.get('services').database.db).hit(
        `programme:${c.get('site').id}:${client}`,
        PROGRAMME_RATE_RULE,
      )
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds))
        return c.json(problem(429, 'Too many requests', 'Too many requests; please try again later.'), 429)
      }
      return run(c, async (programme) => {
        const { lead } = body.data
        const settings = await c.get('services').content.settings(c.get('site'))
        const currency = (stockPriceFormat(settings).currencyIso ?? 'EUR').toUpperCase()
        const created = await programme.createLead({ ...lead, phone: lead.phone || null, market: c.get('site').key, currency })
        const intent = await programme.createPaymentIntent(created.id)
        return c.json({ data: { lead_id: created.id, payment_intent: intent } }, 201)
      })
    },
  )

  route(
    {
      method: 'put',
      path: '/leads/{id}/initialize_cancellation',
      summary: 'Puts the lead into cancellation (spec 3 §4): the shopper names the lead and its e-mail address.',
      access: 'public',
      params: leadId,
      body: cancelBody,
      ok: [200, z.object({ data: z.object({ lead_id: z.string(), status: z.string().nullable() }) })],
      errors: [400, 404, 422, 502, 503],
    },
    async (c) => {
      const body = await parseJsonBody(c, cancelBody, 'Invalid value')
      if (!body.ok) return body.response
      const id = c.req.param('id')!
      if (!/^[\w-]{1,100}$/.test(id)) return c.json(problem(404, 'Not found', 'No such lead.'), 404)
      return run(c, async (programme) => {
        // The lead is the shopper's only when its e-mail address is theirs (spec 3 §7 {crm-provider}_data).
        const lead = await programme.leadData(id)
        if (lead.email?.trim().toLowerCase() !== body.data.email.trim().toLowerCase())
          return c.json(problem(404, 'Not found', 'No such lead.'), 404)
        const cancelled = await programme.initializeCancellation(id)
        return c.json({ data: { lead_id: id, status: cancelled.status } })
      })
    },
  )

  route(
    {
      method: 'post',
      path: '/leads/{id}/confirm_payment',
      summary:
        "Confirms the lead's payment intent with a card where the market takes cards through the card sandbox (demo, tests); a market with Stripe confirms it in the browser with Stripe.js (ADR 104).",
      access: 'public',
      params: leadId,
      body: confirmBody,
      ok: [
        200,
        z.object({
          data: z.object({
            lead_id: z.string(),
            payment_intent_id: z.string(),
            status: z.string(),
            amount: z.number(),
            currency: z.string(),
          }),
        }),
      ],
      errors: [400, 402, 404, 409, 422, 429, 502, 503],
    },
    async (c) => {
      c.header('cache-control', 'private, no-store')
      const body = await parseJsonBody(c, confirmBody, 'Invalid value')
      if (!body.ok) return body.response
      const id = c.req.param('id')!
      if (!/^[\w-]{1,100}$/.test(id)) return c.json(problem(404, 'Not found', 'No such lead.'), 404)
      const payments = c.get('services').payments
      if (!payments.sandbox)
        return c.json(problem(409, 'Conflict', "This market's card payments are confirmed in the browser with Stripe."), 409)
      const card = await payments.card()
      if (!card) return c.json(problem(503, 'Not available', 'Card payments are not configured for this market.'), 503)
      const client = addressKey(requestClientAddress(c, options.trustProxy ?? false))
      const decision = await createRateLimiter(c.get('services').database.db).hit(
        `programme-payment:${c.get('site').id}:${client}`,
        PROGRAMME_PAYMENT_RATE_RULE,
      )
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds))
        return c.json(problem(429, 'Too many requests', 'Too many requests; please try again later.'), 429)
      }
      const { payment_intent_id: intentId, payment_method: method } = body.data
      try {
        // The intent must be this lead's: an intent id alone pays nothing else.
        const current = await card.status(intentId)
        if (current.metadata[LEAD_METADATA] !== id) return c.json(problem(404, 'Not found', 'No such lead.'), 404)
        const requestKey = (c.req.header('idempotency-key') ?? '').replace(/[^\w-]/g, '').slice(0, 100) || 'default'
        const paid = current.state === 'succeeded' ? current : await card.authorise(intentId, method, `${intentId}:${method}:${requestKey}`)
        return c.json({
          data: {
            lead_id: id,
            payment_intent_id: paid.id,
            status: paid.state,
            amount: paid.amountMinor / 10 ** currencyDigits(paid.currency.toUpperCase()),
            currency: paid.currency.toUpperCase(),
          },
        })
      } catch (error) {
        // The provider's codes, for the page to say why in the market's language (rules/decline.ts).
        if (error instanceof PaymentDeclined)
          return c.json(
            {
              ...problem(402, 'Payment declined', error.message, '/payment_method'),
              meta: { code: error.code, decline_code: error.declineCode },
            },
            402,
          )
        if (error instanceof ProviderCredentialsRejected)
          return c.json(problem(503, 'Not available', 'Card payments are not configured for this market.'), 503)
        if (error instanceof PaymentRejected) return c.json(problem(404, 'Not found', 'No such payment.'), 404)
        if (error instanceof ProviderUnavailable)
          return c.json(problem(502, 'Payment provider unavailable', 'The payment could not be completed; please try again.'), 502)
        throw error
      }
    },
  )

  return { app, routes }
}
