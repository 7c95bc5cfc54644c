import { describe, expect, it } from 'vitest'
import * as g from './guards.ts'

// The browser's small guards (ADR 145): what each takes, what it makes of it, what it refuses.

const id = g.transform(g.union(g.string({ trim: true, min: 1, max: 3 }), g.int({ min: 0 })), String)
const shape = g.object({ id, note: g.maybe(g.string({ max: 2 })), list: g.withDefault(g.array(g.int(), { max: 2 }), []) })
const loose = g.looseObject({ n: g.optional(g.number()) })
const strict = g.strictObject({ n: g.withDefault(g.number(), 0) })

describe('guards (ADR 145)', () => {
  it.each([
    ['string trims before it counts', g.string({ trim: true, min: 1, max: 3 }), '  ab ', { success: true, data: 'ab' }],
    ['string too long after trimming', g.string({ trim: true, max: 3 }), ' abcd ', { success: false }],
    ['string empty after trimming', g.string({ trim: true, min: 1 }), '   ', { success: false }],
    ['string lower-cased', g.string({ lower: true }), 'Pay.Example', { success: true, data: 'pay.example' }],
    ['string refuses a number', g.string(), 12, { success: false }],
    ['number refuses NaN and Infinity', g.number(), Number.NaN, { success: false }],
    ['number takes a fraction', g.number(), 1.5, { success: true, data: 1.5 }],
    ['int refuses a fraction', g.int(), 1.5, { success: false }],
    ['int refuses past its bounds', g.int({ min: 0, max: 19 }), 20, { success: false }],
    ['int refuses an unsafe integer', g.int(), 2 ** 53, { success: false }],
    ['boolean refuses a string', g.boolean(), 'true', { success: false }],
    ['oneOf takes a listed value', g.oneOf('vin_check', 'news'), 'news', { success: true, data: 'news' }],
    ['oneOf refuses any other', g.oneOf('vin_check'), 'VIN_CHECK', { success: false }],
    ['oneOf compares without converting', g.oneOf(1, 2), '1', { success: false }],
    ['id: a number becomes text', id, 12, { success: true, data: '12' }],
    ['id: text is trimmed', id, ' 12 ', { success: true, data: '12' }],
    ['id: a negative number is refused', id, -1, { success: false }],
    [
      'iso datetime as toISOString writes it',
      g.isoDatetime(),
      '2026-11-30T01:02:03.456Z',
      { success: true, data: '2026-11-30T01:02:03.456Z' },
    ],
    ['iso datetime with an offset', g.isoDatetime(), '2026-11-30T01:02:03+01:00', { success: true, data: '2026-11-30T01:02:03+01:00' }],
    ['iso datetime without an offset', g.isoDatetime(), '2026-11-30T01:02:03', { success: false }],
    ['iso datetime that is no date', g.isoDatetime(), '2026-13-45T99:02:03Z', { success: false }],
    ['array past its length', g.array(g.int(), { max: 2 }), [1, 2, 3], { success: false }],
    ['array with a bad item', g.array(g.int()), [1, 'x'], { success: false }],
    ['object drops unknown keys, fills defaults', shape, { id: 7, extra: 1 }, { success: true, data: { id: '7', list: [] } }],
    ['object keeps null where nullable', shape, { id: 'a', note: null }, { success: true, data: { id: 'a', note: null, list: [] } }],
    ['object refuses a bad key', shape, { id: 'a', note: 'abc' }, { success: false }],
    ['object refuses a missing key', shape, { note: 'a' }, { success: false }],
    ['object refuses an array', shape, [], { success: false }],
    ['object refuses null', shape, null, { success: false }],
    ['loose object keeps unknown keys', loose, { n: 1, other: 'x' }, { success: true, data: { n: 1, other: 'x' } }],
    ['loose object still checks its keys', loose, { n: 'x' }, { success: false }],
    ['strict object fills defaults', strict, {}, { success: true, data: { n: 0 } }],
    ['strict object refuses an unknown key', strict, { n: 1, other: 'x' }, { success: false }],
    ['strict object refuses a key of Object.prototype', strict, { toString: 'x' }, { success: false }],
    ['strict object still checks its keys', strict, { n: 'x' }, { success: false }],
  ] as const)('%s', (_name, guard, input, expected) => {
    expect((guard as g.Guard<unknown>).safeParse(input)).toEqual(expected)
  })

  it('parse answers the value or throws', () => {
    expect(shape.parse({ id: 1 })).toEqual({ id: '1', list: [] })
    expect(() => shape.parse({})).toThrow(TypeError)
  })
})
