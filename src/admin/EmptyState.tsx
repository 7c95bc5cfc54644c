import type { ReactNode } from 'react'
import styles from './AdminLayout.module.css'

/** What a list with nothing in it says: that it is empty, and what fills it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <p>{children}</p>}
    </div>
  )
}
