import { useId } from 'react'
import { useLocation } from 'react-router'
import type { MarketLink } from '~/auth/market-switch.ts'
import { hasRtl } from '~/i18n/bidi.ts'
import styles from './AdminLayout.module.css'

/**
 * The market being edited, and the others the user may switch to: each is the
 * editor or admin of that market, a full page load away (another market may be on another host).
 */
export function MarketSwitcher({ markets }: { markets: readonly MarketLink[] }) {
  const id = useId()
  const { pathname } = useLocation()
  const current = markets.find((m) => m.current)
  if (!current) return null
  if (markets.length === 1) return <span className={styles.market}>{current.name}</span>
  return (
    <span className={styles.market}>
      <label htmlFor={id}>Market</label>
      {/* The back office reads left to right; an Arabic market's name cut short keeps its start,
          as it does right to left. */}
      <select
        id={id}
        value={current.href}
        dir={directionOf(current.name)}
        onChange={(event) => window.location.assign(sameScreenIn(event.target.value, pathname))}
      >
        {markets.map((market) => (
          <option key={market.key} value={market.href} dir={directionOf(market.name)}>
            {market.name}
          </option>
        ))}
      </select>
    </span>
  )
}

const directionOf = (name: string) => (hasRtl(name) ? 'rtl' : 'ltr')

/**
 * Another market's address for the screen at `pathname`: the same back-office tab (`/admin/leads`
 * → `…/ar/admin/leads`), not its item, whose id is this market's (a lead, an order); the editor
 * and the admin's overview go to the other market's own.
 *
 * @example sameScreenIn('/ar/admin', '/admin/leads/3/52') // '/ar/admin/leads'
 */
export function sameScreenIn(marketHref: string, pathname: string): string {
  const tab = /^\/admin\/([a-z][a-z-]*)(?:\/|$)/.exec(pathname)?.[1]
  return tab && /\/admin$/.test(marketHref) ? `${marketHref}/${tab}` : marketHref
}
