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
 * @react-router/dev 7 starts the Vite server that reads react-router.config.ts with `envFile:
 * false` and no plugins, which Vite 8 reports as deprecated on every build; the fix is in
 * @react-router/dev 8, which needs Node 22. (Its CSS child compiler, which takes our plugins, is
 * set right in vite.config.ts.) This one line is dropped: it is about the library's code, not ours,
 * and says nothing a user can act on. Whole lines are matched, however the output arrives.
 */
const UPSTREAM_NOISE = 'The `envFile` option is deprecated, please use `envDir: false` instead.'

/** Passes a stream's lines on, without the upstream line. */
function filtered(stream, out) {
  let pending = ''
  stream.on('data', (chunk) => {
    const lines = (pending + String(chunk)).split('\n')
    pending = lines.pop() ?? ''
    const kept = lines.filter((line) => line !== UPSTREAM_NOISE)
    if (kept.length > 0) out.write(kept.map((line) => `${line}\n`).join(''))
  })
  stream.on('end', () => {
    if (pending !== '' && pending !== UPSTREAM_NOISE) out.write(pending)
  })
}

// `npm run build` (--always) builds whatever the hash says; `npm start` only when it changed.
const always = process.argv.includes('--always')
const hash = inputsHash()
const built = existsSync(join(root, 'build', 'server', 'cli.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash
if (built && !always) {
  console.log('The build is up to date with the sources: not rebuilt.')
} else {
  const child = spawn('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  filtered(child.stdout, process.stdout)
  filtered(child.stderr, process.stderr)
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (status !== 0) process.exit(status ?? 1)
  writeFileSync(stamp, hash)
}
