import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Modal } from '~/ui/Modal.tsx'
import { hasSomethingToPublish, hasUnsavedChanges, STATUS_LABELS, type EditorStatus } from './status.ts'
import styles from './Editor.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

export interface TopbarProps {
  title: string
  path: string
  status: EditorStatus
  /** The page is disabled: visitors get "not found" whatever is published (the page list says so too). */
  disabled?: boolean
  busy: 'saving' | 'publishing' | null
  canUndo: boolean
  canRedo: boolean
  /**
   * Whether the undo history holds the page as it is now: it records an edit a moment after the
   * last one, and an Undo before that skips it (a script, an end-to-end test, waits for this).
   */
  historyRecorded: boolean
  onUndo: () => void
  onRedo: () => void
  onSave: () => void
  /** Called once the editor has confirmed the publishing. */
  onPublish: () => void
  onToggleVersions: () => void
  versionsOpen: boolean
  previewHref: string
  siteHref: string
  /** A short notice after an action ('Draft saved', 'Published version 3'). */
  notice?: string | null
  children?: ReactNode
}

const STATUS_CLASSES: Record<EditorStatus, string | undefined> = {
  draft: styles.draft,
  unsaved: styles.unsaved,
  published: styles.published,
  publishedDraft: styles.draft,
  publishedUnsaved: styles.unsaved,
}

/**
 * The editor's topbar (spec 1 §2 Editor): the page, its status and the actions.
 * Publish asks first and is off when visitors already see this version.
 * Pure: the editor passes its state in.
 */
export function Topbar(props: TopbarProps) {
  const { status, busy } = props
  const [confirming, setConfirming] = useState(false)
  return (
    <header className={styles.topbar}>
      <Link className={styles.back} to="/cms" reloadDocument>
        Pages
      </Link>
      <div className={styles.page}>
        <strong className={styles.pageTitle} title={props.title || undefined}>
          {props.title || '(untitled)'}
        </strong>
        <code>{props.path}</code>
      </div>
      <span className={`${styles.status} ${STATUS_CLASSES[status]}`} role="status" aria-label="Page status">
        {STATUS_LABELS[status]}
      </span>
      {props.disabled && <span className={`${styles.status} ${styles.unsaved}`}>Disabled: hidden from visitors</span>}
      {props.notice && (
        <span className={styles.notice} aria-live="polite">
          {props.notice}
        </span>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          data-history={props.historyRecorded ? 'recorded' : 'pending'}
        >
          Undo
        </button>
        <button type="button" onClick={props.onRedo} disabled={!props.canRedo}>
          Redo
        </button>
        <button type="button" onClick={props.onToggleVersions} aria-expanded={props.versionsOpen} data-versions-button>
          Versions
        </button>
        <a href={props.previewHref} target="_blank" rel="noopener">
          Preview
        </a>
        <a href={props.siteHref}>Back to site</a>
        {/* Save and Publish are off by aria-disabled, not disabled: a refused save (a field to mend) and the
            publish confirmation leave the focus on them while they work. */}
        <FocusableButton onClick={props.onSave} inactive={busy !== null || !hasUnsavedChanges(status)}>
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </FocusableButton>
        <FocusableButton
          className={styles.primary}
          onClick={() => setConfirming(true)}
          inactive={busy !== null || !hasSomethingToPublish(status)}
          aria-haspopup="dialog"
        >
          {busy === 'publishing' ? 'Publishing…' : 'Publish'}
        </FocusableButton>
      </div>
      {confirming && (
        <PublishDialog
          path={props.path}
          unsaved={hasUnsavedChanges(status)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            props.onPublish()
          }}
        />
      )}
      {props.children}
    </header>
  )
}

/**
 * Publishing shows the page to visitors at once: the editor confirms it, in a modal above Puck's
 * panels (the one modal primitive; Escape or the backdrop is a cancel, as is Cancel in view).
 */
function PublishDialog({
  path,
  unsaved,
  onConfirm,
  onCancel,
}: {
  path: string
  unsaved: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Modal open onClose={onCancel} title="Publish this page?" closeButton={false} className={styles.confirm}>
      <p>
        Visitors will see this version of <code>{path}</code> at once.
        {unsaved && ' Your unsaved changes are saved first.'}
      </p>
      <div className={styles.confirmButtons}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          Publish now
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  )
}
