import type { ReactNode } from 'react'
import { Link } from 'react-router'
import ui from '~/ui/forms.module.css'

/**
 * The Actions cell of a back-office list row (a DataTable column): Edit, any actions of the
 * screen's own, then Delete. Each is named after its row (`Edit Berlin`), so a screen reader
 * and a test can tell one row's buttons from the next. Edit opens the row's editor (`onEdit`, or the address `editTo`); Delete
 * waits while another change is under way (`busy`).
 *
 * @example
 * { id: 'actions', header: 'Actions', cell: (l) => <RowActions name={l.name} onEdit={() => setEditing(l)} onDelete={() => void remove(l)} busy={busy} /> }
 */
export function RowActions({
  name,
  onEdit,
  editTo,
  onDelete,
  busy = false,
  children,
}: {
  /** How the row is named in its buttons' accessible names: `Edit {name}`, `Delete {name}`. */
  name: string
  onEdit?: () => void
  /** Edit as a link, in place of `onEdit`: for a row whose editor has its own address. */
  editTo?: string
  onDelete: () => void
  busy?: boolean
  /** More actions, between Edit and Delete. */
  children?: ReactNode
}) {
  return (
    <span className={ui.actions}>
      {editTo !== undefined ? (
        <Link to={editTo} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      ) : (
        <button type="button" className={ui.link} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
      )}
      {children}
      <button type="button" className={`${ui.link} ${ui.danger}`} disabled={busy} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </span>
  )
}
