import { jsonSettingSchema } from './keys.ts'

/**
 * Why a value cannot be stored under a key, or null when it can (issue 4 §3). JSON settings must
 * parse and match their key's schema; the message names the problem with the wording of spec 1
 * §5 ('Invalid JSON in {key}', 'Invalid Object in {key}') plus where it is. Shared by the admin
 * API and the settings screen.
 */
export function settingValueProblem(key: string, value: string): string | null {
  const schema = jsonSettingSchema(key)
  if (!schema || value.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    return `Invalid JSON in ${key}: ${(error as Error).message}`
  }
  const result = schema.safeParse(parsed)
  if (result.success) return null
  const issues = result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  )
  return `Invalid Object in ${key}: ${issues.join('; ')}`
}
