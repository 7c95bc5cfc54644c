/**
 * spec 1 §2, §3, §5 Footer: columns of type links or social, rows with a heading, a heading link
 * and items. Types and the link rule the footer component needs (no zod here: this ships to the browser).
 */
export const TARGETS = ['_self', '_blank'] as const
export const ITEM_TYPES = ['link', 'social', 'image', 'wrapper'] as const
export const TAGS = ['div', 'span'] as const
export const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div'] as const

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
  /** spec 1 §4 Dynamic content visibility decides from this whether the item shows. */
  dc_strategy: { key: string; value: unknown } | null
  image: { src: string; alt: string | null; width: number; height: number } | null
  tag: (typeof TAGS)[number]
}
export interface FooterRow {
  heading: string | null
  heading_html_tag: (typeof HEADING_TAGS)[number]
  heading_link: { url: string; target: FooterTarget } | null
  items: FooterItem[]
}
export interface FooterColumn {
  type: 'links' | 'social'
  rows: FooterRow[]
}

/** The columns with only the items `keep` accepts (spec 1 §4 dynamic content on footer items). */
export function filterFooterItems(columns: FooterColumn[], keep: (item: FooterItem) => boolean): FooterColumn[] {
  return columns.map((column) => ({ ...column, rows: column.rows.map((row) => ({ ...row, items: row.items.filter(keep) })) }))
}

/** Anchor props for an item: no href without a url (the no-op), target only when not _self. */
export function footerItemLinkProps(item: { url: string | null; target: FooterTarget; rel?: string | null }) {
  if (!item.url) return {}
  if (item.target !== '_blank') return { href: item.url, ...(item.rel ? { rel: item.rel } : {}) }
  const rel = new Set([...(item.rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])
  return { href: item.url, target: '_blank' as const, rel: [...rel].join(' ') }
}

const link = (label: string, url: string): FooterItem => ({
  label,
  url,
  target: '_self',
  type: 'link',
  icon: null,
  rel: null,
  id: null,
  class: null,
  aria: null,
  dc_strategy: null,
  image: null,
  tag: 'div',
})
const row = (heading: string, items: FooterItem[]): FooterRow => ({ heading, heading_html_tag: 'h3', heading_link: null, items })

/** spec 1 §2: the default footer, used when `footer.columns` is not set. */
export function defaultFooterColumns(): FooterColumn[] {
  return [
    {
      type: 'links',
      rows: [
        row('Models', [
          link('Range', '/models'),
          link('Compare', '/compare'),
          link('Build your car', '/build'),
          link('Brochure', '/brochure'),
        ]),
      ],
    },
    {
      type: 'links',
      rows: [
        row('Buying', [link('Offers', '/offers'), link('Book a test drive', '/test-drive'), link('Find a retailer', '/retailer-locator')]),
      ],
    },
    {
      type: 'links',
      rows: [row('Owners', [link('Owners', '/owners'), link('Book a service', '/service-booking'), link('Warranty', '/warranty')])],
    },
    {
      type: 'links',
      rows: [
        row('Help', [
          link('Contact us', '/contact'),
          link('Terms and conditions', '/terms'),
          link('Privacy policy', '/privacy'),
          link('Cookie policy', '/cookie-policy'),
        ]),
      ],
    },
  ]
}
