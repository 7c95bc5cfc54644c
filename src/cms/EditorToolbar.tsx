import type { ToolbarState } from './toolbar.ts'
import styles from './EditorToolbar.module.css'

/**
 * The editor toolbar on public pages (spec 1 §2 Main layout), for signed-in editors and admins:
 * 'Edit this page', the page's status and, for admins, 'Admin'. Plain links, no behaviour; the
 * layout loads this module only when there is a toolbar to show (no JS for visitors).
 */
export default function EditorToolbar({ state, role, base }: { state: ToolbarState; role: string | null; base: string }) {
  // The market's editor and admin are under its base path on a shared host.
  const under = base === '/' ? '' : base
  return (
    <aside className={styles.toolbar} aria-label="Editor toolbar">
      <a href={`${under}/cms?page=${state.pageId}`}>Edit this page</a>
      <span className={styles.status} aria-label="Page status">
        {state.preview ? 'Preview · ' : ''}
        {state.badges.join(' · ')}
      </span>
      {role === 'admin' && <a href={`${under}/admin`}>Admin</a>}
    </aside>
  )
}
