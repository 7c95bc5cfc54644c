import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { parseJsonField } from './json-field.ts'

const frames = z.array(z.object({ x: z.number() })).max(2)

describe('parseJsonField (spec 2 §5 JSON fields)', () => {
  it.each<[unknown, ReturnType<typeof parseJsonField>]>([
    [undefined, { success: true, data: [] }],
    [null, { success: true, data: [] }],
    ['  ', { success: true, data: [] }],
    ['[{"x":1}]', { success: true, data: [{ x: 1 }] }],
    [[{ x: 2 }], { success: true, data: [{ x: 2 }] }],
    ['[{ not json', { success: false, error: 'Invalid JSON in frames' }],
    ['[{"x":"a"}]', { success: false, error: 'Invalid frames: 0.x: Invalid input: expected number, received string' }],
    [[{ x: 1 }, { x: 2 }, { x: 3 }], { success: false, error: 'Invalid frames: Too big: expected array to have <=2 items' }],
  ])('%j → %j', (raw, expected) => {
    expect(parseJsonField(raw, frames, 'frames', [])).toEqual(expected)
  })
})
