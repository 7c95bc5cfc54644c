/**
 * Small checks for what the browser reads back: the journey's storage and config, the tools' API
 * answers (ADR 145): zod's shape — `safeParse` answering `{ success, data }`, objects that drop
 * unknown keys or keep them, optional, nullable and default values, transforms — for the few kinds
 * of value these hold. NOTE: they run in visitors' pages, where zod's core weighs 15 KB gzip (25 KB
 * with its classic API); the server validates with zod. Pure; `guards.test.ts` holds their table.
 */

type Outcome<T> = { ok: true; value: T } | { ok: false }
export interface Guard<T> {
  /** @internal */ run(input: unknown): Outcome<T>
  safeParse(input: unknown): { success: true; data: T } | { success: false }
  /** The value, or an error when the guard refuses it. */
  parse(input: unknown): T
}
export type Infer<G> = G extends Guard<infer T> ? T : never

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const FAIL = { ok: false } as const

function guard<T>(run: (input: unknown) => Outcome<T>): Guard<T> {
  return {
    run,
    safeParse(input) {
      const outcome = run(input)
      return outcome.ok ? { success: true, data: outcome.value } : { success: false }
    },
    parse(input) {
      const outcome = run(input)
      if (!outcome.ok) throw new TypeError('The value does not have the expected shape')
      return outcome.value
    },
  }
}

/** A string, trimmed (and lower-cased) first when asked, of `min`..`max` characters. */
export const string = (options: { trim?: boolean; lower?: boolean; min?: number; max?: number } = {}) =>
  guard<string>((input) => {
    if (typeof input !== 'string') return FAIL
    let value = options.trim ? input.trim() : input
    if (options.lower) value = value.toLowerCase()
    if (value.length < (options.min ?? 0) || value.length > (options.max ?? Infinity)) return FAIL
    return ok(value)
  })
/** A finite number. */
export const number = () => guard<number>((input) => (typeof input === 'number' && Number.isFinite(input) ? ok(input) : FAIL))
/** A safe integer in `min`..`max`. */
export const int = (options: { min?: number; max?: number } = {}) =>
  guard<number>((input) =>
    typeof input === 'number' && Number.isSafeInteger(input) && input >= (options.min ?? -Infinity) && input <= (options.max ?? Infinity)
      ? ok(input)
      : FAIL,
  )
/** Exactly one of the given values (zod's `literal` and `enum`). */
export const oneOf = <const T extends readonly (string | number | boolean)[]>(...values: T) =>
  guard<T[number]>((input) => (values.includes(input as T[number]) ? ok(input as T[number]) : FAIL))
export const boolean = () => guard<boolean>((input) => (typeof input === 'boolean' ? ok(input) : FAIL))
export const unknown = () => guard<unknown>((input) => ok(input))

const ISO_DATETIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/
/** An ISO 8601 date and time with its offset (`Z` or `±hh:mm`), as `Date#toISOString` writes it. */
export const isoDatetime = () =>
  guard<string>((input) =>
    typeof input === 'string' && ISO_DATETIME_WITH_OFFSET.test(input) && !Number.isNaN(Date.parse(input)) ? ok(input) : FAIL,
  )

/** The first guard that takes the value. */
export const union = <G extends Guard<unknown>[]>(...guards: G) =>
  guard<Infer<G[number]>>((input) => {
    for (const g of guards) {
      const outcome = g.run(input)
      if (outcome.ok) return outcome as Outcome<Infer<G[number]>>
    }
    return FAIL
  })
/** The guard's value passed through `to`. */
export const transform = <T, U>(g: Guard<T>, to: (value: T) => U) =>
  guard<U>((input) => {
    const outcome = g.run(input)
    return outcome.ok ? ok(to(outcome.value)) : FAIL
  })
export const optional = <T>(g: Guard<T>) => guard<T | undefined>((input) => (input === undefined ? ok(undefined) : g.run(input)))
export const nullable = <T>(g: Guard<T>) => guard<T | null>((input) => (input === null ? ok(null) : g.run(input)))
/** Null or absent, or the guard's value. */
export const maybe = <T>(g: Guard<T>) => optional(nullable(g))
/** Absent: `fallback`. */
export const withDefault = <T>(g: Guard<T>, fallback: T) => guard<T>((input) => (input === undefined ? ok(fallback) : g.run(input)))
/** An array of at most `max` values, each taken by the guard. */
export const array = <T>(g: Guard<T>, options: { max?: number } = {}) =>
  guard<T[]>((input) => {
    if (!Array.isArray(input) || input.length > (options.max ?? Infinity)) return FAIL
    const values: T[] = []
    for (const item of input) {
      const outcome = g.run(item)
      if (!outcome.ok) return FAIL
      values.push(outcome.value)
    }
    return ok(values)
  })

type Shape = Record<string, Guard<unknown>>
/** Keys whose guard takes undefined may be absent. */
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]>
} & { [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]> }

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input)

function shaped<S extends Shape>(shape: S, loose: boolean) {
  return (input: unknown): Outcome<Record<string, unknown>> => {
    if (!isRecord(input)) return FAIL
    const out: Record<string, unknown> = loose ? { ...input } : {}
    for (const [key, g] of Object.entries(shape)) {
      const outcome = g.run(input[key])
      if (!outcome.ok) return FAIL
      if (outcome.value !== undefined || key in input) out[key] = outcome.value
      else delete out[key]
    }
    return ok(out)
  }
}
/** An object with the shape's keys; other keys are dropped. */
export const object = <S extends Shape>(shape: S) => guard<ObjectOf<S>>(shaped(shape, false) as (input: unknown) => Outcome<ObjectOf<S>>)
/** An object with the shape's keys and no others. */
export const strictObject = <S extends Shape>(shape: S) =>
  guard<ObjectOf<S>>((input) =>
    isRecord(input) && Object.keys(input).every((key) => Object.hasOwn(shape, key))
      ? (shaped(shape, false)(input) as Outcome<ObjectOf<S>>)
      : FAIL,
  )
/** An object with the shape's keys checked; other keys are kept as they are. */
export const looseObject = <S extends Shape>(shape: S) =>
  guard<ObjectOf<S> & Record<string, unknown>>(shaped(shape, true) as (input: unknown) => Outcome<ObjectOf<S> & Record<string, unknown>>)
