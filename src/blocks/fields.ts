import { linkSchema, type ExcludedLinkOption, type LinkValue } from '~/ui/link-value.ts'
import { z } from 'zod'
import { databaseId } from '~/lib/database-integer.ts'

/**
 * The field model of block templates (spec 2 §3.2): every field is described as data (label,
 * symbol, field type, default value, editor component, attrs) and its value schema is derived
 * from that description, so the editor, the validators and the API share one definition.
 */
export const FIELD_TYPES = {
  bool: 'Rdx::Core::Fields::Bool',
  string: 'Rdx::Core::Fields::String',
  text: 'Rdx::Core::Fields::Text',
  number: 'Rdx::Core::Fields::Number',
  select: 'Rdx::Core::Fields::Select',
  image: 'Rdx::Core::Fields::Image',
  icon: 'Rdx::Core::Fields::Icon',
  link: 'Rdx::Core::Fields::Link',
  links: 'Rdx::Core::Fields::LinksCollection',
  markdown: 'Rdx::Core::Fields::Markdown',
  json: 'Rdx::Core::Fields::Json',
  separator: 'Rdx::Core::Separator',
} as const
export type FieldType = (typeof FIELD_TYPES)[keyof typeof FIELD_TYPES]

export type SelectOption = { readonly label: string; readonly value: string }
/** spec 2 §3.2 attrs, plus `max` (a length or value limit) where the spec gives one. */
export interface FieldAttrs {
  withAlt?: boolean
  sizes?: { w: number; h: number }[]
  language?: 'html' | 'json'
  placeholder?: string
  tooltip?: string
  searchable?: boolean
  /** A list, the market's forms (`{type:'forms'}`, spec 2 §3.2) or its stock lists (`{type:'stock_lists'}`, ADR 074). */
  options?: readonly SelectOption[] | { type: 'forms' } | { type: 'stock_lists' }
  withoutIcon?: boolean
  /** Link types an editor may not pick (spec 2 §3.4: some links exclude FORM, EXTERNAL and FILE). */
  excludedOptions?: ExcludedLinkOption[]
  min?: number
  max?: number
  /** A Number field of whole numbers only (a count, milliseconds): 1.5 cars is refused, not rounded on the page. */
  integer?: boolean
  /** A JSON field holding a list of media images (bare ids or {id, alt}), e.g. 360 frames. */
  imageList?: boolean
  /** Where a JSON field holds media image ids: keys by '.', '*' for each item of a list (e.g. 'vehicles_list.*.image_id'). */
  imagesAt?: string
  /** A String field's value must be empty or match this regular expression (source text, anchored with ^…$). */
  pattern?: string
  /** What `pattern` asks, in the editor's words: the message of a value that does not match it. */
  patternRule?: string
}

export interface FieldDefinition {
  label: string
  symbol: string
  field_type: FieldType
  value: unknown
  component: string | null
  data: unknown
  attrs: FieldAttrs
  contentful: boolean
}

/** A field definition that also carries, for TypeScript only, its symbol and value type. */
export interface TypedField<S extends string = string, V = unknown> extends FieldDefinition {
  readonly symbol: S
  readonly __value?: V
}
/** The value object of a list of fields, e.g. `{ heading: string; box_color: 'light-theme' | … }`. */
export type FieldValues<Fs extends readonly TypedField[]> = {
  [F in Fs[number] as F extends TypedField<infer S, infer V> ? ([V] extends [never] ? never : S) : never]: F extends TypedField<
    string,
    infer V
  >
    ? V
    : never
}

const define = <S extends string, V>(
  field_type: FieldType,
  symbol: S,
  label: string,
  value: unknown,
  attrs: FieldAttrs = {},
  extra: Partial<Pick<FieldDefinition, 'component' | 'data' | 'contentful'>> = {},
): TypedField<S, V> => ({ label, symbol, field_type, value, component: null, data: null, attrs, contentful: false, ...extra })

/** Select options from [value, label] pairs, keeping the values' literal types. */
export const options = <const T extends readonly (readonly [string, string])[]>(...pairs: T) =>
  pairs.map(([value, label]) => ({ label, value })) as unknown as { readonly [K in keyof T]: { label: T[K][1]; value: T[K][0] } }

export type ImageValue = { id: number; alt?: string; size?: string }

