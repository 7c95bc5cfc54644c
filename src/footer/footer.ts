import { z } from 'zod'

/**
 * spec 1 §2, §3, §5 Footer: columns of type links or social, rows with a heading, a heading link
 * and items. Admin JSON is normalised here, dropping what the rules drop and never throwing.
 */
const TARGETS = ['_self', '_blank'] as const
const ITEM_TYPES = ['link', 'social', 'image', 'wrapper'] as const
const TAGS = ['div', 'span'] as const
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div'] as const

export type FooterTarget = (typeof TARGETS)[number]
export interface FooterItem {
  label: string | null
  url: string | null
  target: FooterTarget
  type: (typeof ITEM_TYPES)[number]
  icon: string | null
  rel: string | null
  id: string | null
  class: string | null
  aria: { label: string } | null
  image: { src: string; alt: string | null; width: number; height: number } | null
  tag: (typeof TAGS)[number]
}
export interface FooterRow {
  heading: string | null
  heading_html_tag: (typeof HEADING_TAGS)[number]
  heading_link: { url: string; target: FooterTarget } | null
  items: FooterItem[]
}
export interface FooterColumn { type: 'links' | 'social'; rows: FooterRow[] }

const text = z.string().trim().min(1).max(500).nullable().catch(null)
const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => z.enum(values).catch(fallback)
const size = (fallback: number) => z.coerce.number().int().positive().max(2000).catch(fallback)

const rawItem = z.object({
  label: text.optional(), url: text.optional(), target: oneOf(TARGETS, '_self').optional(), type: oneOf(ITEM_TYPES, 'link').optional(),
  icon: text.optional(), rel: text.optional(), id: text.optional(), class: text.optional(),
  aria: z.object({ label: text }).nullable().catch(null).optional(),
  image: z.object({ src: text, alt: text.optional(), width: size(200).optional(), height: size(80).optional() }).nullable().catch(null).optional(),
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
    label: item.label ?? null, url: item.url ?? null, target: item.target ?? '_self', type, icon: item.icon ?? null,
    rel: item.rel ?? null, id: item.id ?? null, class: item.class ?? null,
    aria: item.aria?.label ? { label: item.aria.label } : null, image, tag: item.tag ?? 'div',
  }
}

/** spec 1 §5: a row is kept only if it has items or a heading link. */
function normalizeRow(raw: unknown): FooterRow | null {
  if (!raw || typeof raw !== 'object') return null
  const row = raw as Record<string, unknown>
  const items = Array.isArray(row.items) ? row.items.map(normalizeItem).filter((i): i is FooterItem => i !== null) : []
  const link = z.object({ url: z.string().trim().min(1), target: oneOf(TARGETS, '_self').optional() }).safeParse(row.heading_link)
  const headingLink = link.success ? { url: link.data.url, target: link.data.target ?? '_self' } : null
  if (items.length === 0 && !headingLink) return null
  return {
    heading: text.parse(row.heading ?? null),
    heading_html_tag: oneOf(HEADING_TAGS, 'h3').parse(row.heading_html_tag ?? 'h3'),
    heading_link: headingLink,
    items,
  }
}

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

/** Anchor props for an item: no href without a url (the no-op), target only when not _self. */
export function footerItemLinkProps(item: { url: string | null; target: FooterTarget; rel?: string | null }) {
  if (!item.url) return {}
  if (item.target !== '_blank') return { href: item.url, ...(item.rel ? { rel: item.rel } : {}) }
  const rel = new Set([...(item.rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])
  return { href: item.url, target: '_blank' as const, rel: [...rel].join(' ') }
}

const link = (label: string, url: string): FooterItem => ({
  label, url, target: '_self', type: 'link', icon: null, rel: null, id: null, class: null, aria: null, image: null, tag: 'div',
})
const row = (heading: string, items: FooterItem[]): FooterRow => ({ heading, heading_html_tag: 'h3', heading_link: null, items })

/** spec 1 §2: the default footer, used when `footer.columns` is not set. */
export function defaultFooterColumns(): FooterColumn[] {
  return [
    { type: 'links', rows: [row('Models', [link('Range', '/models'), link('Compare', '/compare'), link('Build your car', '/build'), link('Brochure', '/brochure')])] },
    { type: 'links', rows: [row('Buying', [link('Offers', '/offers'), link('Book a test drive', '/test-drive'), link('Find a retailer', '/retailer-locator')])] },
    { type: 'links', rows: [row('Owners', [link('Owners', '/owners'), link('Book a service', '/service-booking'), link('Warranty', '/warranty')])] },
    { type: 'links', rows: [row('Help', [link('Contact us', '/contact'), link('Terms and conditions', '/terms'), link('Privacy policy', '/privacy'), link('Cookie policy', '/cookie-policy')])] },
  ]
}
