#!/usr/bin/env node
// The `forecourt` CLI. It runs the server build (build/server/cli.js, made by `npm run build`,
// which `npm start` runs first): production runs built JavaScript in one module graph with the
// routes (issue 10 §3). `dev`, a checkout without a build, or FORECOURT_SOURCE=1 run the
// TypeScript sources through tsx instead.
import { existsSync } from 'node:fs'

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
