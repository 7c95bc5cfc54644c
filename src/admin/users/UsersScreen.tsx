import { useId, useRef, useState } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { DataTable, type DataTableColumn } from '~/admin/DataTable.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { FieldNames } from '~/admin/problem-text.ts'
import { administersEveryMarket, EVERY_MARKET, mayGrant, mayManageAccount, type RoleGrant } from '~/auth/grants.ts'
import type { Role } from '~/db/schema/auth.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import { tableState, useTableQuery } from '~/admin/table-query.ts'
import type { ListQuery } from '~/lib/list-query.ts'
import styles from '~/ui/forms.module.css'
import { DateTime } from '~/ui/dates.tsx'

/** A user as the admin API and the loader give it (src/auth/users-admin.server.ts). */
export interface UserRow {
  id: number
  email: string
  name: string | null
  /** The role in this market; null: none here. */
  role: Role | null
  grants: RoleGrant[]
  sso: boolean
  local: boolean
  created_at: string
}

export interface MarketOption {
  id: number
  key: string
  name: string
}

export interface UsersScreenProps {
  list: { data: UserRow[]; meta: { total: number } }
  query: ListQuery
  currentUserId: number
  /** The market of this admin page, and all markets of the deployment. */
  market: MarketOption
  markets: MarketOption[]
  /** The signed-in administrator's own roles: what they may change follows from them (ADR 041). */
  actorGrants: RoleGrant[]
}

const roleOptions = [
  ['editor', 'Editor'],
  ['admin', 'Administrator'],
] as const
const roleLabel = (role: Role) => (role === 'admin' ? 'Administrator' : 'Editor')
const signIn = (u: UserRow) => [u.sso && 'Single sign-on', u.local && 'Password'].filter(Boolean).join(' + ') || '—'
const PASSWORD_HINT = 'At least 12 characters and hard to guess: several unrelated words work well.'

/** Who may change what on this page, from the administrator's roles and this page's market. */
interface Scope {
  market: MarketOption
  markets: MarketOption[]
  actorGrants: RoleGrant[]
  currentUserId: number
}
const marketLabel = (scope: Scope, siteKey: string | null) =>
  siteKey === null ? 'Every market' : (scope.markets.find((m) => m.key === siteKey)?.name ?? siteKey)
/** The markets whose roles this administrator gives here: this one; others only from an administrator of every market. */
const grantableMarkets = (scope: Scope) => [
  { value: scope.market.key, label: `${scope.market.name} (this market)` },
  ...(administersEveryMarket(scope.actorGrants)
    ? [
        { value: EVERY_MARKET, label: 'Every market' },
        ...scope.markets.filter((m) => m.id !== scope.market.id).map((m) => ({ value: m.key, label: m.name })),
      ]
    : []),
]

/**
 * Users and roles (spec 1 §6), by market: add local users, give and take
 * roles per market, reset passwords, delete.
 */
