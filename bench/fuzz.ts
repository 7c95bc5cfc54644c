/**
 * The contract fuzz test at a larger size (docs/security.md, "Contracts kept"): the same test as the
 * unit/API stage runs (src/server/contract.fuzz.test.ts), with FUZZ_RUNS requests per operation and
 * caller (default 50, the stage runs 10) and a seed of its own each time unless FUZZ_SEED names one.
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Prints, per engine, the requests
 * sent, the disagreements found by kind and the time; exit code 1 when any was found (its seed
 * replays it). FUZZ_REPORT=prefix writes each engine's distinct disagreements as JSON.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:fuzz
 */
import { spawn } from 'node:child_process'

const runs = process.env.FUZZ_RUNS ?? '50'
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31))
const started = performance.now()
const child = spawn(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    'src/server/contract.fuzz.test.ts',
    '--testTimeout=3600000',
    '--hookTimeout=600000',
    '--reporter=default',
  ],
  { env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed }, stdio: ['ignore', 'pipe', 'inherit'] },
)
let output = ''
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString()
})
const code: number = await new Promise((done) => child.on('close', (exit) => done(exit ?? 1)))
const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')
const summaries = lines.filter((line) => line.startsWith('contract fuzz ['))
console.log(`npm run bench:fuzz: ${runs} requests per operation and caller, seed ${seed}`)
for (const line of summaries) console.log(`  ${line}`)
console.log(`  whole run ${((performance.now() - started) / 1000).toFixed(0)} s, exit ${code}`)
if (code !== 0) console.log(lines.filter((line) => /disagreement|kind|FAIL|Error/.test(line)).join('\n'))
process.exitCode = code === 0 && summaries.length > 0 ? 0 : 1
