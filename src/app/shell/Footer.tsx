import type { ReactNode } from 'react'
import type { Shell } from './shell.server.ts'
import { footerItemLinkProps, type FooterColumn, type FooterItem } from '~/footer/footer.ts'
import styles from './Footer.module.css'
import { SocialIcon } from './SocialIcon.tsx'
import { openConsentPreferences } from '~/consent/store.ts'

/** spec 1 §2 Footer: link and social columns of rows, the disclaimer, the copyright line. */
export function Footer({
  footer,
  siteName,
  consentSettings = null,
  search,
}: {
  footer: Shell['footer']
  siteName: string
  /** The label of the button that reopens the cookie preferences (spec 1 §4); null: the market asks no consent. */
  consentSettings?: string | null
  /** The footer's search field (ADR 114), when the market has search. */
  search?: ReactNode
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
      {footer.disclaimer && <p className={styles.disclaimer}>{footer.disclaimer}</p>}
      {consentSettings && (
        <p className={styles.consent}>
          <button type="button" className={styles.consentButton} aria-haspopup="dialog" onClick={openConsentPreferences}>
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

function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={styles.column} data-type={column.type}>
      {column.rows.map((row, r) => {
        const Heading = row.heading_html_tag
        const link = row.heading_link ? footerItemLinkProps({ url: row.heading_link.url, target: row.heading_link.target }) : null
        return (
          <div key={r} className={styles.row}>
            {row.heading && <Heading className={styles.heading}>{link?.href ? <a {...link}>{row.heading}</a> : row.heading}</Heading>}
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

function Item({ item }: { item: FooterItem }) {
  const common = { id: item.id ?? undefined, className: item.class ?? undefined, 'aria-label': item.aria?.label ?? undefined }
  if (item.type === 'wrapper') {
    const Tag = item.tag
    return <Tag {...common}>{item.label}</Tag>
  }
  const link = footerItemLinkProps(item)
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
