#!/usr/bin/env node
// `npm test`: ESLint beside the type check, Prettier's check and the build; then two lanes side by
// side: the unit/API tests, and the browser tests' data (tests/e2e/prepare.js, which the browser
// tests' servers then copy instead of making it) and the browser tests. It stops after the
// first stage with a failing step (the other lane of that stage runs to its end) and prints each
// step's time at the end (the run must stay within 10 minutes on a 2-core machine; this shows where
// the minutes go). The unit/API tests run on one worker and leave about 40 % of two cores idle
// (ADR 033): the other lane fills it, and the browser tests, bound by CPU, take what the unit
// tests leave once the data is made. Lint, the type check and the format check first, so their
// findings come in a minute; the type check (TypeScript's native compiler, ADR 178) is done in a
// quarter of ESLint's time, so Prettier's check and the build follow it there instead of delaying
// the browser tests' lane. The browser tests' lane streams its output; the unit tests' prints when it ends,
// and a failed run's failures again just above the timings, where a log's tail keeps them.
// With STAGE_TIMINGS_FILE set, the lines are also appended there, for .ci/run's summary.
import { spawn } from 'node:child_process'
import { Buffer } from 'node:buffer'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { failureSummary } from './failure-summary.js'

const e2eData = mkdtempSync(join(tmpdir(), 'forecourt-e2e-data-'))
process.env.E2E_DATA_TEMPLATE = e2eData
// Stopped from outside (Ctrl-C, a CI timeout), it leaves no data behind either.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    rmSync(e2eData, { recursive: true, force: true })
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })

// A stage's lanes run side by side; a lane's steps one after another, each timed.
const stages = [
  [
    [['lint', 'npm run --silent lint:code']],
    [
      ['typecheck', 'npm run --silent typecheck'],
      ['format', 'npm run --silent lint:format'],
      ['commit subjects', 'npm run --silent lint:commits'],
      ['build', 'node bin/build-if-changed.js'],
    ],
  ],
  [
    [
      ['e2e data', `node tests/e2e/prepare.js ${e2eData}`],
      // At a lower priority: the unit tests' single worker then keeps a core to itself and ends
      // first, and the browser tests, whose two workers and browsers can use both cores, take the
      // rest of the stage. Ended the other way round, the unit tests' last minute left a core idle.
      ['browser tests', 'nice -n 10 npm run --silent test:e2e'],
    ],
    [['unit/API tests', 'npm run --silent test:unit']],
  ],
]

/** Runs a command; a streamed one's output shows as it comes, another's is kept for the caller. */
function run(command, streamed) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }))
  })
}

/** Runs a lane's steps in turn until one fails; the first lane of a stage streams, the others print when they end. */
async function runLane(lane, streamed) {
  const results = []
  for (const [name, command] of lane) {
    const { status, output, seconds } = await run(command, streamed)
    if (!streamed) process.stdout.write(`\n── ${name} ──\n${output}`)
    results.push({ name, status, seconds, output })
    if (status !== 0) break
  }
  return results
}

const timings = []
const failures = []
for (const stage of stages) {
  const lanes = await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)))
  for (const { name, status, seconds, output } of lanes.flat()) {
    timings.push(`${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s${status === 0 ? '' : '  FAILED'}`)
    if (status !== 0) failures.push({ name, output })
  }
  if (failures.length > 0) break
}
rmSync(e2eData, { recursive: true, force: true })
const failed = failures.length > 0
// The streamed lane's failures end its own output, just above; the others' are repeated here.
for (const { name, output } of failures)
  if (output) console.log(`\n── ${name} failed; what it printed of the failure ──\n${failureSummary(output)}`)
const report = timings.join('\n')
console.log(`\nnpm test step timings (a stage's lanes run side by side):\n${report}`)
if (process.env.STAGE_TIMINGS_FILE) appendFileSync(process.env.STAGE_TIMINGS_FILE, `${report}\n`)
process.exit(failed ? 1 : 0)
