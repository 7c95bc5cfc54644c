#!/usr/bin/env node
// `npm test`: lint and type check side by side, then the unit/API tests, then the browser tests,
// stopping at the first failure, with each stage's time printed at the end (the run must stay
// within 10 minutes on a 2-core machine; this shows where the minutes go).
// The unit/API tests run on one worker and leave about 40 % of two cores idle (docs/benchmarks.md):
// beside them run Prettier's check, the build and the browser tests' data (tests/e2e/prepare.js),
// which the browser tests' servers then copy instead of making it.
// With STAGE_TIMINGS_FILE set, the lines are also appended there, for .ci/run's summary.
import { spawn } from 'node:child_process'
import { Buffer } from 'node:buffer'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const e2eData = mkdtempSync(join(tmpdir(), 'forecourt-e2e-data-'))
process.env.E2E_DATA_TEMPLATE = e2eData

const steps = [
  [
    ['lint', 'npm run --silent lint:code'],
    ['typecheck', 'npm run --silent typecheck'],
  ],
  [
    ['unit/API tests', 'npm run --silent test:unit'],
    ['format, build, e2e data', `npm run --silent lint:format && node bin/build-if-changed.js && node tests/e2e/prepare.js ${e2eData}`],
  ],
  [['browser tests', 'npm run --silent test:e2e']],
]

/** Runs a command; the first of a stage streams its output, the others' is printed when they end. */
function run(name, command, streamed) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      if (!streamed) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      resolve({ name, status, seconds: (Date.now() - started) / 1000 })
    })
  })
}

const timings = []
let failed = false
for (const step of steps) {
  const results = await Promise.all(step.map(([name, command], index) => run(name, command, index === 0)))
  for (const { name, status, seconds } of results) {
    timings.push(`${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s${status === 0 ? '' : '  FAILED'}`)
    if (status !== 0) failed = true
  }
  if (failed) break
}
rmSync(e2eData, { recursive: true, force: true })
const report = timings.join('\n')
console.log(`\nnpm test stage timings (the steps of a stage run side by side):\n${report}`)
if (process.env.STAGE_TIMINGS_FILE) appendFileSync(process.env.STAGE_TIMINGS_FILE, `${report}\n`)
process.exit(failed ? 1 : 0)
