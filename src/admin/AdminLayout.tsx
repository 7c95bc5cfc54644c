import type { ReactNode } from 'react'
import { Form, NavLink } from 'react-router'
import styles from './AdminLayout.module.css'

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

export function AdminLayout({ user, csrfToken, children }: { user: { email: string }; csrfToken: string; children: ReactNode }) {
  return (
    <div className={`${styles.admin} light-theme`}>
      <header className={styles.bar}>
        <strong>Forecourt admin</strong>
        <span className={styles.user}>{user.email}</span>
        <a href="/cms">Editor</a>
        <a href="/account">Your account</a>
        <a href="/">Site</a>
        <SignOut csrfToken={csrfToken} />
      </header>
      <nav aria-label="Admin sections" className={styles.tabs}>
        {adminTabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={'end' in tab} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>{children}</main>
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
