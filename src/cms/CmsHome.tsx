import { useSyncExternalStore, type ReactNode } from 'react'
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
export function CmsHome({ user, signOut }: { user: { email: string; role: string }; signOut: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <main className={`${styles.home} light-theme`}>
      <header className={styles.homeBar}>
        <h1>Forecourt editor</h1>
        <span>
          Signed in as <strong>{user.email}</strong> ({user.role})
        </span>
        {user.role === 'admin' && <a href="/admin">Admin</a>}
        <a href="/account">Your account</a>
        <a href="/">Site</a>
        {signOut}
      </header>
      {hydrated ? <PageTree /> : <p>Loading pages…</p>}
    </main>
  )
}
