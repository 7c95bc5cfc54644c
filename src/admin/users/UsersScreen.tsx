import { useId, useState } from 'react'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { errorAt, otherErrors, useAdminWrite } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import styles from '~/ui/forms.module.css'

/** A user as the admin API and the loader give it (src/auth/users-admin.server.ts). */
export interface UserRow {
  id: number
  email: string
  name: string | null
  role: 'admin' | 'editor'
  sso: boolean
  local: boolean
  created_at: string
}

export interface UsersScreenProps {
  list: { data: UserRow[]; meta: { total: number } }
  query: ListQuery
  currentUserId: number
}

const roleOptions = [
  ['editor', 'Editor'],
  ['admin', 'Administrator'],
] as const
const signIn = (u: UserRow) => [u.sso && 'Single sign-on', u.local && 'Password'].filter(Boolean).join(' + ') || '—'
const PASSWORD_HINT = 'At least 12 characters and hard to guess: several unrelated words work well.'

/** issue 4 §3 Users and roles (spec 1 §6): add local users, change roles, reset passwords, delete. */
export function UsersScreen({ list, query, currentUserId }: UsersScreenProps) {
  const onQuery = useTableQuery()
  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'email',
      header: 'E-mail',
      sortable: true,
      cell: (u) => (
        <>
          {u.email}
          {u.id === currentUserId && ' (you)'}
        </>
      ),
    },
    { id: 'name', header: 'Name', cell: (u) => u.name ?? '—' },
    { id: 'role', header: 'Role', sortable: true, cell: (u) => <RoleCell user={u} self={u.id === currentUserId} /> },
    { id: 'sign_in', header: 'Sign-in', cell: signIn },
    { id: 'created_at', header: 'Added', sortable: true, cell: (u) => new Date(u.created_at).toISOString().slice(0, 10) },
    { id: 'actions', header: 'Actions', cell: (u) => <UserActions user={u} self={u.id === currentUserId} /> },
  ]
  return (
    <>
      <h2>Users and roles</h2>
      <AddUser />
      <DataTable
        label="Users"
        columns={columns}
        rows={list.data}
        total={list.meta.total}
        {...tableState(query)}
        onQuery={onQuery}
        rowKey={(u) => String(u.id)}
      />
    </>
  )
}

function AddUser() {
  const id = { email: useId(), role: useId(), password: useId(), title: useId(), hint: useId() }
  const [form, setForm] = useState({ email: '', role: 'editor', password: '' })
  const [saved, setSaved] = useState<string | null>(null)
  const { run, busy, errors } = useAdminWrite()
  const err = (p: string) => errorAt(errors, p)
  async function add() {
    setSaved(null)
    const result = await run<UserRow>('POST', '/users', form)
    if (result.ok) {
      setSaved(`Added ${result.data.email}.`)
      setForm({ email: '', role: 'editor', password: '' })
    }
  }
  return (
    <form
      className={styles.form}
      aria-labelledby={id.title}
      onSubmit={(e) => {
        e.preventDefault()
        void add()
      }}
    >
      <h3 id={id.title}>Add a user</h3>
      <div className={styles.field}>
        <label htmlFor={id.email}>E-mail</label>
        <input
          id={id.email}
          type="email"
          autoComplete="off"
          required
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          aria-invalid={err('/email') ? true : undefined}
          aria-describedby={err('/email') ? 'new-email-error' : undefined}
        />
        <FieldError id="new-email-error" message={err('/email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={id.role}>Role</label>
        <select id={id.role} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value })}>
          {roleOptions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id.password}>Password</label>
        <input
          id={id.password}
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          aria-invalid={err('/password') ? true : undefined}
          aria-describedby={`${id.hint}${err('/password') ? ' new-password-error' : ''}`}
        />
        <p id={id.hint} className={styles.hint}>
          {PASSWORD_HINT} Users who sign in through single sign-on are added on their first sign-in.
        </p>
        <FieldError id="new-password-error" message={err('/password')} />
      </div>
      <FormErrors errors={otherErrors(errors, ['/email', '/password'])} />
      <div className={styles.actions}>
        <button type="submit" className="fc-cta" disabled={busy}>
          Add user
        </button>
        {saved && (
          <span role="status" className={styles.status}>
            {saved}
          </span>
        )}
      </div>
    </form>
  )
}

function RoleCell({ user, self }: { user: UserRow; self: boolean }) {
  const id = useId()
  const { run, busy, errors } = useAdminWrite()
  if (self) return <>{user.role}</>
  return (
    <span className={styles.inline}>
      <label htmlFor={id} className="fc-visually-hidden">
        Role of {user.email}
      </label>
      <select
        id={id}
        value={user.role}
        disabled={busy}
        onChange={(e) => void run('PUT', `/users/${user.id}/role`, { role: e.target.value })}
      >
        {roleOptions.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FormErrors errors={errors} />
    </span>
  )
}

function UserActions({ user, self }: { user: UserRow; self: boolean }) {
  const [mode, setMode] = useState<'idle' | 'password' | 'delete'>('idle')
  const [password, setPassword] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const id = useId()
  const { run, busy, errors } = useAdminWrite()
  if (mode === 'password') {
    return (
      <form
        className={styles.inline}
        onSubmit={async (e) => {
          e.preventDefault()
          const result = await run('PUT', `/users/${user.id}/password`, { password })
          if (result.ok) {
            setMode('idle')
            setPassword('')
            setDone('Password reset; sessions ended.')
          }
        }}
      >
        <label htmlFor={id}>New password for {user.email}</label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          aria-invalid={errorAt(errors, '/password') ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="fc-cta" disabled={busy}>
          Set password
        </button>
        <button type="button" className="fc-cta fc-cta--secondary" onClick={() => setMode('idle')}>
          Cancel
        </button>
        <FieldError id={`${id}-error`} message={errorAt(errors, '/password')} />
      </form>
    )
  }
  if (mode === 'delete') {
    return (
      <span className={styles.inline} role="group" aria-label={`Confirm deleting ${user.email}`}>
        <span>Delete {user.email}?</span>
        <button type="button" className="fc-cta" disabled={busy} onClick={() => void run('DELETE', `/users/${user.id}`)}>
          Yes, delete
        </button>
        <button type="button" className="fc-cta fc-cta--secondary" onClick={() => setMode('idle')}>
          Cancel
        </button>
        <FormErrors errors={errors} />
      </span>
    )
  }
  return (
    <span className={styles.inline}>
      <button
        type="button"
        className="fc-cta fc-cta--secondary"
        onClick={() => {
          setDone(null)
          setMode('password')
        }}
        aria-label={`Reset password of ${user.email}`}
      >
        Reset password
      </button>
      {!self && (
        <button type="button" className="fc-cta fc-cta--secondary" onClick={() => setMode('delete')} aria-label={`Delete ${user.email}`}>
          Delete
        </button>
      )}
      {done && (
        <span role="status" className={styles.status}>
          {done}
        </span>
      )}
    </span>
  )
}
