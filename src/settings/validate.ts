import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'
import type { z } from 'zod'
import { findUnstorable } from '~/lib/storable.ts'
import { settingKind } from './keys.ts'

/** Where in a JSON value a problem is: offsets into the text and its 1-based line, for the editor. */
export interface SettingMark {
  from: number
  to: number
  line: number
  message: string
}

/** Why a value cannot be stored under a key: one sentence naming the setting and the rule. */
export interface SettingProblem {
  message: string
  /** For JSON settings: each problem at its place in the text. */
  marks: SettingMark[]
}

/** Values are quoted in messages; a long one is cut. */
const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** An absolute http(s) URL with a host (the URL settings name provider addresses). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/**
 * Why a value cannot be stored under a key, or null when it can: each
 * setting is checked by the kind of value it holds (src/settings/keys.ts). Flags are true or
 * false, numbers whole, choices one of their options, URLs http(s); JSON settings must parse and
 * match their key's schema, in the wording of spec 1 §5 ('Invalid JSON in {key}', 'Invalid Object
 * in {key}') with the line of each problem. Keys the product does not read take any text. Shared
 * by the admin API and the settings screen.
 * @example checkSettingValue('footer.hide_social', 'maybe')?.message
 *   // → 'footer.hide_social must be true or false, not "maybe"'
 */
export function checkSettingValue(key: string, value: string): SettingProblem | null {
  const type = settingKind(key)
  const refuse = (rule: string): SettingProblem => ({ message: `${key} must be ${rule}, not ${quoted(value)}`, marks: [] })
  switch (type.kind) {
    case 'flag':
      return value === 'true' || value === 'false' ? null : refuse('true or false')
    case 'integer':
      return /^\d{1,15}$/.test(value) && Number(value) >= type.min
        ? null
        : refuse(`a whole number of at least ${type.min}, of at most 15 digits`)
    case 'choice':
      return type.options.includes(value) ? null : refuse(`one of ${type.options.join(', ')}`)
    case 'url':
      return value === '' || isHttpUrl(value) ? null : refuse('an http(s) URL such as https://example.com/feed, or empty')
    case 'text':
      if (type.max !== undefined && value.length > type.max) return refuse(`at most ${type.max.toLocaleString('en')} characters`)
      return !type.format || value === '' || type.format.pattern.test(value) ? null : refuse(type.format.rule)
    case 'json':
      return jsonProblem(key, value, type.schema)
  }
}

/** The message of checkSettingValue, or null. */
export const settingValueProblem = (key: string, value: string): string | null => checkSettingValue(key, value)?.message ?? null

/** A JSON text checked against a schema, its problems marked at their places (also the inventory config entries, ADR 078). Blank is the reader's fallback (spec 1 §5), so it may be stored. */
export function jsonProblem(key: string, text: string, schema: z.ZodType): SettingProblem | null {
  if (text.trim() === '') return null
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    // jsonc-parser says where; JSON.parse stays the judge of what is JSON.
    const first = errors[0]
    if (!first) return { message: `Invalid JSON in ${key}: ${(error as Error).message}`, marks: [] }
    const mark = markAt(text, first.offset, first.length, sentence(printParseErrorCode(first.error)))
    return { message: `Invalid JSON in ${key}: line ${mark.line}: ${mark.message}`, marks: [mark] }
  }
  // A NUL written as `\u0000` inside the JSON text passes the request's own check of its strings.
  const unstorable = findUnstorable(parsed)
  const issues = unstorable ? [{ path: unstorable.path, message: unstorable.problem }] : schema.safeParse(parsed).error?.issues
  if (!issues) return null
  const marks = issues.map((issue) => {
    const node = tree ? nodeAt(tree, issue.path) : undefined
    const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : ''
    return markAt(text, node?.offset ?? 0, node?.length ?? 0, `${where}${issue.message}`)
  })
  return { message: `Invalid Object in ${key}: ${marks.map((m) => `line ${m.line}: ${m.message}`).join('; ')}`, marks }
}

/** The node at a schema issue's path, or its nearest ancestor there is (a missing property's object). */
function nodeAt(tree: Node, path: PropertyKey[]): Node | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const segments = path.slice(0, depth).map((p) => (typeof p === 'number' ? p : String(p)))
    const node = findNodeAtLocation(tree, segments)
    if (node) return node.parent?.type === 'property' ? node.parent : node
  }
  return undefined
}

function markAt(text: string, offset: number, length: number, message: string): SettingMark {
  const line = text.slice(0, offset).split('\n').length
  return { from: offset, to: Math.min(text.length, offset + Math.max(length, 1)), line, message }
}

/** jsonc-parser's 'CommaExpected' → 'comma expected'. */
const sentence = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
