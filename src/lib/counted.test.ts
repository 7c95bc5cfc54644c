import { expect, it } from 'vitest'
import { counted } from './counted.ts'

it.each([
  [0, 'lead', undefined, '0 leads'],
  [1, 'lead', undefined, '1 lead'],
  [2, 'lead', undefined, '2 leads'],
  [1, 'entry', 'entries', '1 entry'],
  [5, 'entry', 'entries', '5 entries'],
])('counted(%i, %s, %s) is %s', (n, one, many, expected) => {
  expect(counted(n, one, many)).toBe(expected)
})
