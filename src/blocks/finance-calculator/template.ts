import { commonFields } from '../common-fields.ts'
import { field, options, type FieldValues } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { DEFAULT_INPUT_CONFIG, DEFAULT_OUTPUT_CONFIG } from './config.ts'
import { FINANCE_PRODUCT_TYPES } from './products.ts'

const fields = [
  commonFields.blockScrollId,
  field.string('nameplate_key_filter', 'Nameplates', '', {
    max: 500,
    tooltip: "Comma-separated nameplate keys (e5, ridge); empty: every model of the market's vehicles.",
  }),
  field.select('calculator_style', 'Calculator style', options(['default', 'Default'], ['mena', 'Mena']), 'default'),
  field.string('calc_header', 'Header', 'Finance calculator', { max: 200 }),
  commonFields.headerTag,
  field.markdown('calc_header_description', 'Header description', ''),
  field.separator('Choose a vehicle'),
  field.string('choose_label', 'Choose label', 'Choose a vehicle', { max: 100 }),
  field.string('change_vehicle_label', 'Change vehicle label', 'Change vehicle', { max: 100 }),
  field.string('choosen_vehicle_text', 'Chosen vehicle text', 'Your vehicle', { max: 200 }),
  field.string('model_year', 'Model year label', 'Model year', { max: 100 }),
  field.string('version_label', 'Bodystyle label', 'Bodystyle', { max: 100 }),
  field.string('trim_label', 'Model (trim) label', 'Model', { max: 100 }),
  field.string('engine_label', 'Engine label', 'Engine', { max: 100 }),
  field.separator('Personalise quote'),
  field.string('personalise_quote_title', 'Personalise quote title', 'Personalise quote', { max: 200 }),
  field.string('choose_finance_product_label', 'Finance product label', 'Choose a finance product', { max: 200 }),
  field.string('choose_options_label', 'Options label', 'Choose your options', { max: 200 }),
  field.string('calculate_label', 'Calculate label', 'Calculate', { max: 100 }),
  field.separator('Your quote'),
  field.string('your_quote_title', 'Your quote title', 'Your quote', { max: 200 }),
  field.string('edit_quote_label', 'Edit quote label', 'Edit quote', { max: 100 }),
  field.string('loading_text', 'Loading text', 'Loading...', { max: 100 }),
  field.text('monthly_price_disclaimer', 'Monthly price disclaimer', '', { max: 2000 }),
  field.text('car_price_disclaimer', 'Car price disclaimer', '', { max: 2000 }),
  field.string('calc_disclaimer_header', 'Disclaimer header', '', { max: 200 }),
  field.markdown('calc_disclaimer_text', 'Disclaimer text', ''),
  field.bool('hide_free_items', 'Hide items without prices'),
  field.json(
    'models_info',
    'Models info',
    {},
    {
      tooltip: 'Per model key, the name to show instead of the market’s and a disclaimer: {"e5-24my": {"name": "E5"}}.',
    },
  ),
  // Not in spec 2 (ADR 134): the form a shopper requests the quote with; the lead carries the quote.
  field.form('form_id', 'Quote request form', ''),
  commonFields.boxColor,
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
] as const
export type FinanceCalculatorFields = FieldValues<typeof fields>

const groupFields = [
  field.string('finance_product', 'Finance product type', 'HirePurchaseSample', {
    max: 60,
    tooltip: `One of: ${FINANCE_PRODUCT_TYPES.join(', ')} (docs/finance/).`,
  }),
  field.string('finance_product_name', 'Product name', 'Hire purchase', { max: 200 }),
  field.markdown('finance_product_description', 'Product description', ''),
  field.link('finance_product_link', 'Product link'),
  field.link('finance_product_button', 'Product button'),
  field.links('finance_product_buttons', 'Product buttons'),
  field.json('finance_product_input', 'Input config', DEFAULT_INPUT_CONFIG, {
    tooltip:
      'down_payment {label, min, max, default, interval, unit "%"}, duration {label, min, max, default, unit "years" or "months"}, interest_rate {label, value}.',
  }),
  field.json('finance_product_output', 'Output config', DEFAULT_OUTPUT_CONFIG, {
    tooltip:
      'The figures the quote shows, each {label, description}: monthly_payment, on_the_road_price, total_deposit (cash_deposit), total_amount_of_credit, monthly_payments, duration_of_agreement, interest_rate, created_at.',
  }),
  field.string('finance_product_disclaimer_title', 'Disclaimer title', '', { max: 200 }),
  field.markdown('finance_product_disclaimer_body', 'Disclaimer body', ''),
] as const
export type FinanceProductGroup = FieldValues<typeof groupFields>

/** spec 2 §3.12 Finance Calculator: choose a vehicle → personalise → calculate → your quote. */
export const financeCalculator: BlockTemplate<FinanceCalculatorFields, FinanceProductGroup> = defineTemplate({
  key: 'finance-calculator',
  name: 'Finance Calculator',
  description:
    "A shopper chooses a vehicle of the market, a finance product and a deposit and term, and gets a quote worked out by the product's country rules; the quote can be requested as a lead or taken into an order.",
  short_description: 'Finance quote for a vehicle',
  group: 'Specials',
  list_priority: 140,
  max_field_groups: 10,
  fields,
  field_groups_template: groupFields,
})
