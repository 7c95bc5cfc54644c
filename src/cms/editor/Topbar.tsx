import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { STATUS_LABELS, type EditorStatus } from './status.ts'
import styles from './Editor.module.css'

export interface TopbarProps {
  title: string
  path: string
  status: EditorStatus
  busy: 'saving' | 'publishing' | null
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  onSave: () => void
  onPublish: () => void
  onToggleVersions: () => void
  versionsOpen: boolean
  previewHref: string
  siteHref: string
  /** A short notice after an action ('Draft saved', 'Published version 3'). */
  notice?: string | null
  children?: ReactNode
}

/**
 * The editor's topbar (spec 1 §2 Editor, issue 4 §1): the page, its status and the actions.
 * Pure: the editor passes its state in.
 */
export function Topbar(props: TopbarProps) {
  const { status, busy } = props
  return (
    <header className={styles.topbar}>
      <Link className={styles.back} to="/cms" reloadDocument>
        Pages
      </Link>
      <div className={styles.page}>
        <strong className={styles.pageTitle}>{props.title || '(untitled)'}</strong>
        <code>{props.path}</code>
      </div>
      <span className={`${styles.status} ${styles[status]}`} role="status" aria-label="Page status">
        {STATUS_LABELS[status]}
      </span>
      {props.notice && (
        <span className={styles.notice} aria-live="polite">
          {props.notice}
        </span>
      )}
      <div className={styles.actions}>
        <button type="button" onClick={props.onUndo} disabled={!props.canUndo}>
          Undo
        </button>
        <button type="button" onClick={props.onRedo} disabled={!props.canRedo}>
          Redo
        </button>
        <button type="button" onClick={props.onToggleVersions} aria-expanded={props.versionsOpen}>
          Versions
        </button>
        <a href={props.previewHref} target="_blank" rel="noopener">
          Preview
        </a>
        <a href={props.siteHref}>Back to site</a>
        <button type="button" onClick={props.onSave} disabled={busy !== null || status !== 'unsaved'}>
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={styles.primary} onClick={props.onPublish} disabled={busy !== null}>
          {busy === 'publishing' ? 'Publishing…' : 'Publish'}
        </button>
      </div>
      {props.children}
    </header>
  )
}
