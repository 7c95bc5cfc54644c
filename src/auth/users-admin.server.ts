import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { ServiceError } from '~/lib/http.server.ts'
import { listQuerySchema, type ListQuery } from '~/lib/list-query.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { roles, sessions, sites, userRoles, users, type Role } from '~/db/schema/index.ts'
import { administersEveryMarket, describeGrants, EVERY_MARKET, mayGrant, mayManageAccount, roleIn, type RoleGrant } from './grants.ts'
import { hashPassword } from './password.server.ts'
import { assertPasswordAcceptable, grantsOf, newUserSchema, setGrants, type SessionUser } from './users.server.ts'

/**
 * Users and their roles per market in the back office (spec 1 §6;
 * ADR 041). Accounts belong to no market; roles do. Everything is seen from the market of the
 * request (`site`): `role` is the role there. A change of a grant is audited in the grant's market
 * (null: every market), account changes outside any market. Password hashes never leave this module.
 */
export interface AdminUser {
  id: number
  email: string
  name: string | null
  /** The role in the request's market; null: none there. */
  role: Role | null
  /** Every role of the user, by market (`siteKey` null: every market). */
  grants: RoleGrant[]
  /** Signs in through single sign-on (an identity provider subject is linked). */
  sso: boolean
  /** Has a local password. */
  local: boolean
  created_at: string
}

/** The market of the request, as the admin API sees it. */
export interface Market {
  id: number
  key: string
}

export const usersListQuery = listQuerySchema(['email', 'role', 'created_at'], { sort: 'email', dir: 'asc' })
export const passwordField = newUserSchema.shape.password
const roleField = z.enum(roles, `must be one of ${roles.join(', ')}`)
/** A market's key, or '*' for every market. */
const siteField = z.string().regex(/^(\*|[a-z0-9][a-z0-9-]{0,39})$/, `must be a market's key or ${EVERY_MARKET} for every market`)
export const newUserBody = z.object({
  email: newUserSchema.shape.email,
  role: roleField,
  password: passwordField,
  /** Where the role holds; this market when absent. */
  site: siteField.optional(),
})
export const roleBody = z.object({ role: roleField })
export const passwordBody = z.object({ password: passwordField })

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  oidcSubject: users.oidcSubject,
  hasPassword: isNotNull(users.passwordHash),
  createdAt: users.createdAt,
}
type Row = { id: number; email: string; name: string | null; oidcSubject: string | null; hasPassword: unknown; createdAt: Date }

const toAdmin = (r: Row, grants: RoleGrant[], siteId: number): AdminUser => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: roleIn(grants, siteId),
  grants,
  sso: r.oidcSubject !== null,
  local: r.hasPassword === true,
  created_at: r.createdAt.toISOString(),
})
const auditable = ({ created_at: _created, role: _role, grants, ...u }: AdminUser) => ({ ...u, roles: auditedRoles(grants) })
const auditedRoles = (grants: readonly RoleGrant[]) => grants.map((g) => ({ site: g.siteKey, role: g.role }))
const marketName = (siteKey: string | null) => (siteKey === null ? 'every market' : siteKey)

/** The role in market `siteId` in SQL, for sorting and searching (the market's grant wins). */
const roleHere = (siteId: number) => sql<Role | null>`coalesce(
  (select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.siteId} = ${siteId}),
  (select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.siteId} is null))`

