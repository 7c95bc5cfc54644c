import { describe, expect, it } from 'vitest'
import { numberedSteps } from './steps.ts'

const step = (title: string, paragraph = '') => ({ title, paragraph })

describe('ADR 015 Text Steps: numbering', () => {
  it.each([
    [[], []],
    [
      [step('Configure'), step('Reserve'), step('Collect')],
      [
        [1, 'Configure'],
        [2, 'Reserve'],
        [3, 'Collect'],
      ],
    ],
    [
      [step('Configure'), step(''), step('Collect')],
      [
        [1, 'Configure'],
        [2, 'Collect'],
      ],
    ],
    [[step('  ', ' '), step('Collect')], [[1, 'Collect']]],
    [
      [step('', '<p>Text only</p>'), step('Collect')],
      [
        [1, ''],
        [2, 'Collect'],
      ],
    ],
  ])('%o → %o', (steps, expected) => {
    expect(numberedSteps(steps).map(({ number, step: s }) => [number, s.title])).toEqual(expected)
  })
})