export function UsersScreen({ list, query, currentUserId, market, markets, actorGrants }: UsersScreenProps) {
  const onQuery = useTableQuery()
  const scope: Scope = { market, markets, actorGrants, currentUserId }
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
    { id: 'role', header: 'Role here', sortable: true, cell: (u) => <RoleHere user={u} marketId={market.id} /> },
    { id: 'grants', header: 'In each market', cell: (u) => <Grants user={u} scope={scope} /> },
    { id: 'sign_in', header: 'Sign-in', cell: signIn },
    { id: 'created_at', header: 'Added', sortable: true, cell: (u) => <DateTime iso={u.created_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (u) => <UserActions user={u} self={u.id === currentUserId} manage={mayManageAccount(actorGrants, market.id, u.grants)} />,
    },
  ]
  return (
    <>
      <PageHeader title="Users and roles">
        Roles hold per market: this page is {market.name}&apos;s. A role in one market wins over a role in every market.
        {administersEveryMarket(actorGrants)
          ? ' You administer every market, so you can also give roles in other markets and in every market.'
          : ' Roles in other markets are given by an administrator of every market.'}
      </PageHeader>
      <AddUser scope={scope} />
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

/** The role in this market, and where it comes from when that is every market. */
function RoleHere({ user, marketId }: { user: UserRow; marketId: number }) {
  if (user.role === null) return <>None</>
  const fromEveryMarket = !user.grants.some((g) => g.siteId === marketId)
  return (
    <>
      {roleLabel(user.role)}
      {fromEveryMarket && ' (every market)'}
    </>
  )
}

/** The user form's name for a key of the API's errors, as its labels read. */
export const userFieldNames: FieldNames = (key) =>
  (({ email: 'E-mail', role: 'Role', site: 'Market', password: 'Password' }) as Record<string, string>)[key]

function AddUser({ scope }: { scope: Scope }) {
  const id = { email: useId(), role: useId(), site: useId(), password: useId(), title: useId(), hint: useId() }
  const blank = { email: '', role: 'editor', site: scope.market.key, password: '' }
  const [form, setForm] = useState(blank)
  const { run, busy, errors } = useAction()
  const err = (p: string) => fieldErrorAt(errors, p)
  const markets = grantableMarkets(scope)
  async function add() {
    const result = await run<UserRow>('POST', '/api/admin/users', {
      body: form,
      done: (u) => `Added ${u.email}.`,
      failed: 'User not added',
      names: userFieldNames,
    })
    if (result.ok) setForm(blank)
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
      <h2 id={id.title}>Add a user</h2>
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
      {markets.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={id.site}>Market</label>
          <select
            id={id.site}
            value={form.site}
            onChange={(e) => setForm({ ...form, site: e.target.value })}
            aria-invalid={err('/site') ? true : undefined}
            aria-describedby={err('/site') ? 'new-site-error' : undefined}
          >
            {markets.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id="new-site-error" message={err('/site')} />
        </div>
      )}
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
      <div className={styles.actions}>
        <button type="submit" className="fc-cta" disabled={busy}>
          Add user
        </button>
      </div>
    </form>
  )
}

/**
 * A user's roles by market, each with Remove where this administrator may take it, and a form to
 * give a role in a market. Nobody changes their own roles.
 */
function Grants({ user, scope }: { user: UserRow; scope: Scope }) {
  const id = { site: useId(), role: useId(), error: useId() }
  const markets = grantableMarkets(scope)
  const [form, setForm] = useState({ site: scope.market.key, role: 'editor' })
  const { run, busy, errors } = useAction()
  const self = user.id === scope.currentUserId
  const path = (siteKey: string | null) => `/api/admin/users/${user.id}/roles/${encodeURIComponent(siteKey ?? EVERY_MARKET)}`
  const roleName = (role: string) => roleLabel(role as Role).toLowerCase()
  const inMarket = (siteKey: string | null) => (siteKey === null ? 'every market' : marketLabel(scope, siteKey))
  return (
    <div className={styles.field}>
      {user.grants.length === 0 ? (
        <span>No roles</span>
      ) : (
        <ul className={styles.rows} aria-label={`Roles of ${user.email}`}>
          {user.grants.map((g) => {
            const where = marketLabel(scope, g.siteKey)
            return (
              <li key={g.siteKey ?? EVERY_MARKET} className={styles.inline}>
                {where}: {roleLabel(g.role)}
                {!self && mayGrant(scope.actorGrants, scope.market.id, g.siteId) && (
                  <button
                    type="button"
                    className={`${styles.link} ${styles.danger}`}
                    disabled={busy}
                    aria-label={`Remove the ${g.role} role in ${where} from ${user.email}`}
                    onClick={() =>
                      void run('DELETE', path(g.siteKey), {
                        done: `Took the ${roleName(g.role)} role in ${inMarket(g.siteKey)} from ${user.email}.`,
                        failed: `Role of ${user.email} in ${inMarket(g.siteKey)} not taken`,
                      })
                    }
                  >
                    Remove
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {!self && (
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault()
            const siteKey = form.site === EVERY_MARKET ? null : form.site
            const where = inMarket(siteKey)
            void run('PUT', path(siteKey), {
              body: { role: form.role },
              done: `Gave ${user.email} the ${roleName(form.role)} role in ${where}.`,
              failed: `Role of ${user.email} in ${where} not given`,
            })
          }}
        >
          {markets.length > 1 ? (
            <>
              <label htmlFor={id.site} className="fc-visually-hidden">
                Market for {user.email}
              </label>
              <select id={id.site} value={form.site} onChange={(e) => setForm({ ...form, site: e.target.value })}>
                {markets.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <label htmlFor={id.role} className="fc-visually-hidden">
            {markets.length > 1 ? `Role of ${user.email} in the market chosen` : `Role of ${user.email} in ${scope.market.name}`}
          </label>
          <select
            id={id.role}
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value })}
            aria-invalid={fieldErrorAt(errors, '/role') ? true : undefined}
            aria-describedby={fieldErrorAt(errors, '/role') ? id.error : undefined}
          >
            {roleOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <button type="submit" className="fc-cta fc-cta--secondary" disabled={busy} aria-label={`Give ${user.email} this role`}>
            Give
          </button>
          <FieldError id={id.error} message={fieldErrorAt(errors, '/role')} />
        </form>
      )}
    </div>
  )
}

/**
 * Reset password and delete, where this administrator manages the account (ADR 041). The password
 * form opens in the row with focus in it; Escape or Cancel closes it, back to Reset password.
 */
function UserActions({ user, self, manage }: { user: UserRow; self: boolean; manage: boolean }) {
  const [resetting, setResetting] = useState(false)
  const [password, setPassword] = useState('')
  const id = useId()
  const resetButton = useRef<HTMLButtonElement>(null)
  const { run, busy, errors } = useAction()
  const { confirm } = useFeedback()
  const close = () => {
    setResetting(false)
    setPassword('')
    requestAnimationFrame(() => resetButton.current?.focus())
  }
  const remove = async () => {
    if (!(await confirm({ title: `Delete ${user.email}?`, body: 'Their roles in every market go too.', action: 'Delete' }))) return
    await run('DELETE', `/api/admin/users/${user.id}`, { done: `Deleted ${user.email}.`, failed: `${user.email} not deleted` })
  }
  if (resetting) {
    return (
      <form
        className={styles.inline}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close()
        }}
        onSubmit={async (e) => {
          e.preventDefault()
          const result = await run('PUT', `/api/admin/users/${user.id}/password`, {
            body: { password },
            done: `Password of ${user.email} reset; their sessions ended.`,
            failed: `Password of ${user.email} not reset`,
          })
          if (result.ok) close()
        }}
      >
        <label htmlFor={id}>New password for {user.email}</label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          aria-invalid={fieldErrorAt(errors, '/password') ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="fc-cta" disabled={busy}>
          Set password
        </button>
        <button type="button" className="fc-cta fc-cta--secondary" onClick={close}>
          Cancel
        </button>
        <FieldError id={`${id}-error`} message={fieldErrorAt(errors, '/password')} />
      </form>
    )
  }
  if (!manage) return <span className={styles.hint}>Has roles in other markets</span>
  return (
    <span className={styles.inline}>
      <button
        ref={resetButton}
        type="button"
        className={styles.link}
        onClick={() => setResetting(true)}
        aria-label={`Reset password of ${user.email}`}
      >
        Reset password
      </button>
      {!self && (
        <button
          type="button"
          className={`${styles.link} ${styles.danger}`}
          onClick={() => void remove()}
          aria-label={`Delete ${user.email}`}
        >
          Delete
        </button>
      )}
    </span>
  )
}
