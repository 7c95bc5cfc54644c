import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `forecourt start` serves as production unless NODE_ENV says otherwise (README, Configuration):
 * React's production build is the one loaded. A bad PORT stops the command once its modules are
 * loaded; a preloaded probe then names the React build that ran.
 */
describe('bin/forecourt.js: NODE_ENV', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forecourt-bin-'))
    writeFileSync(
      join(dir, 'probe.mjs'),
      `import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
process.on('exit', () => {
  const loaded = Object.keys(require.cache).filter((file) => /react[\\\\/]cjs[\\\\/]react\\./.test(file) && require.cache[file].loaded)
  process.stderr.write('react: ' + loaded.map((file) => file.replace(/.*[\\\\/]/, '')).join(',') + '\\n')
})
`,
    )
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const reactBuild = async (command: string, nodeEnv: string | undefined) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'not-a-port', FORECOURT_SOURCE: '1', DATA_DIR: dir }
    delete env.NODE_ENV
    if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv
    const args = ['--import', join(dir, 'probe.mjs'), 'bin/forecourt.js', command]
    const { stderr } = await promisify(execFile)(process.execPath, args, { env }).catch((error: { stderr: string }) => error)
    expect(stderr).toContain('PORT')
    return /react: (.*)/.exec(stderr)?.[1]
  }

  it("start runs React's production build unless NODE_ENV is set; dev and a NODE_ENV set keep theirs", async () => {
    const table: [string, string | undefined, string][] = [
      ['start', undefined, 'react.production.js'],
      ['start', '', 'react.production.js'],
      ['start', 'development', 'react.development.js'],
      ['dev', undefined, 'react.development.js'],
    ]
    const builds = await Promise.all(table.map(([command, nodeEnv]) => reactBuild(command, nodeEnv)))
    expect(table.map(([command, nodeEnv], i) => [command, nodeEnv, builds[i]])).toEqual(table)
  })
})

/** Runs `node bin/forecourt.js …` from the sources, in an environment of `env` alone (and PATH). */
async function forecourt(args: string[], env: Record<string, string> = {}) {
  const child = execFile(process.execPath, ['bin/forecourt.js', ...args], {
    env: { PATH: process.env.PATH, FORECOURT_SOURCE: '1', DATA_DIR: join(tmpdir(), 'forecourt-bin-unused'), ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: string) => (stdout += chunk))
  child.stderr!.on('data', (chunk: string) => (stderr += chunk))
  const [code] = (await once(child, 'exit')) as [number]
  return { code, stdout, stderr }
}

/**
 * What the process prints when it stops before any work, never a stack trace: a bad LOG_LEVEL (read
 * when the logger loads) is named with the levels (README, Configuration: "A bad value stops the
 * process at start with a message naming the variable"); an empty one is the default, and an
 * unreachable database is named by its cause.
 */
describe('bin/forecourt.js: a bad environment', () => {
  const levels = 'fatal, error, warn, info, debug, trace, silent'
  it.concurrent.each([
    [['migrate'], { LOG_LEVEL: 'loud' }, 2, `Invalid environment: LOG_LEVEL: must be one of ${levels}\n`],
    [
      ['migrate'],
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/forecourt', LOG_LEVEL: '' },
      1,
      /^forecourt migrate: .*\n {2}cause: connect ECONNREFUSED 127\.0\.0\.1:1\n$/s,
    ],
  ])('%j with %o: exit %i, %s', async (args, env, code, message) => {
    const result = await forecourt(args, env)
    expect(result.code).toBe(code)
    expect(result.stderr).toMatch(message)
  })
})

describe('bin/forecourt.js: output', () => {
  it('a reader that stops early (`forecourt site list | head -0`): the command ends quietly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bin-epipe-'))
    try {
      const child = spawn(process.execPath, ['bin/forecourt.js', 'site', 'list'], {
        env: { PATH: process.env.PATH, FORECOURT_SOURCE: '1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.destroy()
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const [code] = (await once(child, 'exit')) as [number]
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
