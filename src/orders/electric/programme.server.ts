import { z } from 'zod'
import type { OutboundFetch } from '~/lib/outbound.server.ts'

/**
 * The electric-model programme's service (spec 3 §4 Electric-model programme, §7; ADR 104): a
 * lead is created, then a payment intent for it, then optionally the lead goes into cancellation.
 * The base URL is the setting `l460BevConfig.api_url`; `{crm-provider}` and `{card-provider}` of
 * spec 3 §7 are `crm` and `stripe` here. Every call goes through the outbound guard.
 */

export const CRM_PROVIDER = 'crm'
export const CARD_PROVIDER = 'stripe'

/** The lead body (spec 3 §3 leaves its shape open): the shopper and the model they want. */
export interface ProgrammeLead {
  first_name: string
  last_name: string
  email: string
  phone: string | null
  model: string
  market: string
  /** The market's currency (ISO 4217), in which the programme takes its deposit. */
  currency: string
}

const leadAnswer = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String) })
const leadData = z.looseObject({ email: z.string().nullish(), status: z.string().nullish() })
const intentAnswer = z.looseObject({ id: z.string(), status: z.string(), client_secret: z.string().nullish() })

export class ProgrammeUnavailable extends Error {}
export class ProgrammeNotFound extends Error {}

export interface ElectricProgramme {
  createLead(lead: ProgrammeLead): Promise<{ id: string }>
  leadData(id: string): Promise<{ email: string | null; status: string | null }>
  createPaymentIntent(leadId: string): Promise<{ id: string; status: string; client_secret: string | null }>
  initializeCancellation(id: string): Promise<{ status: string | null }>
}

/** The programme over HTTP at `baseUrl` (spec 3 §7's four calls). */
export function httpProgramme(baseUrl: string, fetch: OutboundFetch): ElectricProgramme {
  const base = baseUrl.replace(/\/+$/, '')
  async function call<S extends z.ZodType>(schema: S, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<z.infer<S>> {
    let response: Response
    try {
      response = await fetch(`${base}/${path}`, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new ProgrammeUnavailable(`The electric-model programme did not answer: ${(error as Error).message}`)
    }
    if (response.status === 404) throw new ProgrammeNotFound('No such lead')
    if (!response.ok) throw new ProgrammeUnavailable(`The electric-model programme answered ${response.status}`)
    const parsed = schema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ProgrammeUnavailable('The electric-model programme answered something unreadable')
    return parsed.data
  }
  const id = (value: string) => encodeURIComponent(value)
  return {
    createLead: async (lead) => ({ id: (await call(leadAnswer, 'POST', 'api/leads', { lead })).id }),
    leadData: async (leadId) => {
      const data = await call(leadData, 'GET', `api/leads/${id(leadId)}/${CRM_PROVIDER}_data`)
      return { email: data.email ?? null, status: data.status ?? null }
    },
    createPaymentIntent: async (leadId) => {
      const intent = await call(intentAnswer, 'POST', `api/${CARD_PROVIDER}/create_payment_intent`, {
        payment_intent: { [`${CRM_PROVIDER}_lead_id`]: leadId },
      })
      return { id: intent.id, status: intent.status, client_secret: intent.client_secret ?? null }
    },
    initializeCancellation: async (leadId) => ({
      status: (await call(leadData, 'PUT', `api/leads/${id(leadId)}/initialize_cancellation`)).status ?? null,
    }),
  }
}
