import { z } from 'zod'
import { CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES, ORDER_ONLINE_CONFIG_TYPES, SHOWROOM_CONFIG_TYPES } from '../rules/constants.ts'
import { FINANCING_OPTIONS, VEHICLE_STATES, STOCK_STATUSES } from './feed.ts'
import { showroomConfigEntrySchema } from '../rules/showroom-config.ts'

/**
 * What an admin writes into the inventory's per-market configuration (spec 3 §3): publication
 * lists, button sets, and the showroom and order-online config entries {config_type, data}. Pure:
 * the admin API, the admin screens and site bundles (ADR 086) check with the same schemas.
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
    .min(1, { error: 'is required', abort: true })
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

const disclaimer = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
  description: z.string({ error: 'must be text' }).max(2000, 'must be at most 2000 characters'),
})
/** spec 3 §3 Price disclaimers: purchase, lease and subscribe price, each {enabled, description}. */
export const disclaimersSchema = z.strictObject({
  purchase_price: disclaimer.optional(),
  lease_price: disclaimer.optional(),
  subscribe_price: disclaimer.optional(),
})
const dealerCode = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters')

/**
 * A publication list as the admin edits it and a bundle carries it (spec 3 §3 listing: uuid and
 * disclaimers; spec 3 §7 forced statuses and dealer codes, none: every status, every dealer).
 */
export const listingInputSchema = z.strictObject({
  name: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  disclaimers: disclaimersSchema.default({}),
  forced_statuses: z
    .array(z.enum(STOCK_STATUSES, { error: `must be one of ${STOCK_STATUSES.join(', ')}` }))
    .max(STOCK_STATUSES.length)
    .default([]),
  forced_dealer_codes: z.array(dealerCode).max(500, 'at most 500 dealer codes').default([]),
})
export type ListingInput = z.infer<typeof listingInputSchema>
/** A list's key: a UUID (spec 3 §3 listing uuid, a block's ci_key_list). */
export const listingKeySchema = z.uuid({ error: 'must be a UUID' })
/** A new list: `key` optional (a new UUID when omitted). */
export const newListingSchema = listingInputSchema.extend({ key: listingKeySchema.optional() })
export const listingPatchSchema = listingInputSchema.partial()
export type NewListingInput = z.infer<typeof newListingSchema>
export type ListingPatch = z.infer<typeof listingPatchSchema>

const orderOnlineTypes = [...ORDER_ONLINE_CONFIG_TYPES, ...CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES] as const
/**
 * A showroom or order-online config entry {config_type, state, data} as the admin writes it
 * (/api/inventory/admin/config_entries) and a bundle carries it: showroom entries are checked with
 * the showroom config schema, order-online entries are any JSON object for every state (null).
 * One discriminated union, so an error names the field (`data.accordion_content.0.html`).
 */
export const configEntryInputSchema = z.discriminatedUnion(
  'config_type',
  [
    showroomConfigEntrySchema,
    z.strictObject({
      config_type: z.enum(orderOnlineTypes),
      state: z.null({ error: 'must be null: order-online config is for every state' }).default(null),
      data: z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }),
    }),
  ],
  { error: `must be one of ${[...SHOWROOM_CONFIG_TYPES, ...orderOnlineTypes].join(', ')}` },
)
export type ConfigEntryInput = z.infer<typeof configEntryInputSchema>
