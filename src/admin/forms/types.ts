import type { LeadValue } from '~/forms/rules.ts'

/**
 * What the forms and leads screens show, as their loaders hand it
 * over: plain, serialisable rows made from the forms service's answers.
 */

export interface FormRow {
  id: number
  name: string
  type: string
  version: number
  updated_at: string
  lead_count: number
}

/** A lead in the list: when, and the few values that tell leads apart. */
export interface LeadRow {
  id: number
  created_at: string
  form_version: number
  /** The first few fields, label → value, in the version's order. */
  summary: { label: string; value: string }[]
  routed_to: string | null
  /** Deliveries by status, e.g. { delivered: 2, dead: 1 }. */
  deliveries: Record<string, number>
}

export interface LeadDelivery {
  id: number
  kind: string
  target: string
  status: string
  attempts: number
  last_error: string | null
  updated_at: string
  delivered_at: string | null
}

export interface LeadDetail {
  id: number
  form_id: number
  form_name: string
  form_version: number
  created_at: string
  page_path: string | null
  routed_to: string | null
  location: string | null
  /** Each field of the version the visitor saw, with its label then; values as stored and as read. */
  fields: { id: string; label: string; type: string; value: LeadValue | null; text: string }[]
  additional_data: Record<string, unknown>
  consents: { field: string; text: string; version: string }[]
  deliveries: LeadDelivery[]
}

/** A delivery that failed after its last retry (the dead-letter view). */
export interface DeadDelivery {
  id: number
  lead_id: number
  form_id: number
  form_name: string
  kind: string
  target: string
  attempts: number
  last_error: string | null
  updated_at: string
}

/** Leads per day per form for the chart. */
export interface DailyCount {
  day: string
  count: number
}

export interface LocationRow {
  id: number
  name: string
  dealer_id: number | null
  dealer_name: string | null
  email: string | null
  attributes: Record<string, string>
  updated_at: string
}

export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string | null
  body: string
  created_at: string
}

/** One of a person's leads (a person's data, found by e-mail). */
export interface PersonLead {
  id: number
  form_id: number
  form_name: string
  created_at: string
  email: string | null
}

/** An export as GET /lead_exports/{id} tells it (spec 1 §4 Lead export: created, polled, downloaded). */
export interface LeadExportState {
  status: 'created' | 'running' | 'completed' | 'failed'
  format: 'csv' | 'xlsx'
  /** Leads written, once completed. */
  rows: number | null
  /** How far the job is (0 … 1) and its note ('500 of 1,000 leads'). */
  progress: { fraction: number; note: string | null } | null
  /** The last failure, while retrying and once failed. */
  error: string | null
}