/** All users (accounts are shared by the markets, ADR 041), each with their role in market `siteId`. */
export async function listUsers(db: Db, siteId: number, query: ListQuery<'email' | 'role' | 'created_at'>) {
  const filters: (SQL | undefined)[] = []
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`
    filters.push(or(ilike(users.email, like), ilike(users.name, like), ilike(roleHere(siteId), like)))
  }
  const filter = filters.length ? and(...filters) : undefined
  const order = query.dir === 'asc' ? asc : desc
  const sortColumn = { email: users.email, role: roleHere(siteId), created_at: users.createdAt }[query.sort]
  const rows = await db
    .select(columns)
    .from(users)
    .where(filter)
    .orderBy(order(sortColumn), order(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(users).where(filter)
  const grants = await grantsOf(
    db,
    rows.map((r) => r.id),
  )
  return {
    data: rows.map((r) => toAdmin(r, grants.get(r.id)!, siteId)),
    meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
  }
}

async function findUser(db: Db | Tx, siteId: number, id: number, lock = false): Promise<AdminUser> {
  const select = db.select(columns).from(users).where(eq(users.id, id))
  const [row] = lock ? await select.for('update') : await select
  if (!row) throw new ServiceError(404, 'User not found', `No user ${id}.`)
  return toAdmin(row, (await grantsOf(db, [id])).get(id)!, siteId)
}
export const getUser = (db: Db, siteId: number, id: number) => findUser(db, siteId, id)

/** The id of a market by key ('*': every market, null); an unknown key is a 404 or a 422 at `pointer`. */
async function marketOf(db: Db | Tx, key: string, pointer?: string): Promise<{ id: number | null; key: string | null }> {
  if (key === EVERY_MARKET) return { id: null, key: null }
  const [site] = await db.select({ id: sites.id, key: sites.key }).from(sites).where(eq(sites.key, key))
  if (site) return site
  const detail = `site: no market "${key}".`
  throw pointer ? new ServiceError(422, 'Unknown market', detail, pointer) : new ServiceError(404, 'Unknown market', detail)
}

const NOT_EVERYWHERE =
  'Only an administrator of every market can give or take roles in every market or in another market; switch to that market or ask them.'
function assertMayGrant(actor: SessionUser, market: Market, target: number | null, pointer?: string) {
  if (!mayGrant(actor.grants, market.id, target))
    throw new ServiceError(403, 'Not an administrator of every market', NOT_EVERYWHERE, pointer)
}
function assertMayManage(actor: SessionUser, market: Market, target: AdminUser) {
  if (!mayManageAccount(actor.grants, market.id, target.grants)) {
    throw new ServiceError(
      403,
      'Not an administrator of every market',
      `${target.email} has roles in other markets: only an administrator of every market can change their account.`,
    )
  }
}

/**
 * Changes of roles and deletions of users wait for each other on one transaction-scoped lock, so
 * two requests cannot each remove "the other" last administrator. NOTE: taken first in the
 * transaction, before any row lock, or two of them deadlock (each audit entry key-locks its actor).
 */
async function lockRoles(tx: Tx) {
  await takeTurns(tx, 'forecourt.user_roles')
}

/**
 * The last-administrator rule (ADR 041): someone always administers every market (an
 * every-market admin grant and no lower one), so every market, also a new one, has an
 * administrator who can give roles. Call under lockRoles.
 */
async function assertEveryMarketAdminRemains(tx: Tx, userId: number, grantsAfter: readonly RoleGrant[], pointer?: string) {
  const before = (await grantsOf(tx, [userId])).get(userId)!
  if (!administersEveryMarket(before) || administersEveryMarket(grantsAfter)) return
  const lower = alias(userRoles, 'lower')
  const [other] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        isNull(userRoles.siteId),
        eq(userRoles.role, 'admin'),
        ne(userRoles.userId, userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(lower)
            .where(and(eq(lower.userId, userRoles.userId), ne(lower.role, 'admin'))),
        ),
      ),
    )
    .limit(1)
  if (!other) throw new ServiceError(409, 'Last administrator', LAST_ADMIN, pointer)
}
const LAST_ADMIN = 'This is the last administrator of every market: make another user an administrator of every market first.'

export async function createUser(db: Db, actor: SessionUser, market: Market, input: z.infer<typeof newUserBody>): Promise<AdminUser> {
  const target = await marketOf(db, input.site ?? market.key, '/site')
  assertMayGrant(actor, market, target.id, '/site')
  await assertPasswordAcceptable(input.password, { email: input.email })
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email))
    if (existing) throw new ServiceError(409, 'User exists', `email: a user with the e-mail ${input.email} already exists.`, '/email')
    const [row] = await tx.insert(users).values({ email: input.email, passwordHash }).returning({ id: users.id })
    await setGrants(tx, row!.id, input.role, [target.id])
    const created = await findUser(tx, market.id, row!.id)
    await recordAudit(tx, actor, {
      siteId: target.id,
      action: 'user.create',
      entityType: 'user',
      entityId: created.id,
      summary: `Added ${input.role} ${created.email} in ${marketName(target.key)}`,
      changes: { before: null, after: auditable(created) },
    })
    return created
  })
}

/**
 * Gives user `id` the role in market `siteKey` ('*': every market), or takes it (`role` null).
 * Nobody changes their own roles; see assertMayGrant and assertEveryMarketAdminRemains for the rest.
 */
export async function setRole(
  db: Db,
  actor: SessionUser,
  market: Market,
  id: number,
  siteKey: string,
  role: Role | null,
): Promise<AdminUser> {
  const target = await marketOf(db, siteKey)
  assertMayGrant(actor, market, target.id)
  return db.transaction(async (tx) => {
    await lockRoles(tx)
    const before = await findUser(tx, market.id, id, true)
    const current = before.grants.find((g) => g.siteId === target.id)?.role ?? null
    if (current === role) return before
    const pointer = role === null ? undefined : '/role'
    if (id === actor.id)
      throw new ServiceError(409, 'Cannot change own role', 'You cannot change your own roles; ask another administrator.', pointer)
    const others = before.grants.filter((g) => g.siteId !== target.id)
    await assertEveryMarketAdminRemains(
      tx,
      id,
      role === null ? others : [...others, { siteId: target.id, siteKey: target.key, role }],
      pointer,
    )
    if (role === null) {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, id), target.id === null ? isNull(userRoles.siteId) : eq(userRoles.siteId, target.id)))
    } else {
      await setGrants(tx, id, role, [target.id])
    }
    const after = await findUser(tx, market.id, id)
    await recordAudit(tx, actor, {
      siteId: target.id,
      action: 'user.role',
      entityType: 'user',
      entityId: id,
      summary:
        role === null
          ? `Took the role ${current} in ${marketName(target.key)} from ${after.email}`
          : `Changed role of ${after.email} in ${marketName(target.key)} from ${current ?? 'none'} to ${role}`,
      changes: { before: { site: target.key, role: current }, after: { site: target.key, role } },
    })
    return after
  })
}

/** Sets a new local password and ends the user's sessions (they sign in again). */
export async function resetPassword(db: Db, actor: SessionUser, market: Market, id: number, password: string): Promise<AdminUser> {
  const target = await findUser(db, market.id, id)
  assertMayManage(actor, market, target)
  await assertPasswordAcceptable(password, { email: target.email, name: target.name })
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const user = await findUser(tx, market.id, id, true)
    assertMayManage(actor, market, user)
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
    return findUser(tx, market.id, id)
  })
}

export async function deleteUser(db: Db, actor: SessionUser, market: Market, id: number): Promise<AdminUser> {
  if (id === actor.id)
    throw new ServiceError(409, 'Cannot delete yourself', 'You cannot delete your own account; ask another administrator.')
  return db.transaction(async (tx) => {
    await lockRoles(tx)
    const user = await findUser(tx, market.id, id, true)
    assertMayManage(actor, market, user)
    await assertEveryMarketAdminRemains(tx, id, [])
    await tx.delete(users).where(eq(users.id, id))
    await recordAudit(tx, actor, {
      siteId: null,
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      summary: `Removed ${user.email} (${describeGrants(user.grants)})`,
      changes: { before: auditable(user), after: null },
    })
    return user
  })
}
