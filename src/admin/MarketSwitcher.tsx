import { useId } from 'react'
import type { MarketLink } from '~/auth/market-switch.ts'
import styles from './AdminLayout.module.css'

/**
 * The market being edited, and the others the user may switch to: each is the
 * editor or admin of that market, a full page load away (another market may be on another host).
 */
export function MarketSwitcher({ markets }: { markets: readonly MarketLink[] }) {
  const id = useId()
  const current = markets.find((m) => m.current)
  if (!current) return null
  if (markets.length === 1) return <span className={styles.market}>{current.name}</span>
  return (
    <span className={styles.market}>
      <label htmlFor={id}>Market</label>
      <select id={id} value={current.href} onChange={(event) => window.location.assign(event.target.value)}>
        {markets.map((market) => (
          <option key={market.key} value={market.href}>
            {market.name}
          </option>
        ))}
      </select>
    </span>
  )
}
