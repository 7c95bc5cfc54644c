import { useSyncExternalStore, type ReactNode } from 'react'
import { Link } from 'react-router'
import { PageTree } from './PageTree.tsx'
import styles from './PageTree.module.css'

const noSubscription = () => () => {}
/** True once the browser has hydrated the page: what only the browser can render waits for it. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** The editor's home (/cms): who is signed in, links out, and the page tree. */
export function CmsHome({ user, signOut, market }: { user: { email: string; role: string }; signOut: ReactNode; market: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <main className={`${styles.home} light-theme`}>
      <header className={styles.homeBar}>
        <h1>Forecourt editor</h1>
        {market}
        <span>
          Signed in as <strong>{user.email}</strong> ({user.role})
        </span>
        {/* Under the market's base path (React Router's basename) when it has one. */}
        {user.role === 'admin' && (
          <Link to="/admin" reloadDocument>
            Admin
          </Link>
        )}
        <a href="/account">Your account</a>
        <Link to="/" reloadDocument>
          Site
        </Link>
        {signOut}
      </header>
      {hydrated ? <PageTree /> : <p>Loading pages…</p>}
    </main>
  )
}
