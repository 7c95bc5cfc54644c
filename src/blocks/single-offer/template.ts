import { z } from 'zod'
import { commonFields } from '../common-fields.ts'
import { withCheckedFormMaps } from '../form-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { MAX_PERIODS, parseOfferSchedule } from './schedule.ts'
import type { OfferPeriod } from './visibility.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('title', 'Offer title', '', { max: 200 }),
  field.markdown('description', 'Description', ''),
  field.string('description_first', 'Description (first line)', '', {
    max: 500,
    tooltip: 'May hold a spec or price tag, e.g. the monthly price of a model.',
  }),
  field.string('description_second', 'Description (second line)', '', { max: 500 }),
  field.string('hash', 'Hash', '', {
    max: 100,
    pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
    patternRule: 'Start with a letter, then only letters, digits, _ or -',
    tooltip: 'The offer’s anchor (/offers#hash) and its name in the claimed lead.',
  }),
  field.json('offer_schedule', 'Offer schedule', [], {
    tooltip: `Up to ${MAX_PERIODS} periods, each shown from 00:00:01 on its start to 23:59:59 on its end, in the market's time zone. Empty: always shown.`,
    placeholder: '[{"start": "2026-12-01", "end": "2026-12-24"}]',
  }),
  field.json(
    'hidden_fields',
    'Hidden fields',
    {},
    {
      tooltip: "Sent with the lead when this offer is claimed in the page's Offers to CRM form: hidden field name to value.",
      placeholder: '{"offer_code": "E7-WINTER"}',
    },
  ),
] as const

export type SingleOfferFields = Omit<FieldValues<typeof fields>, 'offer_schedule'> & { offer_schedule: OfferPeriod[] }

const definition = defineTemplate({
  key: 'single-offer',
  name: 'Single Offer',
  description:
    "One offer with its title and texts, shown only within its dates in the market's time zone; 'Claim this offer' fills in the page's Offers to CRM form.",
  short_description: 'An offer with a schedule',
  group: 'Mena',
  list_priority: 125,
  fields,
})

/**
 * spec 2 §3.10 Single Offer. offer_schedule is checked wherever content is validated and comes
 * out as the list of periods; hidden_fields is a map of text.
 */
export const singleOffer: BlockTemplate<SingleOfferFields> = {
  ...definition,
  schema: withCheckedFormMaps(definition.schema, ['hidden_fields']).transform((value, ctx) => {
    const schedule = parseOfferSchedule(value.offer_schedule)
    if (!schedule.success) {
      ctx.addIssue({ code: 'custom', path: ['offer_schedule'], message: schedule.error, input: value.offer_schedule })
      return z.NEVER
    }
    return { ...value, offer_schedule: schedule.data }
  }),
}
