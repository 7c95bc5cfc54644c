import { describe, expect, it } from 'vitest'
import { failureSummary } from './failure-summary.js'

const lines = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`)

describe("a failed step's output repeated beside the timings", () => {
  it.each([
    {
      case: "Vitest's failure summary on, colours removed",
      output: [
        ...lines('✓ passed', 300),
        '\u001b[31m⎯⎯ Failed Tests 1 ⎯⎯\u001b[39m',
        'FAIL src/a.test.ts > refuses a NUL',
        ' Test Files  1 failed',
      ].join('\n'),
      expected: ['⎯⎯ Failed Tests 1 ⎯⎯', 'FAIL src/a.test.ts > refuses a NUL', ' Test Files  1 failed'],
    },
    {
      case: 'an unhandled error with every test passed',
      output: [...lines('✓ passed', 300), '⎯⎯ Unhandled Errors ⎯⎯', 'Error: Connection terminated'].join('\n'),
      expected: ['⎯⎯ Unhandled Errors ⎯⎯', 'Error: Connection terminated'],
    },
    { case: 'no summary: the last lines', output: lines('line', 100).join('\n'), expected: lines('line', 100).slice(-60) },
    {
      case: 'a long summary: its start, then its totals',
      output: ['⎯⎯ Failed Tests 9 ⎯⎯', ...lines('stack', 200)].join('\n'),
      expected: ['⎯⎯ Failed Tests 9 ⎯⎯', ...lines('stack', 50), '…', ...lines('stack', 200).slice(-8)],
    },
  ])('$case', ({ output, expected }) => {
    expect(failureSummary(output).split('\n')).toEqual(expected)
  })
})
