import { z } from 'zod'
import { parseJsonField } from '~/lib/json-field.ts'
import { FINANCE_PRODUCT_RULES, isFinanceProductType, type FinanceProductType, type ProductRules } from './products.ts'

/**
 * spec 2 §3.12 Finance Calculator: the input and output configs of a finance product (its
 * finance_product_input and finance_product_output JSON) and the reading of the block's product
 * groups. Pure and client-safe: the server resolver and the editor preview check a block alike,
 * so a misconfigured block is one the editor names and visitors see as Loading Failed (spec 2 §4).
 */

const label = z.string().trim().min(1).max(200)
const description = z.string().max(1000).optional()
const bound = z.number().finite().min(0).max(1000)

/** spec 2 §3.12 input config; `interest_rate.value` is the yearly rate in percent the product offers (ADR 134). */
export const inputConfigSchema = z
  .strictObject({
    down_payment: z.strictObject({ label, min: bound, max: bound, default: bound, interval: bound.positive(), unit: z.literal('%') }),
    duration: z.strictObject({ label, min: bound.positive(), max: bound, default: bound, unit: z.enum(['years', 'months']) }),
    interest_rate: z.strictObject({ label, value: z.number().finite().min(0).max(100) }),
  })
  .superRefine((config, ctx) => {
    for (const key of ['down_payment', 'duration'] as const) {
      const { min, max, default: value } = config[key]
      if (min > max) ctx.addIssue({ code: 'custom', path: [key, 'min'], message: 'must not be above max' })
      if (value < min || value > max) ctx.addIssue({ code: 'custom', path: [key, 'default'], message: 'must be between min and max' })
    }
    if (config.down_payment.max >= 100) ctx.addIssue({ code: 'custom', path: ['down_payment', 'max'], message: 'must be below 100' })
  })
export type InputConfig = z.infer<typeof inputConfigSchema>

/** spec 2 §5: the default input config editors start from (down payment 20–50 %, step 5; duration 4–7 years). */
export const DEFAULT_INPUT_CONFIG: InputConfig = {
  down_payment: { label: 'Down payment', min: 20, max: 50, default: 20, interval: 5, unit: '%' },
  duration: { label: 'Duration', min: 4, max: 7, default: 4, unit: 'years' },
  interest_rate: { label: 'Interest rate', value: 5.9 },
}

const output = z.strictObject({ label, description })
/** spec 2 §3.12 output config: the figures a quote shows, each with a label and optional description; absent ones are not shown. */
export const outputConfigSchema = z.strictObject({
  monthly_payment: output.optional(),
  on_the_road_price: output.optional(),
  total_deposit: output.extend({ cash_deposit: output.optional() }).optional(),
  total_amount_of_credit: output.optional(),
  monthly_payments: output.optional(),
  duration_of_agreement: output.extend({ unit: z.string().max(40).default('Months') }).optional(),
  interest_rate: output.extend({ unit: z.string().max(10).default('%') }).optional(),
  // ADR 186: a balloon product's final payment and everything paid, beyond the spec's list.
  final_payment: output.optional(),
  total_amount_payable: output.optional(),
  created_at: output
    .extend({
      language: z
        .string()
        .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en-GB')
        .default('en-GB'),
      dateStyle: z.enum(['full', 'long', 'medium', 'short']).default('long'),
      timeStyle: z.enum(['full', 'long', 'medium', 'short']).optional(),
    })
    .optional(),
})
export type OutputConfig = z.infer<typeof outputConfigSchema>

export const DEFAULT_OUTPUT_CONFIG: OutputConfig = {
  monthly_payment: { label: 'Monthly payment' },
  on_the_road_price: { label: 'On the road price' },
  total_deposit: { label: 'Total deposit', cash_deposit: { label: 'Cash deposit' } },
  total_amount_of_credit: { label: 'Total amount of credit' },
  monthly_payments: { label: 'Monthly payments' },
  duration_of_agreement: { label: 'Duration of agreement', unit: 'Months' },
  interest_rate: { label: 'Interest rate', unit: '%' },
  // Shown only for a product with a final payment (ADR 186).
  final_payment: { label: 'Optional final payment' },
  created_at: { label: 'Quote date', language: 'en-GB', dateStyle: 'long' },
}

/** The per-product fields of a group (spec 2 §3.12), as the block stores them. */
export interface ProductGroupValues {
  finance_product?: unknown
  finance_product_name?: unknown
  finance_product_description?: unknown
  finance_product_link?: unknown
  finance_product_button?: unknown
  finance_product_input?: unknown
  finance_product_output?: unknown
  finance_product_disclaimer_title?: unknown
  finance_product_disclaimer_body?: unknown
}

export interface FinanceProduct {
  type: FinanceProductType
  rules: ProductRules
  name: string
  description: string
  disclaimerTitle: string
  disclaimerBody: string
  input: InputConfig
  output: OutputConfig
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The block's products, or the problems that keep it from working, each naming the product and the
 * field: an unknown product type, JSON that is not JSON or not a valid config, no product at all.
 *
 * @example readProducts([{ finance_product: 'HirePurchaseAtlantis' }])
 * // { ok: false, errors: ['Product 1: unknown finance product type "HirePurchaseAtlantis"'] }
 */
export function readProducts(
  groups: readonly ProductGroupValues[],
): { ok: true; products: FinanceProduct[] } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const products: FinanceProduct[] = []
  if (groups.length === 0) errors.push('No finance product: add one with its product type')
  groups.forEach((group, i) => {
    const where = `Product ${i + 1}`
    const type = typeof group.finance_product === 'string' ? group.finance_product.trim() : ''
    if (!isFinanceProductType(type)) {
      errors.push(`${where}: unknown finance product type "${type}"`)
      return
    }
    const input = parseJsonField(group.finance_product_input, inputConfigSchema, 'finance_product_input', DEFAULT_INPUT_CONFIG)
    const outputs = parseJsonField(group.finance_product_output, outputConfigSchema, 'finance_product_output', DEFAULT_OUTPUT_CONFIG)
    if (!input.success) errors.push(`${where}: ${input.error}`)
    if (!outputs.success) errors.push(`${where}: ${outputs.error}`)
    if (!input.success || !outputs.success) return
    products.push({
      type,
      rules: FINANCE_PRODUCT_RULES[type],
      name: text(group.finance_product_name).trim() || type,
      description: text(group.finance_product_description),
      disclaimerTitle: text(group.finance_product_disclaimer_title),
      disclaimerBody: text(group.finance_product_disclaimer_body),
      input: input.data,
      output: outputs.data,
    })
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, products }
}

/** spec 2 §3.12 models_info: per model key, the name shown instead of the market's (optional). */
export const modelsInfoSchema = z.record(
  z.string().max(100),
  z.strictObject({ name: z.string().trim().min(1).max(200).optional(), disclaimer: z.string().max(1000).optional() }),
)
export type ModelsInfo = z.infer<typeof modelsInfoSchema>

/** The block's configuration as a whole: products, models_info; errors name each problem. */
export function readCalculatorConfig(
  fields: { models_info?: unknown },
  groups: readonly ProductGroupValues[],
): { ok: true; products: FinanceProduct[]; modelsInfo: ModelsInfo } | { ok: false; errors: string[] } {
  const products = readProducts(groups)
  const info = parseJsonField(fields.models_info, modelsInfoSchema, 'models_info', {})
  const errors = [...(products.ok ? [] : products.errors), ...(info.success ? [] : [info.error])]
  if (errors.length > 0 || !products.ok || !info.success) return { ok: false, errors }
  return { ok: true, products: products.products, modelsInfo: info.data }
}
