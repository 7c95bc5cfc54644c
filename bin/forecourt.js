#!/usr/bin/env node
// The `forecourt` CLI. The server-side sources are TypeScript, loaded through tsx.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli/cli.server.ts')
process.exitCode = await main(process.argv.slice(2))
