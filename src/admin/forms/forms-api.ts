/**
 * The forms API paths the back office calls from the browser (spec 1 §7 Forms API, ADR 053), in
 * one place: the screens say what they do, this says where.
 */
export const FORMS_API = '/api/forms'

export const formsApi = {
  forms: `${FORMS_API}/forms`,
  form: (id: number) => `${FORMS_API}/forms/${id}`,
  duplicate: (id: number, name: string) => `${FORMS_API}/forms/${id}/duplicate?name=${encodeURIComponent(name)}`,
  exportForm: (id: number) => `${FORMS_API}/forms/${id}/export`,
  importForm: `${FORMS_API}/forms/import`,
  lead: (formId: number, leadId: number) => `${FORMS_API}/forms/${formId}/leads/${leadId}`,
  fix: (formId: number, leadId: number) => `${FORMS_API}/forms/${formId}/leads/${leadId}/integrations/fix`,
  leadExports: (formId: number) => `${FORMS_API}/forms/${formId}/lead_exports`,
  leadExport: (formId: number, exportId: number) => `${FORMS_API}/forms/${formId}/lead_exports/${exportId}`,
  download: (formId: number, exportId: number) => `${FORMS_API}/forms/${formId}/lead_exports/${exportId}/download`,
  locations: `${FORMS_API}/locations`,
  location: (id: number) => `${FORMS_API}/locations/${id}`,
  settings: `${FORMS_API}/settings`,
  /** A person's leads by e-mail: a JSON file of them, and their erasure (the admin API). */
  personExport: (email: string) => `/api/admin/people/leads?email=${encodeURIComponent(email)}`,
  personErase: '/api/admin/people/erase',
  setting: (key: string) => `${FORMS_API}/settings/${encodeURIComponent(key)}`,
}

/** What the forms API answers for one thing: `{ id, type, attributes }` (JSON:API style). */
export interface Resource<A> {
  id: string
  type: string
  attributes: A
}
export type FormResource = Resource<{ name: string; type: string; version: number }>

/** A JSON:API-style request body (spec 1 §7: 'POST /forms/import (body data.attributes)'). */
export const attributes = <T extends object>(values: T) => ({ data: { attributes: values } })
