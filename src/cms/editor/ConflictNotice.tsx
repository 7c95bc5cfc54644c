import type { PageConflict } from '../editor-api.ts'
import { DateTime } from '~/ui/dates.tsx'
import styles from './Editor.module.css'

export interface ConflictNoticeProps {
  conflict: PageConflict
  /** Loads the page as it is now; the editor's unsaved changes are discarded. */
  onReload: () => void
  /** Keeps the editor's changes; its next Save replaces the other version. */
  onKeepMine: () => void
}

/**
 * A stale save: someone changed the page since the editor loaded it, so the server
 * refused the save (409). Says who and when, in the market's locale, and lets the editor choose;
 * nothing is lost until they do.
 */
export function ConflictNotice({ conflict, onReload, onKeepMine }: ConflictNoticeProps) {
  return (
    <div className={styles.conflict} role="alert" aria-label="Edit conflict">
      <p>
        <strong>Not saved: this page was changed by {conflict.changed_by ?? 'someone else'}</strong> at{' '}
        <DateTime iso={conflict.changed_at} /> after you opened it.
      </p>
      <p>Reload to see their version (your unsaved changes are discarded), or keep your changes and save over theirs.</p>
      <div>
        <button type="button" onClick={onReload}>
          Reload their version
        </button>
        <button type="button" onClick={onKeepMine}>
          Keep my changes
        </button>
      </div>
    </div>
  )
}
