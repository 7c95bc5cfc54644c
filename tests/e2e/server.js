// Starts the production server for the end-to-end tests on a fresh data directory: the demo
// market, an Arabic market under /ar, and one admin and one editor account.
import { register } from 'tsx/esm/api'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

register()
const { main } = await import('../../src/cli/cli.server.ts')
const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-e2e-')), FORECOURT_DEMO: '1' }
delete env.DATABASE_URL
const quiet = { out: () => {}, err: (s) => process.stderr.write(`${s}\n`) }
const run = async (argv, stdin = '') => {
  const code = await main(argv, { ...quiet, stdin: async () => stdin }, env)
  if (code !== 0) throw new Error(`forecourt ${argv.join(' ')} failed (${code})`)
}

await run(['user', 'add', '--email', 'admin@example.com', '--role', 'admin'], 'e2e admin password')
await run(['user', 'add', '--email', 'editor@example.com', '--role', 'editor'], 'e2e editor password')
await run(['site', 'add', '--key', 'ar', '--name', 'Arabic market', '--base-path', '/ar'])
await run(['import', 'tests/e2e/fixtures/arabic.json', '--site', 'ar'])
await run(['start'])
