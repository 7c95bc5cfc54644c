import { z } from 'zod'
import { parseJsonField, type JsonFieldResult } from '~/lib/json-field.ts'
import type { OfferPeriod } from './visibility.ts'

/**
 * spec 2 §4 Single Offer schedule, the offer_schedule field: one period {start, end} or a list of
 * them, dates as YYYY-MM-DD. Checked where content is validated (template schema), so the
 * renderer gets the list and needs no zod; visibility.ts says when the offer shows.
 */
const day = z.iso.date('Use a date that exists, written YYYY-MM-DD')
const periodSchema = z
  .strictObject({ start: day, end: day })
  .refine((period) => period.start <= period.end, { message: 'The end is before the start', path: ['end'] })

/** Not in spec 2 §9 (ADR 058): enough for a year of weekend offers. */
export const MAX_PERIODS = 60

/** A period, or a list of them (the field takes either). */
export const offerScheduleSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
  z.array(periodSchema).max(MAX_PERIODS),
)

/** Reads offer_schedule: a JSON value or JSON text; empty is no schedule (always visible). */
export const parseOfferSchedule = (raw: unknown): JsonFieldResult<OfferPeriod[]> =>
  parseJsonField(raw, offerScheduleSchema, 'offer_schedule', [])
