import { and, asc, eq, like } from 'drizzle-orm'
import type { SessionUser } from '~/auth/users.server.ts'
import type { Db } from '~/db/client.server.ts'
import { settings } from '~/db/schema/index.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { deleteSetting, putSetting } from '~/settings/admin.server.ts'
import { settingDefaults, settingKeys } from '~/settings/keys.ts'

/**
 * The forms API's settings (spec 1 §7 `GET/POST /settings`, `DELETE /settings/{id}`; ADR 053): the
 * market's settings whose keys start with `forms.`, in the one settings table, written through the
 * settings module (its value rules, audit entry and cache drop). Secrets are never settings.
 */
export const FORMS_SETTING_PREFIX = 'forms.'

export interface FormsSettingView {
  /** The stored row's id; null for a known key that is not stored (its default applies). */
  id: number | null
  key: string
  value: string
  default: string | null
  stored: boolean
}

const knownKeys = Object.keys(settingKeys).filter((key) => key.startsWith(FORMS_SETTING_PREFIX))

export async function listFormsSettings(db: Db, siteId: number): Promise<FormsSettingView[]> {
  const rows = await db
    .select({ id: settings.id, key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.siteId, siteId), like(settings.key, `${FORMS_SETTING_PREFIX}%`)))
    .orderBy(asc(settings.key))
  const stored = new Map(rows.map((row) => [row.key, row]))
  const keys = [...new Set([...knownKeys, ...stored.keys()])].sort()
  return keys.map((key) => {
    const row = stored.get(key)
    return {
      id: row?.id ?? null,
      key,
      value: row?.value ?? settingDefaults[key] ?? '',
      default: settingDefaults[key] ?? null,
      stored: row !== undefined,
    }
  })
}

/** Adds or changes a `forms.` setting (the value checked by the key's rule, ADR 047). */
export async function saveFormsSetting(db: Db, user: SessionUser, siteId: number, key: string, value: string): Promise<FormsSettingView> {
  if (!key.startsWith(FORMS_SETTING_PREFIX))
    throw new ServiceError(
      422,
      'Invalid setting key',
      `key: the forms API keeps settings starting with forms. ("${key.slice(0, 200)}")`,
      '/data/attributes/key',
    )
  try {
    await putSetting(db, user, siteId, key, value)
  } catch (error) {
    // The settings module points at its own body (/key, /value); here they are attributes.
    if (error instanceof ServiceError && error.pointer)
      throw new ServiceError(error.status, error.title, error.detail, `/data/attributes${error.pointer}`)
    throw error
  }
  return (await listFormsSettings(db, siteId)).find((setting) => setting.key === key)!
}

/** Removes a stored `forms.` setting by its id; a known key's default applies again. */
export async function deleteFormsSetting(db: Db, user: SessionUser, siteId: number, id: number): Promise<FormsSettingView> {
  const [row] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(and(eq(settings.siteId, siteId), eq(settings.id, id), like(settings.key, `${FORMS_SETTING_PREFIX}%`)))
  if (!row) throw new ServiceError(404, 'Setting not found', 'This market has no forms setting with that id.')
  await deleteSetting(db, user, siteId, row.key)
  return (
    (await listFormsSettings(db, siteId)).find((setting) => setting.key === row.key) ?? {
      id: null,
      key: row.key,
      value: '',
      default: null,
      stored: false,
    }
  )
}
