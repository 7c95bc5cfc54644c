#!/usr/bin/env node
// The `forecourt` CLI. It runs the server build (build/server/cli.js, made by `npm run build`,
// which `npm start` runs first): production runs built JavaScript in one module graph with the
// routes. `dev`, a checkout without a build, or FORECOURT_SOURCE=1 run the
// TypeScript sources through tsx instead.
import { existsSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'

// The V8 heap grows by at most half its live size between full collections (V8's default factor
// lets a server's heap reach ~5× what it holds): the demo process stays within 300 MB at an
// unchanged render time (docs/decisions/038-server-build-and-memory.md).
setFlagsFromString('--heap-growing-percent=50')

const built = new URL('../build/server/cli.js', import.meta.url)
const fromSource = process.argv[2] === 'dev' || process.env.FORECOURT_SOURCE === '1' || !existsSync(built)
let main
if (fromSource) {
  const { register } = await import('tsx/esm/api')
  register()
  ;({ main } = await import('../src/cli/cli.server.ts'))
} else {
  ;({ main } = await import(built.href))
}
process.exitCode = await main(process.argv.slice(2))
