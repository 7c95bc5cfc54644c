import { useIsClient } from '~/ui/use-is-client.ts'
import { PageTree } from './PageTree.tsx'
import styles from './PageTree.module.css'

/** The editor's home (/cms) under the back office's bar, which the route gives it: the page tree. */
export function CmsHome() {
  // What only the browser can render waits for the hydration.
  const hydrated = useIsClient()
  return <main className={styles.home}>{hydrated ? <PageTree /> : <p>Loading pages…</p>}</main>
}
