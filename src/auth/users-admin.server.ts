import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { ServiceError } from '~/lib/http.server.ts'
import { listQuerySchema, type ListQuery } from '~/lib/list-query.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { roles, sessions, users, type Role } from '~/db/schema/index.ts'
import { hashPassword } from './password.server.ts'
import { assertPasswordAcceptable, newUserSchema, type SessionUser } from './users.server.ts'

/**
 * Users and roles in the back office (issue 4 §3, spec 1 §6). Users belong to no market, so
 * their audit entries have siteId null. Password hashes never leave this module.
 */
export interface AdminUser {
  id: number
  email: string
  name: string | null
  role: Role
  /** Signs in through single sign-on (an identity provider subject is linked). */
  sso: boolean
  /** Has a local password. */
  local: boolean
  created_at: string
}

export const usersListQuery = listQuerySchema(['email', 'role', 'created_at'], { sort: 'email', dir: 'asc' })
export const passwordField = newUserSchema.shape.password
export const newUserBody = z.object({
  email: newUserSchema.shape.email,
  role: z.enum(roles, `must be one of ${roles.join(', ')}`),
  password: passwordField,
})
export const roleBody = z.object({ role: z.enum(roles, `must be one of ${roles.join(', ')}`) })
export const passwordBody = z.object({ password: passwordField })

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  oidcSubject: users.oidcSubject,
  hasPassword: isNotNull(users.passwordHash),
  createdAt: users.createdAt,
}
const toAdmin = (r: {
  id: number
  email: string
  name: string | null
  role: Role
  oidcSubject: string | null
  hasPassword: unknown
  createdAt: Date
}): AdminUser => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  sso: r.oidcSubject !== null,
  local: r.hasPassword === true,
  created_at: r.createdAt.toISOString(),
})
const auditable = ({ created_at: _created, ...u }: AdminUser) => u

export async function listUsers(db: Db, query: ListQuery<'email' | 'role' | 'created_at'>) {
  const filters: (SQL | undefined)[] = []
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`
    filters.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.role, like)))
  }
  const where = filters.length ? and(...filters) : undefined
  const order = query.dir === 'asc' ? asc : desc
  const sortColumn = { email: users.email, role: users.role, created_at: users.createdAt }[query.sort]
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(order(sortColumn), order(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  return { data: rows.map(toAdmin), meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } }
}

async function findUser(db: Db | Tx, id: number, lock = false): Promise<AdminUser> {
  const select = db.select(columns).from(users).where(eq(users.id, id))
  const [row] = lock ? await select.for('update') : await select
  if (!row) throw new ServiceError(404, 'User not found', `No user ${id}.`)
  return toAdmin(row)
}
export const getUser = (db: Db, id: number) => findUser(db, id)

/**
 * Whether another administrator would remain; the admin rows are locked so two requests cannot
 * each remove "the other" last administrator at the same time.
 */
async function otherAdminsExist(tx: Tx, id: number): Promise<boolean> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, id)))
    .for('update')
  return others.length > 0
}
const LAST_ADMIN = 'This is the last administrator: make another user an administrator first.'

export async function createUser(db: Db, actor: SessionUser, input: z.infer<typeof newUserBody>): Promise<AdminUser> {
  await assertPasswordAcceptable(input.password, { email: input.email })
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email))
    if (existing) throw new ServiceError(409, 'User exists', `email: a user with the e-mail ${input.email} already exists.`, '/email')
    const [row] = await tx.insert(users).values({ email: input.email, role: input.role, passwordHash }).returning({ id: users.id })
    const created = await findUser(tx, row!.id)
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.create',
      entityType: 'user',
      entityId: created.id,
      summary: `Added ${created.role} ${created.email}`,
      changes: { before: null, after: auditable(created) },
    })
    return created
  })
}

export async function changeRole(db: Db, actor: SessionUser, id: number, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await findUser(tx, id, true)
    if (before.role === role) return before
    if (id === actor.id)
      throw new ServiceError(409, 'Cannot change own role', 'You cannot change your own role; ask another administrator.', '/role')
    if (before.role === 'admin' && !(await otherAdminsExist(tx, id))) throw new ServiceError(409, 'Last administrator', LAST_ADMIN, '/role')
    await tx.update(users).set({ role }).where(eq(users.id, id))
    const after = await findUser(tx, id)
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.role',
      entityType: 'user',
      entityId: id,
      summary: `Changed role of ${after.email} from ${before.role} to ${role}`,
      changes: { before: { role: before.role }, after: { role } },
    })
    return after
  })
}

/** Sets a new local password and ends the user's sessions (they sign in again). */
export async function resetPassword(db: Db, actor: SessionUser, id: number, password: string): Promise<AdminUser> {
  const target = await findUser(db, id)
  await assertPasswordAcceptable(password, { email: target.email, name: target.name })
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const user = await findUser(tx, id, true)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id))
    await tx.delete(sessions).where(eq(sessions.userId, id))
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.password',
      entityType: 'user',
      entityId: id,
      summary: `Reset the password of ${user.email} (sessions ended)`,
      changes: {},
    })
    return findUser(tx, id)
  })
}

export async function deleteUser(db: Db, actor: SessionUser, id: number): Promise<AdminUser> {
  if (id === actor.id)
    throw new ServiceError(409, 'Cannot delete yourself', 'You cannot delete your own account; ask another administrator.')
  return db.transaction(async (tx) => {
    const user = await findUser(tx, id, true)
    if (user.role === 'admin' && !(await otherAdminsExist(tx, id))) throw new ServiceError(409, 'Last administrator', LAST_ADMIN)
    await tx.delete(users).where(eq(users.id, id))
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      summary: `Removed ${user.role} ${user.email}`,
      changes: { before: auditable(user), after: null },
    })
    return user
  })
}
