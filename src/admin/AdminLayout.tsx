import type { ReactNode } from 'react'
import { Form, Link, NavLink } from 'react-router'
import type { MarketLink } from '~/auth/market-switch.ts'
import styles from './AdminLayout.module.css'
import { MarketSwitcher } from './MarketSwitcher.tsx'

/** The back office's tabs (issue 4 §3); each is a child route of /admin. */
export const adminTabs = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/metaheads', label: 'Metaheads' },
  { to: '/admin/navigation', label: 'Navigation' },
  { to: '/admin/predefined-links', label: 'Predefined links' },
  { to: '/admin/dealers', label: 'Dealers' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/media', label: 'Media library' },
  { to: '/admin/audit', label: 'Audit log' },
] as const

export function AdminLayout({
  user,
  csrfToken,
  markets,
  children,
}: {
  user: { email: string }
  csrfToken: string
  markets: readonly MarketLink[]
  children: ReactNode
}) {
  return (
    <div className={`${styles.admin} light-theme`}>
      {/* Past the bar and the tabs to the screen itself (issue 12 §10, WCAG 2.4.1). */}
      <a className="fc-skip-link" href="#main">
        Skip to main content
      </a>
      <header className={styles.bar}>
        <strong>Forecourt admin</strong>
        <MarketSwitcher markets={markets} />
        <span className={styles.user}>{user.email}</span>
        {/* Under the market's base path (React Router's basename) when it has one (issue 11 §7). */}
        <Link to="/cms" reloadDocument>
          Editor
        </Link>
        <a href="/account">Your account</a>
        <Link to="/" reloadDocument>
          Site
        </Link>
        <SignOut csrfToken={csrfToken} />
      </header>
      <nav aria-label="Admin sections" className={styles.tabs}>
        {adminTabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={'end' in tab} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  )
}

export function SignOut({ csrfToken }: { csrfToken: string }) {
  return (
    <Form method="post" action="/auth/logout" reloadDocument>
      <input type="hidden" name="csrf-token" value={csrfToken} />
      <button className="fc-cta fc-cta--secondary" type="submit">
        Sign out
      </button>
    </Form>
  )
}
