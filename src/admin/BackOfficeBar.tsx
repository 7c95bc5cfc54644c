import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MarketLink } from '~/auth/market-switch.ts'
import styles from './AdminLayout.module.css'
import { MarketSwitcher } from './MarketSwitcher.tsx'
import { SignOut } from './SignOut.tsx'

/**
 * The back office's bar, one for the admin and the editor's home (/cms): the area's name, the
 * market, who is signed in, the way to the other area, the account, the site and sign-out. Its
 * look is the admin's (AdminLayout.module.css), inside an element with the `admin` class.
 */
export function BackOfficeBar({
  title,
  heading = false,
  user,
  markets,
  csrfToken,
  children,
}: {
  title: string
  /** The bar names the page (the editor's home has no other heading); the admin's screens have their own h1. */
  heading?: boolean
  user: { email: string; role?: string }
  markets: readonly MarketLink[]
  csrfToken: string
  /** The links to the other areas the user may use, before Your account. */
  children?: ReactNode
}) {
  return (
    <header className={styles.bar}>
      {heading ? <h1 className={styles.brand}>{title}</h1> : <span className={styles.brand}>{title}</span>}
      <MarketSwitcher markets={markets} />
      <span className={styles.user}>
        {user.email}
        {user.role ? ` (${user.role})` : null}
      </span>
      {children}
      <a href="/account">Your account</a>
      {/* Under the market's base path (React Router's basename) when it has one. */}
      <Link to="/" reloadDocument>
        Site
      </Link>
      <SignOut csrfToken={csrfToken} />
    </header>
  )
}
