import type { ReactNode } from 'react'
import styles from './AdminLayout.module.css'

/**
 * A screen's title, its one h1, with what the screen is for under it and the
 * screen's main action beside it (every screen starts the same way).
 */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1>{title}</h1>
        {children && <p className={styles.lead}>{children}</p>}
      </div>
      {actions}
    </header>
  )
}
