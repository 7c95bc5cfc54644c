import type { ShellTexts } from '~/i18n/shell-texts.ts'
import type { RetailerBar as Bar } from '~/navigation/retailer-bar.ts'
import styles from './RetailerBar.module.css'

/**
 * spec 1 §2 Header navigation: the retailer bar (spec 1 §9: 50 px) of a retailer's site, under the
 * main bar: the retailer's name linking its site, its address and phone (ADR 171). The phone
 * reads left to right in a right-to-left page.
 */
export function RetailerBar({ bar, texts }: { bar: Bar; texts: ShellTexts }) {
  return (
    <div className={`${styles.retailerBar} grey-theme`} data-testid="retailer-bar">
      <p className={styles.inner}>
        <span className={styles.label}>{texts.retailerBarLabel}</span>
        {bar.url ? (
          <a className={styles.name} href={bar.url}>
            {bar.name}
          </a>
        ) : (
          <span className={styles.name}>{bar.name}</span>
        )}
        {bar.address && <span className={styles.address}>{bar.address}</span>}
        {bar.phone && bar.phoneHref && (
          <a className={styles.phone} href={bar.phoneHref}>
            <span className="fc-visually-hidden">{texts.retailerPhone} </span>
            <bdi dir="ltr">{bar.phone}</bdi>
          </a>
        )}
      </p>
    </div>
  )
}
