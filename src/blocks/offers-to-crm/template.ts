import { commonFields } from '../common-fields.ts'
import { formFields, withCheckedFormMaps } from '../form-fields.ts'
import { field, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { OFFER_BRANDS, type OfferBrand } from './brands.ts'

/** spec 2 §8: what a request error shows, and its button. */
export const OFFERS_REQUEST_ERROR = 'Offers request error'
export const OFFERS_TRY_AGAIN = 'Try again'

const brand = <S extends OfferBrand>(symbol: S) => field.bool(symbol, OFFER_BRANDS[symbol])

const fields = [
  commonFields.blockScrollId,
  field.string('category', 'Category', '', { max: 100, tooltip: 'The offer category the CRM files the lead under.' }),
  brand('brand_aurelia'),
  brand('brand_vantor'),
  brand('family_aurelia_e'),
  brand('family_vantor_ridge'),
  field.string('form_title', 'Form title', 'CLAIM THIS OFFER', { max: 200 }),
  field.string('form_subtile', 'Form subtitle', '', { max: 300 }),
  formFields.formId,
  formFields.hasTwoColumns,
  formFields.buttonPosition,
  field.string('error_text', 'Error text', OFFERS_REQUEST_ERROR, { max: 300 }),
  field.string('error_button_text', 'Error button text', OFFERS_TRY_AGAIN, { max: 60 }),
] as const
export type OffersToCrmFields = FieldValues<typeof fields>

const definition = defineTemplate({
  key: 'offers-to-crm',
  name: 'Offers to CRM',
  description:
    "The form a visitor claims an offer with; the lead goes to the market's CRM with the offer's category and brands. Offers on the page fill it in when 'Claim this offer' is pressed.",
  short_description: 'Offer claim form',
  group: 'Mena',
  list_priority: 124,
  fields,
})

/** spec 2 §3.10 Offers to CRM ({prefix}-offers-{crm-provider}). */
export const offersToCrm: BlockTemplate<OffersToCrmFields> = { ...definition, schema: withCheckedFormMaps(definition.schema) }
