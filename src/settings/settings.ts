import type { z } from 'zod'

/**
 * The settings engine (spec 1 §3 Setting, §5): built-in defaults merged with stored settings
 * (stored wins), read through typed readers that never throw. These readers are the building
 * blocks of the key registry: code elsewhere reads a setting with `readSetting` or
 * `readSettingJson` from `./keys.ts`, which know each key's type and default.
 */
export type Warn = (message: string) => void
export type SettingMap = Readonly<Record<string, string>>

/** Merge defaults and stored values; a stored value wins (spec 1 §3). */
export function mergeSettings(defaults: SettingMap, stored: Iterable<{ key: string; value: string }>): SettingMap {
  const merged: Record<string, string> = { ...defaults }
  for (const { key, value } of stored) merged[key] = value
  return merged
}

/** spec 1 §3: `price.*` keys fall back to the legacy `prices.*` namespace. */
export function settingValue(settings: SettingMap, key: string): string | undefined {
  const value = settings[key]
  if (value !== undefined) return value
  if (key.startsWith('price.')) return settings[`prices.${key.slice('price.'.length)}`]
  return undefined
}

export const readString = (settings: SettingMap, key: string, fallback = ''): string => settingValue(settings, key) ?? fallback

/** Flags are the string 'true' (spec 1 §3, e.g. search.popup.enabled). */
export const readFlag = (settings: SettingMap, key: string): boolean => settingValue(settings, key)?.trim() === 'true'

/**
 * A JSON setting checked against its schema. Unparsable text logs `Invalid JSON in {key}`, a
 * value of the wrong shape logs `Invalid Object in {key}`; either way the fallback is used
 * (spec 1 §5 Settings and configuration). An absent or blank value is the fallback, silently.
 */
export function readJson<S extends z.ZodType>(settings: SettingMap, key: string, schema: S, fallback: z.infer<S>, warn: Warn): z.infer<S> {
  const raw = settingValue(settings, key)
  if (raw === undefined || raw.trim() === '') return fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    warn(`Invalid JSON in ${key}`)
    return fallback
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    warn(`Invalid Object in ${key}`)
    return fallback
  }
  return result.data
}

/** A positive integer setting (ids, sizes); anything else is the fallback. */
export function readInt(settings: SettingMap, key: string, fallback: number | null): number | null {
  const raw = settingValue(settings, key)?.trim()
  if (!raw || !/^\d{1,15}$/.test(raw)) return fallback
  return Number(raw)
}
