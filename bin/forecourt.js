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

// `start` serves as production unless NODE_ENV says otherwise: React's production build (its
// development build renders at half the speed), and a stored block that no longer validates is
// logged and skipped instead of failing the page. Set before anything imports React, which reads
// NODE_ENV when it loads. `dev` and the other commands keep the NODE_ENV they are given.
if (process.argv[2] === 'start' && !process.env.NODE_ENV) process.env.NODE_ENV = 'production'

// A reader that stops early (`forecourt export | head`) closes the pipe: the rest of the output is
// dropped, without an EPIPE stack trace, and the command ends as it would have.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error
})

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
