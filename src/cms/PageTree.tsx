import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { editorApi, EditorApiError, type PageSummary } from './editor-api.ts'
import { buildPageTree, filterPageTree, pageBadges, type PageTreeNode } from './page-tree.ts'
import { PAGE_TITLE_MAX, pagePathProblem } from './page-path.ts'
import { Modal } from '~/ui/Modal.tsx'
import styles from './PageTree.module.css'

/** The editor for one page: /cms?page=<id> (ADR 026). */
export const editorHref = (id: number) => `/cms?page=${id}`

type Dialog = { kind: 'rename' | 'move' | 'duplicate' | 'delete'; page: PageSummary } | null

/**
 * /cms: the site's pages as a tree by path, with create, rename, move, duplicate,
 * disable / enable and delete; a page opens in the editor.
 */
export function PageTree({ initialPages }: { initialPages?: PageSummary[] }) {
  const [pages, setPages] = useState<PageSummary[] | null>(initialPages ?? null)
  const [error, setError] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [dialog, setDialog] = useState<Dialog>(null)
  const navigate = useNavigate()

  const reload = useCallback(async () => {
    try {
      setPages(await editorApi.listPages())
    } catch (e) {
      setError(messageOf(e))
    }
  }, [])
  useEffect(() => {
    if (initialPages) return
    let live = true
    editorApi.listPages().then(
      (list) => live && setPages(list),
      (e: unknown) => live && setError(messageOf(e)),
    )
    return () => {
      live = false
    }
  }, [initialPages])

  const tree = useMemo(() => filterPageTree(buildPageTree(pages ?? []), query), [pages, query])

  /** Runs a change, then reloads the list; errors show above the tree. */
  const run = async (change: () => Promise<unknown>) => {
    setError(null)
    try {
      await change()
      setDialog(null)
      await reload()
      return true
    } catch (e) {
      setError(messageOf(e))
      return false
    }
  }

  const openDialog = (next: Dialog) => {
    setError(null)
    setDialog(next)
  }

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(null)
    try {
      const page = await editorApi.createPage({ path: String(form.get('path') ?? ''), title: String(form.get('title') ?? '') })
      await navigate(editorHref(page.id))
    } catch (e) {
      setError(messageOf(e))
    }
  }

  return (
    <div className={styles.tree}>
      {/* A server's answer about the last try goes once the form is changed. */}
      <form className={styles.create} onSubmit={create} onChange={() => setError(null)} aria-label="New page">
        <PathInput label="Path" placeholder="/offers/spring" />
        <label>
          Title <input name="title" required maxLength={PAGE_TITLE_MAX} />
        </label>
        <button className="fc-cta" type="submit">
          Create page
        </button>
      </form>
      <label className={styles.search}>
        Find a page <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {/* An action's error shows in its dialog while it is open (the list behind it is inert). */}
      {error && !dialog && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {dialog && (
        <PageDialog
          dialog={dialog}
          error={error}
          onEdit={() => setError(null)}
          onCancel={() => {
            setError(null)
            setDialog(null)
          }}
          run={run}
        />
      )}
      {pages === null ? (
        <p>Loading pages…</p>
      ) : tree.length === 0 ? (
        <p role="status">{query.trim() ? `No page matches “${query.trim()}”.` : 'No pages yet: create the first one above.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Pages">
          {tree.map((node) => (
            <TreeNode key={node.path} node={node} onAction={openDialog} run={run} />
          ))}
        </ul>
      )}
    </div>
  )
}

function TreeNode({
  node,
  onAction,
  run,
}: {
  node: PageTreeNode
  onAction: (d: Dialog) => void
  run: (c: () => Promise<unknown>) => Promise<boolean>
}) {
  const { page } = node
  return (
    <li>
      <div className={styles.row}>
        {page ? (
          <>
            <Link to={editorHref(page.id)} className={styles.title} aria-label={`Edit ${page.title || page.path}`}>
              <span>{page.title || '(untitled)'}</span> <code>{page.path}</code>
            </Link>
            <span className={styles.badges}>
              {pageBadges(page).map((badge) => (
                <span key={badge} className={`${styles.badge} ${styles[badge]}`}>
                  {badge}
                </span>
              ))}
            </span>
            {/* Each button named after its page, as the admin's rows are (`Delete /about`): a voice
                command or a screen reader's list of buttons tells one row's from the next. */}
            <span className={styles.actions} role="group" aria-label={`Actions for ${page.path}`}>
              <button type="button" aria-label={`Rename ${page.path}`} onClick={() => onAction({ kind: 'rename', page })}>
                Rename
              </button>
              <button type="button" aria-label={`Move ${page.path}`} onClick={() => onAction({ kind: 'move', page })}>
                Move
              </button>
              <button type="button" aria-label={`Duplicate ${page.path}`} onClick={() => onAction({ kind: 'duplicate', page })}>
                Duplicate
              </button>
              <button
                type="button"
                aria-label={`${page.enabled ? 'Disable' : 'Enable'} ${page.path}`}
                onClick={() => void run(() => editorApi.updatePage(page.id, { enabled: !page.enabled }))}
              >
                {page.enabled ? 'Disable' : 'Enable'}
              </button>
              <button type="button" aria-label={`Delete ${page.path}`} onClick={() => onAction({ kind: 'delete', page })}>
                Delete
              </button>
            </span>
          </>
        ) : (
          <span className={styles.folder}>
            <code>{node.path}</code>
          </span>
        )}
      </div>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <TreeNode key={child.path} node={child} onAction={onAction} run={run} />
          ))}
        </ul>
      )}
    </li>
  )
}

