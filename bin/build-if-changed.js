#!/usr/bin/env node
// `npm start`'s build step: builds only when the build's inputs changed since the last build, so a
// restart without source changes starts at once (the build takes 10–15 s on two cores). The
// inputs are the files Vite can read — sources, the demo's modules, public assets, the configs and
// the lockfile — hashed by content; the hash is kept beside the build it describes.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const stamp = join(root, 'build', '.inputs-hash')
const FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json']
const FOLDERS = ['src', 'demo', 'public']
// The demo's generated pictures are served from disk at run time, never bundled.
const SKIPPED = new Set([join(root, 'demo', 'media')])

/** Every file under `dir`, in a stable order. */
function* walk(dir) {
  if (SKIPPED.has(dir) || !existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

function inputsHash() {
  const hash = createHash('sha256')
  const paths = [...FILES.map((file) => join(root, file)), ...FOLDERS.flatMap((folder) => [...walk(join(root, folder))])]
  for (const path of paths) {
    if (!existsSync(path)) continue
    hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0')
  }
  return hash.digest('hex')
}

/**
 * @react-router/dev 7 creates Vite servers with `envFile: false`, which Vite 8 reports as
 * deprecated on every build; the fix is in @react-router/dev 8, which needs Node 22. This one
 * line is dropped: it is about the library's code, not ours, and says nothing a user can act on.
 */
const UPSTREAM_NOISE = /^The `envFile` option is deprecated, please use `envDir: false` instead\.\n/gm

const hash = inputsHash()
const built = existsSync(join(root, 'build', 'server', 'cli.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash
if (built) {
  console.log('The build is up to date with the sources: not rebuilt.')
} else {
  const child = spawn('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk) => process.stdout.write(String(chunk).replace(UPSTREAM_NOISE, '')))
  child.stderr.on('data', (chunk) => process.stderr.write(String(chunk).replace(UPSTREAM_NOISE, '')))
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (status !== 0) process.exit(status ?? 1)
  writeFileSync(stamp, hash)
}
