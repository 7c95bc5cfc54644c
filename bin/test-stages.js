#!/usr/bin/env node
// `npm test`: lint and type check (side by side: one core each), then the unit/API tests, then the
// browser tests, stopping at the first failure, with each stage's time printed at the end (the run
// must stay within 10 minutes on a 2-core machine; this shows where the minutes go).
// With STAGE_TIMINGS_FILE set, the lines are also appended there, for .ci/run's summary.
import { spawn } from 'node:child_process'
import { Buffer } from 'node:buffer'
import { appendFileSync } from 'node:fs'

const steps = [
  [
    ['lint', 'npm run --silent lint'],
    ['typecheck', 'npm run --silent typecheck'],
  ],
  [['unit/API tests', 'npm run --silent test:unit']],
  [['browser tests', 'npm run --silent test:e2e']],
]

/** Runs a command; alone it streams its output, beside others its output is printed when it ends. */
function run(name, command, alone) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      resolve({ name, status, seconds: (Date.now() - started) / 1000 })
    })
  })
}

const timings = []
let failed = false
for (const step of steps) {
  const results = await Promise.all(step.map(([name, command]) => run(name, command, step.length === 1)))
  for (const { name, status, seconds } of results) {
    timings.push(`${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${status === 0 ? '' : '  FAILED'}`)
    if (status !== 0) failed = true
  }
  if (failed) break
}
const report = timings.join('\n')
console.log(`\nnpm test stage timings (lint and typecheck run side by side):\n${report}`)
if (process.env.STAGE_TIMINGS_FILE) appendFileSync(process.env.STAGE_TIMINGS_FILE, `${report}\n`)
process.exit(failed ? 1 : 0)
