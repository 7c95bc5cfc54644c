#!/usr/bin/env node
// `npm test`: lint, type check, unit/API tests, browser tests — one after another, stopping at the
// first failure, with each stage's time printed at the end (issue 10 §2: the run must stay within
// 10 minutes on a 2-core machine; this shows where the minutes go). With STAGE_TIMINGS_FILE set,
// the lines are also appended there, for .ci/run's summary.
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

const stages = [
  ['lint', 'npm run --silent lint'],
  ['typecheck', 'npm run --silent typecheck'],
  ['unit/API tests', 'npm run --silent test:unit'],
  ['browser tests', 'npm run --silent test:e2e'],
]
const timings = []
let failed = null
for (const [name, command] of stages) {
  const started = Date.now()
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true })
  timings.push(`${name.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s${status === 0 ? '' : '  FAILED'}`)
  if (status !== 0) {
    failed = status ?? 1
    break
  }
}
const report = timings.join('\n')
console.log(`\nnpm test stage timings:\n${report}`)
if (process.env.STAGE_TIMINGS_FILE) appendFileSync(process.env.STAGE_TIMINGS_FILE, `${report}\n`)
process.exit(failed ?? 0)
