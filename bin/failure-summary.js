// What `npm test` repeats of a failed step's output beside its timings (bin/test-stages.js).
import { stripVTControlCharacters } from 'node:util'

/**
 * What a failed step printed about its failure: from the runner's failure summary (Vitest's "Failed
 * Tests" or "Unhandled Errors") on, cut to `maxLines` but keeping the closing totals; else its last
 * lines. A side lane's output is printed when it ends, in the middle of the streamed lane's;
 * repeated at the end, beside the timings, it is not lost in a log that keeps only its tail (60
 * lines and the timings fit the last hundred).
 */
export function failureSummary(output, maxLines = 60) {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n')
  const start = lines.findIndex((line) => /Failed Tests|Unhandled Errors?\b/.test(line))
  if (start === -1) return lines.slice(-maxLines).join('\n')
  const summary = lines.slice(start)
  if (summary.length <= maxLines) return summary.join('\n')
  const totals = 8
  return [...summary.slice(0, maxLines - totals - 1), '…', ...summary.slice(-totals)].join('\n')
}
