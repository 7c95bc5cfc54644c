import { useSyncExternalStore } from 'react'
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

/** The editor's home (/cms) under the back office's bar, which the route gives it: the page tree. */
export function CmsHome() {
  const hydrated = useHydrated()
  return <main className={styles.home}>{hydrated ? <PageTree /> : <p>Loading pages…</p>}</main>
}
