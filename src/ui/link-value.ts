import { z } from 'zod'

/** Link types an editor can turn off for a field (spec 2 §3.2 Link `excludedOptions`). */
export type ExcludedLinkOption = 'FORM' | 'EXTERNAL' | 'FILE'

const LINK_TYPES = ['internal', 'external', 'form', 'file'] as const

/** spec 2 §3.4 Link item. */
export function linkSchema(excluded: readonly ExcludedLinkOption[] = []) {
  const types = LINK_TYPES.filter((t) => !excluded.includes(t.toUpperCase() as ExcludedLinkOption))
  return z.strictObject({
    url: z.string().max(2048).default(''),
    type: z.enum(types as [string, ...string[]]).default('internal'),
    target: z.enum(['_self', '_blank']).default('_self'),
    icon: z.string().max(100).nullable().optional(),
    link_text: z.string().max(200).default(''),
    rdx_forms_form_id: z
      .union([z.string().max(50), z.number().int()])
      .nullable()
      .optional(),
    hidden_fields: z
      .union([z.record(z.string(), z.string()), z.string().max(5000)])
      .nullable()
      .optional(),
    ui_type: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
    form_layout: z.string().max(50).nullable().optional(),
    dc_strategy: z
      .strictObject({ key: z.string().max(100), value: z.unknown(), fallback: z.unknown().optional() })
      .nullable()
      .optional(),
    link_custom_config: z.string().max(5000).nullable().optional(),
  })
}
export type LinkValue = z.infer<ReturnType<typeof linkSchema>>
