import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CARD_PROVIDER, CRM_PROVIDER } from './programme.server.ts'

/** The programme's deposit in the sandbox: 500.00 in the lead's currency. */
export const SANDBOX_DEPOSIT_MINOR = 50_000

/**
 * Makes the lead's payment intent at the card provider, as the programme's service does at
 * Stripe with the market's account; without it the sandbox answers made-up intents.
 */
export type ProgrammeIntentMaker = (lead: {
  id: string
  currency: string
}) => Promise<{ id: string; status: string; client_secret: string | null }>

/**
 * A local stand-in for the electric-model programme's service (ADR 104), as the card sandbox is
 * for the card provider: spec 3 §7's four calls over real HTTP on 127.0.0.1, leads and intents
 * in memory. The demo and the tests talk to it through the same client as to the real service.
 */

interface SandboxLead {
  id: string
  email: string
  status: 'new' | 'payment_pending' | 'cancellation_requested'
  currency: string
  intentId: string | null
}

export interface ProgrammeSandbox {
  url: string
  leads(): SandboxLead[]
  close(): Promise<void>
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > 100_000) return null
  }
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

export async function startProgrammeSandbox(options: { createIntent?: ProgrammeIntentMaker } = {}): Promise<ProgrammeSandbox> {
  const leads = new Map<string, SandboxLead>()
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://sandbox').pathname
      const body = (await readJson(request)) as Record<string, Record<string, unknown>> | null
      if (request.method === 'POST' && path === '/api/leads') {
        const email = body?.lead?.email
        if (typeof email !== 'string') return send(response, 422, { error: 'lead.email is required' })
        const currency = typeof body?.lead?.currency === 'string' ? body.lead.currency : 'EUR'
        const lead: SandboxLead = { id: `lead_${randomUUID().slice(0, 8)}`, email, status: 'new', currency, intentId: null }
        leads.set(lead.id, lead)
        return send(response, 201, { id: lead.id, status: lead.status })
      }
      if (request.method === 'POST' && path === `/api/${CARD_PROVIDER}/create_payment_intent`) {
        const lead = leads.get(String(body?.payment_intent?.[`${CRM_PROVIDER}_lead_id`] ?? ''))
        if (!lead) return send(response, 404, { error: 'no such lead' })
        if (options.createIntent) {
          try {
            const intent = await options.createIntent({ id: lead.id, currency: lead.currency })
            lead.intentId = intent.id
            lead.status = 'payment_pending'
            return send(response, 200, intent)
          } catch {
            return send(response, 502, { error: 'the card provider did not answer' })
          }
        }
        lead.intentId ??= `pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`
        lead.status = 'payment_pending'
        return send(response, 200, { id: lead.intentId, status: 'requires_payment_method', client_secret: `${lead.intentId}_secret` })
      }
      const data = new RegExp(`^/api/leads/([^/]+)/${CRM_PROVIDER}_data$`).exec(path)
      if (request.method === 'GET' && data) {
        const lead = leads.get(decodeURIComponent(data[1]!))
        return lead ? send(response, 200, { id: lead.id, email: lead.email, status: lead.status }) : send(response, 404, {})
      }
      const cancel = /^\/api\/leads\/([^/]+)\/initialize_cancellation$/.exec(path)
      if (request.method === 'PUT' && cancel) {
        const lead = leads.get(decodeURIComponent(cancel[1]!))
        if (!lead) return send(response, 404, {})
        lead.status = 'cancellation_requested'
        return send(response, 200, { id: lead.id, status: lead.status })
      }
      send(response, 404, { error: 'not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    leads: () => [...leads.values()].map((lead) => ({ ...lead })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