const DIALOG_TITLES = { rename: 'Rename page', move: 'Move page', duplicate: 'Duplicate page', delete: 'Delete page' } as const

/** The form of one page action; the API call runs through `run`, which reloads the tree. */
function PageDialog({
  dialog,
  error,
  onEdit,
  onCancel,
  run,
}: {
  dialog: NonNullable<Dialog>
  /** What the server said about the last try (a path taken, …). */
  error: string | null
  /** A field changed: the server's answer was about the value before. */
  onEdit: () => void
  onCancel: () => void
  run: (c: () => Promise<unknown>) => Promise<boolean>
}) {
  const { page } = dialog
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '')
    void run(() => {
      switch (dialog.kind) {
        case 'rename':
          return editorApi.updatePage(page.id, { title: value('title') })
        case 'move':
          return editorApi.updatePage(page.id, { path: value('path') })
        case 'duplicate':
          return editorApi.duplicatePage(page.id, { path: value('path'), title: value('title') })
        case 'delete':
          return editorApi.deletePage(page.id)
      }
    })
  }
  let body: ReactNode
  switch (dialog.kind) {
    case 'rename':
      body = (
        <label>
          Title <input name="title" required maxLength={PAGE_TITLE_MAX} defaultValue={page.title ?? ''} autoFocus />
        </label>
      )
      break
    case 'move':
      body = (
        <>
          <PathInput label="New path" defaultValue={page.path} autoFocus />
          <p className={styles.warning}>A redirect to the new path is left at the old path ({page.path}).</p>
        </>
      )
      break
    case 'duplicate':
      body = (
        <>
          <PathInput label="Path of the copy" defaultValue={`${page.path === '/' ? '' : page.path}-copy`} autoFocus />
          <label>
            Title of the copy <input name="title" required maxLength={PAGE_TITLE_MAX} defaultValue={`${page.title ?? ''} (copy)`} />
          </label>
        </>
      )
      break
    case 'delete':
      body = <p className={styles.warning}>Delete the page {page.path} and all its versions? This cannot be undone.</p>
  }
  // A modal over the list, not a form above it: a page's action asked for far down the list was
  // out of sight (and seemed to do nothing). Deleting starts on Cancel, the safe answer.
  return (
    <Modal open onClose={onCancel} title={`${DIALOG_TITLES[dialog.kind]}: ${page.title || page.path}`} closeButton={false}>
      <form className={styles.dialog} onSubmit={submit} onChange={onEdit} aria-label={DIALOG_TITLES[dialog.kind]}>
        {body}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.dialogButtons}>
          <button className="fc-cta" type="submit">
            {dialog.kind === 'delete' ? 'Delete' : 'Save'}
          </button>
          <button
            className="fc-cta fc-cta--secondary"
            type="button"
            onClick={onCancel}
            data-autofocus={dialog.kind === 'delete' || undefined}
          >
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  )
}

/**
 * A page path field (name "path"): a path the server would refuse stops the form, and the rule it
 * breaks shows under the field, from when it is left or submitted.
 */
function PathInput({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const check = (element: HTMLInputElement) => {
    const message = pagePathProblem(element.value)
    element.setCustomValidity(message ?? '')
    return message
  }
  return (
    <div className={styles.field}>
      <label>
        {label}{' '}
        <input
          {...input}
          name="path"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? id : undefined}
          onChange={(event) => {
            const message = check(event.currentTarget)
            if (problem !== null) setProblem(message)
          }}
          onBlur={(event) => setProblem(event.currentTarget.value ? check(event.currentTarget) : null)}
          onInvalid={(event) => setProblem(check(event.currentTarget))}
        />
      </label>
      {problem && (
        <span id={id} className={styles.fieldError}>
          {problem}
        </span>
      )}
    </div>
  )
}

export const messageOf = (e: unknown) => (e instanceof EditorApiError || e instanceof Error ? e.message : 'Something went wrong')
