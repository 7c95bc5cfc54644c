import { describe, expect, it } from 'vitest'
import { format } from './messages.ts'

/** ADR 118: the browser's formatting of a resolved message: `{name}` arguments only. */
describe('format', () => {
  it.each([
    ['{site} home', { site: 'Aurelia' }, 'Aurelia home'],
    ['Showing {shown} of {total} vehicles', { shown: 12, total: 300 }, 'Showing 12 of 300 vehicles'],
    ['عرض { shown } من {total}', { shown: 1, total: 2 }, 'عرض 1 من 2'],
    ['{unknown} stays', {}, '{unknown} stays'],
    ["It''s {n}", { n: 3 }, "It's 3"],
    ['No arguments', { extra: 1 }, 'No arguments'],
  ])('formats %j', (message, values, expected) => {
    expect(format(message, values)).toBe(expected)
  })
})
