import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plainWording } from './zod-wording.ts'

/** The library's own message for a value, so a new version's wording shows here first. */
const said = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!.message

describe("plainWording: the validation library's messages in the back office's words", () => {
  it.each([
    [said(z.string().min(1), ''), 'Required'],
    [said(z.string().min(8), 'short'), 'At least 8 characters'],
    [said(z.string().max(254), 'x'.repeat(300)), 'At most 254 characters'],
    [said(z.array(z.string()).min(1), []), 'At least 1 item'],
    [said(z.array(z.string()).max(3), ['a', 'b', 'c', 'd']), 'At most 3 items'],
    [said(z.number().min(0), -1), 'At least 0'],
    [said(z.number().positive(), 0), 'More than 0'],
    [said(z.number().max(100), 101), 'At most 100'],
    [said(z.email(), 'not an address'), 'Enter a valid e-mail address'],
    [said(z.object({ a: z.string() }), {}), 'Required'],
    [said(z.string(), 5), 'Must be a string'],
    [said(z.array(z.string()), 'x'), 'Must be an array'],
    ['give both latitude and longitude, or neither', 'give both latitude and longitude, or neither'],
  ])('%j → %j', (message, expected) => {
    expect(plainWording(message)).toBe(expected)
  })
})
