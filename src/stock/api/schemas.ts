import { z } from 'zod'

/**
 * The inventory API's answers (spec 3 §3, §7) as zod schemas: its routes declare them, so the
 * OpenAPI document is made from them (src/stock/api/routes.server.ts), and the site's clients check
 * what another inventory root sends with them (src/stock/api/client.ts, client.server.ts). Loose
 * where the spec keeps the vehicle record open: a vehicle's attributes are every field the feed gave.
 */
const ref = <T extends string>(type: T) => z.object({ id: z.string(), type: z.literal(type) })

export const vehicleResourceSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle'),
  // Every spec 3 §3 field the feed gave (vin, display_price, photos, created_at …); these always.
  attributes: z.looseObject({
    state: z.string(),
    status: z.string(),
    nameplate_brand_name: z.string().nullable(),
    nameplate_name: z.string().nullable(),
    msrp_price: z.number().nullable(),
    cover_photo_medium: z.string().nullable(),
  }),
  relationships: z.object({
    photos: z.object({ data: z.array(ref('photo')) }),
    listing: z.object({ data: ref('listing').nullable() }),
    owner: z.object({ data: ref('dealer').nullable() }),
    button_set: z.object({ data: ref('button_set').nullable() }),
  }),
})
export type VehicleResource = z.infer<typeof vehicleResourceSchema>

const disclaimer = z.object({ enabled: z.boolean(), description: z.string() })
/** spec 3 §3 Button. */
const buttonTarget = {
  target: z.string().nullable(),
  target_type: z.enum(['url', 'embed', 'phone', 'email']).nullable(),
  target_action: z.enum(['modal', 'new_tab']).nullable(),
}
const buttonSchema = z.object({ button_type: z.string(), label: z.string(), ...buttonTarget })
export const includedSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('photo'),
    attributes: z.object({
      sequence: z.number(),
      big_path: z.string(),
      medium_path: z.string(),
      quarter_hd_path: z.string(),
      hd_path: z.string(),
      full_path: z.string(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('listing'),
    attributes: z.object({
      uuid: z.string(),
      name: z.string(),
      disclaimers: z.partialRecord(z.enum(['purchase_price', 'lease_price', 'subscribe_price']), disclaimer),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('button_set'),
    attributes: z.object({
      setup_type: z.string(),
      reservation_fee: z.number().nullable(),
      financing_options: z.array(z.string()),
      buttons: z.array(buttonSchema),
    }),
  }),
])
export type IncludedResource = z.infer<typeof includedSchema>

export const facetsSchema = z.object({
  // label: the option's name where the value is a code (a dealer's name for owner_id, ADR 087).
  checkbox: z.record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int(), label: z.string().optional() }))),
  range: z.record(z.string(), z.object({ min: z.number().nullable(), max: z.number().nullable() })),
})

export const listingAnswerSchema = z.object({
  data: z.array(vehicleResourceSchema),
  included: z.array(includedSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    items: z.number().int(),
    pages: z.number().int(),
    sort: z.string(),
    facets: facetsSchema,
  }),
})
export type ListingAnswer = z.infer<typeof listingAnswerSchema>

export const lightAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('vehicle'),
      attributes: z.object({
        vin: z.string(),
        state: z.string(),
        status: z.string(),
        nameplate_name: z.string(),
        production_year: z.number().nullable(),
        display_price: z.number().nullable(),
        cover_photo: z.string().nullable(),
      }),
    }),
  ),
  meta: z.object({ total: z.number().int(), page: z.number().int(), items: z.number().int() }),
})
export type LightAnswer = z.infer<typeof lightAnswerSchema>

export const metaButtonSchema = z.object({
  button_set_setup_id: z.number(),
  button_type: z.string(),
  label: z.string(),
  target: buttonTarget.target.optional(),
  target_type: buttonTarget.target_type.optional(),
  target_action: buttonTarget.target_action.optional(),
})
export const vehicleAnswerSchema = z.object({
  data: vehicleResourceSchema,
  included: z.array(includedSchema),
  meta: z.object({
    buttons: z.array(metaButtonSchema),
    prices: z
      .object({
        sale_price: z.number().nullable(),
        msrp_price: z.number().nullable(),
        monthly_price: z.number().nullable(),
        subscribe_price: z.number().nullable(),
      })
      .optional(),
  }),
})
export type VehicleAnswer = z.infer<typeof vehicleAnswerSchema>

export const retailersAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('retailer'),
      attributes: z.looseObject({
        name: z.string(),
        dealer_code: z.string(),
        locality: z.string(),
        state: z.string(),
        postcode: z.string(),
      }),
    }),
  ),
})
export type RetailersAnswer = z.infer<typeof retailersAnswerSchema>

export const companyConfigAnswerSchema = z.object({
  data: z.object({ id: z.string(), type: z.literal('company_config'), attributes: z.record(z.string(), z.unknown()) }),
})
export type CompanyConfigAnswer = z.infer<typeof companyConfigAnswerSchema>

export const translationsAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('widget_translations_config'),
    attributes: z.object({ language: z.string(), data: z.record(z.string(), z.string()) }),
  }),
})
export type TranslationsAnswer = z.infer<typeof translationsAnswerSchema>

const option = z.object({ value: z.string(), name: z.string() })
export const tradeInOptionsAnswerSchema = z.object({
  data: z.object({ bodyTypes: z.array(option), brands: z.array(option), models: z.array(option), fuelTypes: z.array(option) }),
})
export type TradeInOptionsAnswer = z.infer<typeof tradeInOptionsAnswerSchema>

export const brandsAnswerSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), type: z.literal('brand'), attributes: z.object({ name: z.string(), vehicles_count: z.number() }) }),
  ),
})
export const nameplatesAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('nameplate'),
      attributes: z.object({
        name: z.string(),
        brand_name: z.string(),
        model_group: z.string().nullable(),
        external_code: z.string().nullable(),
        vehicles_count: z.number(),
      }),
    }),
  ),
})

export const configEntrySchema = z.object({
  config_type: z.string(),
  state: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
})
export const siteConfigAnswerSchema = z.object({ data: z.array(configEntrySchema) })
export type SiteConfigAnswer = z.infer<typeof siteConfigAnswerSchema>

export const errorAnswerSchema = z.object({
  errors: z.array(
    z.object({
      status: z.string(),
      title: z.string(),
      detail: z.string().optional(),
      source: z.object({ parameter: z.string().optional(), pointer: z.string().optional() }).optional(),
    }),
  ),
})
