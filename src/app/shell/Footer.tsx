import type { ReactNode } from 'react'
import type { Shell } from './shell.server.ts'
import { footerItemLinkProps, type FooterColumn, type FooterItem } from '~/footer/footer.ts'
import styles from './Footer.module.css'
import { SocialIcon } from './SocialIcon.tsx'
import { openConsentPreferences } from '~/consent/store.ts'
import { useResolvedUrl } from '~/ui/link-resolution.ts'
import type { FooterRetailer } from '~/footer/retailers.ts'
import type { ShellTexts } from '~/i18n/shell-texts.ts'

/** spec 1 §2 Footer: link and social columns of rows, the disclaimer, the copyright line. */
export function Footer({
  footer,
  siteName,
  consentSettings = null,
  search,
  texts,
}: {
  footer: Shell['footer']
  siteName: string
  /** The label of the button that reopens the cookie preferences (spec 1 §4); null: the market asks no consent. */
  consentSettings?: string | null
  /** The footer's search field (ADR 114), when the market has search. */
  search?: ReactNode
  /** The retailers area's texts (ADR 171). */
  texts: Pick<ShellTexts, 'retailersHeading' | 'retailerPhone'>
}) {
  const columns = footer.hideSocial ? footer.columns.filter((c) => c.type !== 'social') : footer.columns
  return (
    <footer className={`${styles.footer} black-theme`}>
      {/* The rows' headings (h3 by default) sit under a heading of the footer's own, so the page's
          outline does not jump from its last heading to them (axe heading-order). */}
      {columns.length > 0 && <h2 className="fc-visually-hidden">{siteName}</h2>}
      {search}
      <div className={styles.columns}>
        {columns.map((column, c) => (
          <Column key={c} column={column} />
        ))}
      </div>
      {footer.retailers && <Retailers retailers={footer.retailers} texts={texts} level={columns.length > 0 ? 'h3' : 'h2'} />}
      {footer.disclaimer && <p className={styles.disclaimer}>{footer.disclaimer}</p>}
      {consentSettings && (
        <p className={styles.consent}>
          <button type="button" className="fc-link-button" aria-haspopup="dialog" onClick={openConsentPreferences}>
            {consentSettings}
          </button>
        </p>
      )}
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  )
}

/** spec 1 §2 Footer: the retailers area, from footer.retailers_url (ADR 171). */
function Retailers({
  retailers,
  texts,
  level: Heading,
}: {
  retailers: readonly FooterRetailer[]
  texts: Pick<ShellTexts, 'retailersHeading' | 'retailerPhone'>
  level: 'h2' | 'h3'
}) {
  return (
    <section className={styles.retailers} aria-labelledby="fc-footer-retailers">
      <Heading id="fc-footer-retailers" className={styles.heading}>
        {texts.retailersHeading}
      </Heading>
      <ul className={styles.retailerList}>
        {retailers.map((retailer, i) => (
          <li key={i} className={styles.retailer}>
            {retailer.url ? <a href={retailer.url}>{retailer.name}</a> : <span className={styles.retailerName}>{retailer.name}</span>}
            {retailer.city && <span className={styles.retailerCity}>{retailer.city}</span>}
            {retailer.phone && retailer.phoneHref && (
              <a href={retailer.phoneHref}>
                <span className="fc-visually-hidden">
                  {texts.retailerPhone} {retailer.name}:{' '}
                </span>
                <bdi dir="ltr">{retailer.phone}</bdi>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={styles.column} data-type={column.type}>
      {column.rows.map((row, r) => {
        return (
          <div key={r} className={styles.row}>
            {row.heading && <RowHeading row={row} />}
            {row.items.length > 0 && (
              <ul className={column.type === 'social' ? styles.social : styles.items}>
                {row.items.map((item, i) => (
                  <li key={i}>
                    <Item item={item} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      })}
    </div>
  )
}

function RowHeading({ row }: { row: FooterColumn['rows'][number] }) {
  const Heading = row.heading_html_tag
  const url = useResolvedUrl(row.heading_link?.url ?? null)
  const link = row.heading_link ? footerItemLinkProps({ url, target: row.heading_link.target }) : null
  return <Heading className={styles.heading}>{link?.href ? <a {...link}>{row.heading}</a> : row.heading}</Heading>
}

function Item({ item }: { item: FooterItem }) {
  // A predefined link's '{lang}' and pass-through parameters (spec 1 §7; ADR 170).
  const url = useResolvedUrl(item.url)
  const common = { id: item.id ?? undefined, className: item.class ?? undefined, 'aria-label': item.aria?.label ?? undefined }
  if (item.type === 'wrapper') {
    const Tag = item.tag
    return <Tag {...common}>{item.label}</Tag>
  }
  const link = footerItemLinkProps({ ...item, url })
  const content =
    item.type === 'image' && item.image ? (
      <img src={item.image.src} alt={item.image.alt ?? ''} width={item.image.width} height={item.image.height} loading="lazy" />
    ) : (
      <>
        {item.type === 'social' && item.icon && <SocialIcon name={item.icon} className={styles.mark} fallbackClassName={styles.icon} />}
        <span>{item.label}</span>
      </>
    )
  return link.href ? (
    <a {...common} {...link}>
      {content}
    </a>
  ) : (
    <span {...common}>{content}</span>
  )
}
