import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { ServiceError } from '~/lib/http.server.ts'
import { listQuerySchema, type ListQuery } from '~/lib/list-query.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import type { SessionUser } from '~/auth/users.server.ts'
import { settingKey } from './keys.ts'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import type { Db, Tx } from '~/db/client.server.ts'
import { images, settings } from '~/db/schema/index.ts'
import { isKnownSettingKey, jsonSettingKeys, settingFallbacks, settingKeys } from './keys.ts'
import { storedSettingProblem } from './setting-problem.server.ts'

/**
 * The admin side of settings (spec 1 §3 Setting): stored settings of a site plus the
 * keys the product knows that are not stored, each with its built-in default. Every write is one
 * transaction with its audit entry and a content-revision bump (page caches drop).
 */
export interface AdminSetting {
  key: string
  /** The value in effect: the stored one, else the built-in default ('' when there is none). */
  value: string
  stored: boolean
  default: string | null
  json: boolean
  updated_at: string | null
}

export const settingsListQuery = listQuerySchema(['key', 'updated_at'], { sort: 'key', dir: 'asc' })
export const settingBody = z.object({ value: z.string().max(200_000, 'value must be at most 200,000 characters') })

const toAdmin = (key: string, row: { value: string; updatedAt: Date } | undefined): AdminSetting => ({
  key,
  value: row?.value ?? settingFallbacks[key] ?? '',
  stored: row !== undefined,
  default: settingFallbacks[key] ?? null,
  json: jsonSettingKeys.has(key),
  updated_at: row?.updatedAt.toISOString() ?? null,
})

/** Settings of a site are few (hundreds at most): filtered, sorted and paged in memory. */
export async function listSettings(db: Db, siteId: number, query: ListQuery<'key' | 'updated_at'>) {
  const rows = await db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(eq(settings.siteId, siteId))
  const stored = new Map(rows.map((r) => [r.key, r]))
  const keys = new Set([...stored.keys(), ...Object.keys(settingKeys)])
  const needle = query.search.toLowerCase()
  const all = [...keys]
    .map((key) => toAdmin(key, stored.get(key)))
    .filter((s) => needle === '' || s.key.toLowerCase().includes(needle) || s.value.toLowerCase().includes(needle))
  const sign = query.dir === 'asc' ? 1 : -1
  all.sort((a, b) => {
    if (query.sort === 'updated_at' && a.updated_at !== b.updated_at) {
      // Never-stored settings have no date: they come last either way.
      if (a.updated_at === null) return 1
      if (b.updated_at === null) return -1
      return sign * a.updated_at.localeCompare(b.updated_at)
    }
    return (query.sort === 'key' ? sign : 1) * a.key.localeCompare(b.key)
  })
  const start = (query.page - 1) * query.per_page
  return { data: all.slice(start, start + query.per_page), meta: { total: all.length, page: query.page, per_page: query.per_page } }
}

function checkedKey(key: string): string {
  const parsed = settingKey.safeParse(key)
  if (!parsed.success)
    throw new ServiceError(422, 'Invalid setting key', `key: ${parsed.error.issues[0]!.message} ("${key.slice(0, 200)}")`, '/key')
  return parsed.data
}

export async function getSetting(db: Db, siteId: number, key: string): Promise<AdminSetting> {
  checkedKey(key)
  const [row] = await db
    .select({ value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(and(eq(settings.siteId, siteId), eq(settings.key, key)))
  if (!row && !isKnownSettingKey(key))
    throw new ServiceError(404, 'Setting not found', `No setting ${key} is stored and the product has no such key.`)
  return toAdmin(key, row)
}

const DEFAULT_IMAGE_KEY = 'media.default_image_id'
const LARGEST_ID = 2_147_483_647

/** Whether the market's media library has the image (the pages' share image must be one of them). */
export async function hasImage(db: Db | Tx, siteId: number, id: number): Promise<boolean> {
  if (id > LARGEST_ID) return false
  const [image] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.siteId, siteId), eq(images.id, id)))
  return image !== undefined
}

/** Creates or updates a setting; a JSON setting must parse and match its key's schema. */
export async function putSetting(db: Db, user: SessionUser, siteId: number, key: string, value: string): Promise<AdminSetting> {
  checkedKey(key)
  // The kind's rule and, for the market's own wording, the catalogue's (ADR 119); the bundle import checks the same.
  const problemText = storedSettingProblem(key, value)
  if (problemText) throw new ServiceError(422, 'Invalid setting value', problemText, '/value')
  return db.transaction(async (tx) => {
    // The pages' share image: one the market's media library has (an unknown id put a dead image in every page's og:image).
    if (key === DEFAULT_IMAGE_KEY && !(await hasImage(tx, siteId, Number(value))))
      throw new ServiceError(
        422,
        'Invalid setting value',
        `${key}: the media library has no image ${value}; give the id of one of its images.`,
        '/value',
      )
    const [before] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.siteId, siteId), eq(settings.key, key)))
    const [row] = await tx
      .insert(settings)
      .values({ siteId, key, value })
      .onConflictDoUpdate({ target: [settings.siteId, settings.key], set: { value, updatedAt: new Date() } })
      .returning({ value: settings.value, updatedAt: settings.updatedAt })
    await recordAudit(tx, user, {
      siteId,
      action: before ? 'setting.update' : 'setting.create',
      entityType: 'setting',
      entityId: key,
      summary: `${before ? 'Changed' : 'Set'} setting ${key}`,
      changes: { before: before?.value ?? null, after: value },
    })
    await bumpContentRevision(tx, siteId)
    return toAdmin(key, row)
  })
}

/** Removes the stored value; the built-in default (if any) applies again. */
export async function deleteSetting(db: Db, user: SessionUser, siteId: number, key: string): Promise<AdminSetting> {
  checkedKey(key)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(settings)
      .where(and(eq(settings.siteId, siteId), eq(settings.key, key)))
      .returning({ value: settings.value })
    if (!removed) throw new ServiceError(404, 'Setting not found', `No setting ${key} is stored.`)
    await recordAudit(tx, user, {
      siteId,
      action: 'setting.delete',
      entityType: 'setting',
      entityId: key,
      summary: `Removed setting ${key}${settingFallbacks[key] !== undefined ? ' (default applies)' : ''}`,
      changes: { before: removed.value, after: null },
    })
    await bumpContentRevision(tx, siteId)
    return toAdmin(key, undefined)
  })
}

/** The setting the settings screen edits: stored, known, or a new key (blank); a bad key says why. */
export async function settingForEditing(
  db: Db,
  siteId: number,
  key: string,
): Promise<{ setting: AdminSetting } | { key: string; problem: string }> {
  try {
    return { setting: await getSetting(db, siteId, key) }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status === 404) return { setting: toAdmin(key, undefined) }
    return { key, problem: error.detail }
  }
}
