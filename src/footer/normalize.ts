import { z } from 'zod'
import { HEADING_TAGS, ITEM_TYPES, TAGS, TARGETS, type FooterColumn, type FooterItem, type FooterRow } from './footer.ts'

/** spec 1 §5 Footer: admin JSON normalised, dropping what the rules drop and never throwing. */
const text = z.string().trim().min(1).max(500).nullable().catch(null)
const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => z.enum(values).catch(fallback)
const size = (fallback: number) => z.coerce.number().int().positive().max(2000).catch(fallback)
/**
 * A link an editor may set: a path, an anchor, http(s), mailto or tel. Anything else (javascript:,
 * data:) becomes the no-op (null). NOTE: browsers drop tabs and newlines inside URLs, so
 * `java\nscript:` is still a script URL; control characters are refused outright.
 */
const isSafeUrl = (url: string) =>
  !/[\u0000-\u001f\u007f]/.test(url) && (!/^[a-z][a-z0-9+.-]*:/i.test(url) || /^(https?|mailto|tel):/i.test(url))
const href = z.string().trim().min(1).max(2048).refine(isSafeUrl)

const rawItem = z.object({
  label: text.optional(),
  url: href.nullable().catch(null).optional(),
  target: oneOf(TARGETS, '_self').optional(),
  type: oneOf(ITEM_TYPES, 'link').optional(),
  icon: text.optional(),
  rel: text.optional(),
  id: text.optional(),
  class: text.optional(),
  aria: z.object({ label: text }).nullable().catch(null).optional(),
  dc_strategy: z
    .object({ key: z.string().trim().min(1).max(100), value: z.unknown() })
    .nullable()
    .catch(null)
    .optional(),
  image: z
    .object({ src: text, alt: text.optional(), width: size(200).optional(), height: size(80).optional() })
    .nullable()
    .catch(null)
    .optional(),
  tag: oneOf(TAGS, 'div').optional(),
})

/** spec 1 §5: an image item needs an image src; any other item except wrapper needs a label. */
function normalizeItem(raw: unknown): FooterItem | null {
  const parsed = rawItem.safeParse(raw)
  if (!parsed.success) return null
  const item = parsed.data
  const type = item.type ?? 'link'
  const image = item.image?.src
    ? { src: item.image.src, alt: item.image.alt ?? null, width: item.image.width ?? 200, height: item.image.height ?? 80 }
    : null
  if (type === 'image' ? !image : type !== 'wrapper' && !item.label) return null
  return {
    label: item.label ?? null,
    url: item.url ?? null,
    target: item.target ?? '_self',
    type,
    icon: item.icon ?? null,
    rel: item.rel ?? null,
    id: item.id ?? null,
    class: item.class ?? null,
    aria: item.aria?.label ? { label: item.aria.label } : null,
    dc_strategy: item.dc_strategy ? { key: item.dc_strategy.key, value: item.dc_strategy.value } : null,
    image,
    tag: item.tag ?? 'div',
  }
}

/** spec 1 §5: a row is kept only if it has items or a heading link. */
function normalizeRow(raw: unknown): FooterRow | null {
  if (!raw || typeof raw !== 'object') return null
  const row = raw as Record<string, unknown>
  const items = Array.isArray(row.items) ? row.items.map(normalizeItem).filter((i): i is FooterItem => i !== null) : []
  const link = z.object({ url: href, target: oneOf(TARGETS, '_self').optional() }).safeParse(row.heading_link)
  const headingLink = link.success ? { url: link.data.url, target: link.data.target ?? '_self' } : null
  if (items.length === 0 && !headingLink) return null
  return {
    heading: text.parse(row.heading ?? null),
    heading_html_tag: oneOf(HEADING_TAGS, 'h3').parse(row.heading_html_tag ?? 'h3'),
    heading_link: headingLink,
    items,
  }
}

/**
 * spec 1 §5 Footer: the `footer.columns` setting (already JSON-parsed) as columns the footer can
 * render. Not a list: logged, no columns. Columns left without rows are dropped.
 */
export function normalizeFooterColumns(raw: unknown, warn: (message: string) => void): FooterColumn[] {
  if (!Array.isArray(raw)) {
    warn('Invalid Object in footer.columns')
    return []
  }
  return raw.flatMap((column): FooterColumn[] => {
    if (!column || typeof column !== 'object') return []
    const { type, rows } = column as Record<string, unknown>
    const kept = Array.isArray(rows) ? rows.map(normalizeRow).filter((r): r is FooterRow => r !== null) : []
    return kept.length > 0 ? [{ type: type === 'social' ? 'social' : 'links', rows: kept }] : []
  })
}
