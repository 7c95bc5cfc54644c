import { useEffect, useRef, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { MarketLink } from '~/auth/market-switch.ts'
import styles from './AdminLayout.module.css'
import { AdminFeedback } from './feedback.tsx'
import { MAIN_ID, useFocusRescue } from './focus.ts'
import { BackOfficeBar } from './BackOfficeBar.tsx'
import { BackOfficeLocale } from '~/ui/screen-locale.tsx'

/** The roles of the back office; `editor` is the page editor's, who uses a few of its screens (ADR 142). */
export type BackOfficeRole = 'admin' | 'editor'

/**
 * The back office's tabs; each is a child route of /admin, summed up on the overview. `editors`:
 * an editor of the market uses it too (its route and API admit them, ADR 142); the rest are an
 * administrator's.
 */
export const adminTabs: readonly { to: string; label: string; end?: true; summary?: string; editors?: true }[] = [
  { to: '/admin', label: 'Overview', end: true, editors: true },
  { to: '/admin/settings', label: 'Settings', summary: 'Site name, language, theme, footer and the other settings of this market.' },
  { to: '/admin/metaheads', label: 'Metaheads', summary: 'Scripts and tags added to every page, or to one.' },
  { to: '/admin/navigation', label: 'Navigation', summary: 'The entries of the header navigation, v1 and v2.' },
  { to: '/admin/predefined-links', label: 'Predefined links', summary: 'Short aliases for link targets used across the site.' },
  { to: '/admin/dealers', label: 'Dealers', summary: 'Retailers with their addresses, services and opening hours.' },
  { to: '/admin/forms', label: 'Forms', summary: 'Forms and their fields, e-mails, webhooks and preview; forms settings.' },
  { to: '/admin/leads', label: 'Leads', summary: 'What visitors sent: per form, with exports, failed deliveries and a person’s data.' },
  { to: '/admin/locations', label: 'Locations', summary: 'The places forms offer and route leads to, usually dealers.' },
  {
    to: '/admin/inventory',
    label: 'Inventory',
    summary: 'Stock vehicles, publication lists, feed imports, showroom and order-online config.',
  },
  { to: '/admin/orders', label: 'Orders', summary: 'Vehicles reserved online: payments, refunds and cancellations, payment webhooks.' },
  { to: '/admin/users', label: 'Users', summary: 'Who may edit and administer, in which market.' },
  { to: '/admin/media', label: 'Media library', summary: 'Images: upload, alt text, sizes, where each is used.', editors: true },
  { to: '/admin/audit', label: 'Audit log', summary: 'Who changed what, and when.' },
]

/** The tabs a role may use, in order. */
export const adminTabsFor = (role: BackOfficeRole) => adminTabs.filter((tab) => role === 'admin' || tab.editors)

export function AdminLayout({
  user,
  csrfToken,
  markets,
  children,
}: {
  user: { email: string; role: BackOfficeRole }
  csrfToken: string
  markets: readonly MarketLink[]
  children: ReactNode
}) {
  const tabs = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  useFocusRescue()
  // On a phone the sections scroll sideways: the current one is brought to the middle of the row,
  // sideways only (the page's own scroll position is the router's to restore). Again whenever the
  // row or any of its sections changes size: right after signing in the screen may render before its
  // stylesheet (or its font) applies, when the row is not yet a row and nothing can be scrolled; the
  // row's own box may keep its width while the sections inside it grow.
  useEffect(() => {
    const nav = tabs.current
    if (!nav) return
    const centre = () => {
      const current = nav.querySelector('[aria-current="page"]')
      if (!current || nav.scrollWidth <= nav.clientWidth) return
      const [row, tab] = [nav.getBoundingClientRect(), current.getBoundingClientRect()]
      nav.scrollBy({ left: tab.left + tab.width / 2 - (row.left + row.width / 2) })
    }
    centre()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(centre)
    for (const element of [nav, ...nav.querySelectorAll('a')]) observer.observe(element)
    return () => observer.disconnect()
  }, [pathname])
  return (
    <div className={`${styles.admin} light-theme`}>
      {/* Past the bar and the tabs to the screen itself (WCAG 2.4.1), worded as the site's. */}
      <a className="fc-skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <BackOfficeBar title="Forecourt admin" user={{ email: user.email }} markets={markets} csrfToken={csrfToken}>
        {/* Under the market's base path (React Router's basename) when it has one. */}
        <Link to="/cms" reloadDocument>
          Editor
        </Link>
      </BackOfficeBar>
      <nav ref={tabs} aria-label="Admin sections" className={styles.tabs}>
        {adminTabsFor(user.role).map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {/* The screens' dates and numbers in the back office's English too, not the market's (ADR 128). */}
      <BackOfficeLocale>
        <AdminFeedback>
          <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </AdminFeedback>
      </BackOfficeLocale>
    </div>
  )
}
