import { createContext, useContext } from 'react'
import type { LinkValue } from './link-value.ts'

/**
 * spec 1 §2 Modal form overlay: what a form link opens — the form id, hidden fields, the form's
 * title and layout (form_layout 'double_column' is two columns), and vehicle data when a page has it.
 */
export interface FormRequest {
  formId: string
  title: string
  hiddenFields: Record<string, string>
  twoColumns: boolean
  vehicle?: Record<string, unknown>
  /**
   * The location (of the forms back office) the lead is for, when the page knows it: a showroom's
   * vehicle is its retailer's (ADR 105). A location field starts on it; a form without one sends it
   * as the lead's location_id, which routes the lead (ADR 053 Routing).
   */
  locationId?: number
  /** A line under the title naming what the form is about (the vehicle and its retailer). */
  subject?: string
}

/**
 * A link's hidden_fields: an object, or JSON text as the editor stores it; values become text.
 * Text that is not a JSON object gives none (spec 2 §5: invalid JSON falls back to a default).
 */
export function parseHiddenFields(raw: LinkValue['hidden_fields'] | unknown): Record<string, string> {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = raw.trim() ? JSON.parse(raw) : {}
    } catch {
      return {}
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const fields: Record<string, string> = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') fields[key] = String(item)
  }
  return fields
}

/** The modal form a link opens (spec 2 §3.4 type form), or null for any other link or one without a form. */
export function formRequestOf(link: LinkValue | null | undefined, label = link?.link_text ?? ''): FormRequest | null {
  if (!link || link.type !== 'form') return null
  const formId = link.rdx_forms_form_id == null ? '' : String(link.rdx_forms_form_id).trim()
  if (!formId) return null
  return {
    formId,
    title: label.trim(),
    hiddenFields: parseHiddenFields(link.hidden_fields),
    twoColumns: link.form_layout === 'double_column',
  }
}

/** Opens the modal form; the opener gets focus back when it closes. */
export type OpenForm = (request: FormRequest, opener: HTMLElement | null) => void

export const OpenFormContext = createContext<OpenForm | null>(null)

/** The modal form's opener, from the host in the page shell; null outside it. */
export const useOpenForm = () => useContext(OpenFormContext)