/** Builders for field definitions, one per field type. */
export const field = {
  bool: <S extends string>(symbol: S, label: string, value = false, attrs?: FieldAttrs) =>
    define<S, boolean>(FIELD_TYPES.bool, symbol, label, value, attrs),
  string: <S extends string>(symbol: S, label: string, value = '', attrs?: FieldAttrs) =>
    define<S, string>(FIELD_TYPES.string, symbol, label, value, attrs, { contentful: true }),
  text: <S extends string>(symbol: S, label: string, value = '', attrs?: FieldAttrs) =>
    define<S, string>(FIELD_TYPES.text, symbol, label, value, attrs, { contentful: true }),
  number: <S extends string>(symbol: S, label: string, value: number | null = null, attrs?: FieldAttrs) =>
    define<S, number | null>(FIELD_TYPES.number, symbol, label, value, attrs),
  select: <S extends string, const O extends readonly SelectOption[]>(
    symbol: S,
    label: string,
    choices: O,
    value: O[number]['value'],
    attrs?: FieldAttrs,
  ) => define<S, O[number]['value']>(FIELD_TYPES.select, symbol, label, value, { ...attrs, options: choices }),
  /** A select whose options are the market's forms (spec 2 §3.2 `{type:'forms'}`). */
  form: <S extends string>(symbol: S, label: string, value = '1') =>
    define<S, string | number>(FIELD_TYPES.select, symbol, label, value, { options: { type: 'forms' } }),
  /** A select whose options are the market's stock lists (spec 3 §2 ci_key_list: a list key, a uuid; ADR 074). */
  stockList: <S extends string>(symbol: S, label: string, attrs: FieldAttrs = {}) =>
    define<S, string>(FIELD_TYPES.select, symbol, label, '', { ...attrs, options: { type: 'stock_lists' } }),
  image: <S extends string>(symbol: S, label: string, attrs: FieldAttrs = {}, value: { id: number } | null = null) =>
    define<S, ImageValue | null>(FIELD_TYPES.image, symbol, label, value, attrs, { component: 'image-picker' }),
  icon: <S extends string>(symbol: S, label: string, value = '') =>
    define<S, string>(FIELD_TYPES.icon, symbol, label, value, {}, { component: 'icon-picker' }),
  link: <S extends string>(symbol: S, label: string, attrs?: FieldAttrs) =>
    define<S, LinkValue | null>(FIELD_TYPES.link, symbol, label, null, attrs, { contentful: true }),
  links: <S extends string>(symbol: S, label: string, attrs?: FieldAttrs) =>
    define<S, LinkValue[]>(FIELD_TYPES.links, symbol, label, [], attrs, { contentful: true }),
  markdown: <S extends string>(symbol: S, label: string, value = '', attrs: FieldAttrs = {}) =>
    define<S, string>(
      FIELD_TYPES.markdown,
      symbol,
      label,
      value,
      { language: 'html', ...attrs },
      { component: 'rich-text', contentful: true },
    ),
  json: <S extends string>(symbol: S, label: string, value: unknown = null, attrs: FieldAttrs = {}) =>
    define<S, unknown>(FIELD_TYPES.json, symbol, label, value, { language: 'json', ...attrs }, { component: 'code-editor' }),
  separator: (label: string, big = false) =>
    define<`separator-${string}`, never>(
      FIELD_TYPES.separator,
      `separator-${label.toLowerCase().replace(/\W+/g, '-')}` as `separator-${string}`,
      label,
      { big },
    ),
}

/** The value schema of one field (undefined for separators, which hold no value). */
export function valueSchema(definition: FieldDefinition): z.ZodType | undefined {
  const { attrs } = definition
  switch (definition.field_type) {
    case FIELD_TYPES.bool:
      return z.boolean()
    case FIELD_TYPES.string: {
      const string = z.string().max(attrs.max ?? 500)
      if (!attrs.pattern) return string
      const pattern = new RegExp(`^$|(?:${attrs.pattern})`)
      return string.refine((value) => pattern.test(value), attrs.patternRule ?? 'Not in the expected format')
    }
    case FIELD_TYPES.text:
      return z.string().max(attrs.max ?? 10_000)
    case FIELD_TYPES.icon:
      return z.string().max(100)
    case FIELD_TYPES.markdown:
      return z.string().max(attrs.max ?? 100_000)
    case FIELD_TYPES.number: {
      let number = attrs.integer ? z.number().int() : z.number().finite()
      if (attrs.min !== undefined) number = number.min(attrs.min)
      if (attrs.max !== undefined) number = number.max(attrs.max)
      return number.nullable()
    }
    case FIELD_TYPES.select: {
      const options = attrs.options
      // A stock list key: a uuid, or empty while none is chosen.
      if (options && 'type' in options && options.type === 'stock_lists')
        return z
          .string()
          .trim()
          .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, 'must be a stock list key (a uuid)')
      if (!options || !Array.isArray(options)) return z.union([z.string().max(50), z.number().int()]) // the forms selector
      return z.enum(options.map((o) => o.value) as [string, ...string[]])
    }
    case FIELD_TYPES.image:
      return z.strictObject({ id: databaseId, alt: z.string().max(300).optional(), size: z.string().max(20).optional() }).nullable()
    case FIELD_TYPES.link:
      return linkSchema(attrs.excludedOptions).nullable()
    case FIELD_TYPES.links:
      return z.array(linkSchema(attrs.excludedOptions)).max(attrs.max ?? 20)
    case FIELD_TYPES.json:
      return z.json()
    case FIELD_TYPES.separator:
      return undefined
  }
}

/** A strict object schema for a list of fields, each defaulting to its definition's value. */
export function fieldsSchema<const Fs extends readonly TypedField[]>(definitions: Fs): z.ZodType<FieldValues<Fs>, unknown> {
  const shape: Record<string, z.ZodType> = {}
  for (const definition of definitions) {
    const schema = valueSchema(definition)
    if (schema) shape[definition.symbol] = schema.default(definition.value as never)
  }
  return z.strictObject(shape) as unknown as z.ZodType<FieldValues<Fs>, unknown>
}
