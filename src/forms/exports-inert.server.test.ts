import { describe, expect, it } from 'vitest'
import { inert } from './exports.server.ts'

describe('a CSV cell a spreadsheet will not run', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', `'=HYPERLINK("https://evil.example","x")`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+A1', "'+A1"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['\t1', "'\t1"],
    ['+44 20 7946 0123', '+44 20 7946 0123'],
    ['+1 (555) 010-9999', '+1 (555) 010-9999'],
    ['-', "'-"],
    ['Ada', 'Ada'],
  ])('%j → %j', (cell, written) => {
    expect(inert(cell)).toBe(written)
  })
})
