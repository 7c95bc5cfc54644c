import { Modal } from '~/ui/Modal.tsx'
import { DateTime } from '~/ui/dates.tsx'
import { appUrl } from '~/lib/app-base.ts'
import type { PageVersion } from '../editor-api.ts'
import { previewHref } from './status.ts'
import styles from './Editor.module.css'

/** Where a version of the page at `path` is previewed: the page's preview with that version (ADR 141). */
export const versionPreviewHref = (path: string, version: number) => appUrl(`${previewHref(path)}?version=${version}`)

/**
 * Restore asks first (ADR 141): the version by its number, date and publisher, what Restore does
 * (it becomes the draft; the live page changes only on Publish), unsaved changes it replaces, and
 * a preview of the version in a new tab.
 */
export function RestoreDialog({
  version,
  path,
  unsaved,
  onConfirm,
  onCancel,
}: {
  version: PageVersion
  path: string
  unsaved: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Modal open onClose={onCancel} title={`Restore version ${version.number}?`} className={styles.confirm}>
      <p>
        Version {version.number}
        {version.published_at && (
          <>
            , published <DateTime iso={version.published_at} />
          </>
        )}
        {version.published_by ? ` by ${version.published_by}` : ''}, becomes the draft of <code>{path}</code>. Visitors see it only after
        you publish it.
        {unsaved && ' Your unsaved changes are replaced.'}
      </p>
      <div className={styles.confirmButtons}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          Restore version {version.number}
        </button>
        <a className={styles.confirmLink} href={versionPreviewHref(path, version.number)} target="_blank" rel="noopener">
          Preview version {version.number}
        </a>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  )
}
