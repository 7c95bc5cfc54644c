import { describe, expect, it } from 'vitest'
import { failureText } from './problem-text.ts'

describe('failureText (a failure toast names the problem)', () => {
  it.each([
    [
      'the detail names the problem',
      [{ title: 'Invalid value', detail: 'longitude: give both latitude and longitude, or neither' }],
      'Dealer not added: longitude: give both latitude and longitude, or neither',
    ],
    ['the title when there is no detail', [{ title: 'Request failed (500)' }], 'Dealer not added: Request failed (500)'],
    [
      'each problem once',
      [
        { title: 'A', detail: 'x' },
        { title: 'B', detail: 'x' },
        { title: 'C', detail: 'y' },
      ],
      'Dealer not added: x; y',
    ],
    ['no problem given', [], 'Dealer not added.'],
    [
      'at most three, then how many more',
      ['a', 'b', 'c', 'd', 'e'].map((detail) => ({ title: 'Invalid value', detail })),
      'Dealer not added: a; b; c; and 2 more (at the fields)',
    ],
  ])('%s', (_, errors, text) => {
    expect(failureText('Dealer not added', errors)).toBe(text)
  })
})
