import { z } from 'zod'
import { CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES, ORDER_ONLINE_CONFIG_TYPES, SHOWROOM_CONFIG_TYPES } from './rules/constants.ts'
import { FINANCING_OPTIONS, VEHICLE_STATES, STOCK_STATUSES } from './feed.ts'

/**
 * What an admin writes into the inventory's per-market configuration (spec 3 §3): button sets, and
 * the showroom and order-online config entries {config_type, data}. Pure: the API and the admin
 * screens share it. The entries' `data` is checked here only as a JSON object; its finance content
 * items are the showroom rules' business (src/stock/rules).
 */

/** spec 3 §3, §9: the config types of each kind (order-online with its configurator config_ variants). */
export const CONFIG_TYPES_BY_KIND = {
  showroom: SHOWROOM_CONFIG_TYPES,
  order_online: [...ORDER_ONLINE_CONFIG_TYPES, ...CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES],
} as const

export const stockConfigEntryInputSchema = z
  .strictObject({
    kind: z.enum(['showroom', 'order_online'], { error: 'must be showroom or order_online' }),
    config_type: z.string({ error: 'is required' }),
    /** new, used, approved or demo; null: for every state (spec 3 §3 Showroom config). */
    state: z
      .enum(VEHICLE_STATES, { error: `must be one of ${VEHICLE_STATES.join(', ')}` })
      .nullable()
      .default(null),
    data: z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }),
  })
  .superRefine((entry, ctx) => {
    const types: readonly string[] = CONFIG_TYPES_BY_KIND[entry.kind]
    if (!types.includes(entry.config_type))
      ctx.addIssue({ code: 'custom', path: ['config_type'], message: `must be one of ${types.join(', ')}` })
  })
export type StockConfigEntryInput = z.infer<typeof stockConfigEntryInputSchema>

/** spec 3 §3 Button: target_type url, embed, phone or email; target_action modal or new_tab. */
export const buttonSchema = z.strictObject({
  button_type: z.string().trim().min(1, 'is required').max(50),
  label: z.string().trim().min(1, 'is required').max(200),
  target: z.string().trim().max(2048).nullable().default(null),
  target_type: z.enum(['url', 'embed', 'phone', 'email'], { error: 'must be one of url, embed, phone, email' }).nullable().default(null),
  target_action: z.enum(['modal', 'new_tab'], { error: 'must be modal or new_tab' }).nullable().default(null),
})

/** A button set (spec 3 §3 "Included button sets carry setup_type, reservation_fee, financing_options"). */
export const buttonSetInputSchema = z.strictObject({
  code: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'may contain letters, digits, ".", "-" and "_" only'),
  /** 'extended' makes reservation available (spec 3 §4 Reservation availability). */
  setup_type: z.string().trim().min(1).max(50).default('standard'),
  reservation_fee: z.number({ error: 'must be a number' }).min(0, 'must be ≥ 0').nullable().default(null),
  financing_options: z
    .array(z.enum(FINANCING_OPTIONS, { error: `must be one of ${FINANCING_OPTIONS.join(', ')}` }))
    .max(3)
    .default([]),
  buttons: z.array(buttonSchema).max(20, 'at most 20 buttons').default([]),
})
export type ButtonSetInput = z.infer<typeof buttonSetInputSchema>

const disclaimerSchema = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
  description: z.string().max(5000, 'must be at most 5000 characters').default(''),
})

/** A publication list's editable part (spec 3 §3 listing: uuid and disclaimers; forced statuses and dealer codes). */
export const stockListingInputSchema = z.strictObject({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** spec 3 §3 Price disclaimers; a list's enabled ones override the global ones. */
  disclaimers: z
    .strictObject({
      purchase_price: disclaimerSchema.optional(),
      lease_price: disclaimerSchema.optional(),
      subscribe_price: disclaimerSchema.optional(),
    })
    .default({}),
  forced_statuses: z
    .array(z.enum(STOCK_STATUSES, { error: `must be one of ${STOCK_STATUSES.join(', ')}` }))
    .max(20)
    .default([]),
  forced_dealer_codes: z.array(z.string().trim().min(1, 'must not be empty').max(50)).max(1000).default([]),
})
export type StockListingInput = z.infer<typeof stockListingInputSchema>
