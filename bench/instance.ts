import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'

export const root = resolve(import.meta.dirname, '..')

/**
 * The node flags `npm start` runs `forecourt start` with (package.json's `start` script, ADR 038):
 * a bench measures the server as it is run. Read from the script so there is one list.
 */
export const START_NODE_FLAGS: readonly string[] = (() => {
  const script = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) bin\/forecourt\.js start\b/.exec(script)
  if (!flags) throw new Error(`package.json's start script no longer runs 'node [flags] bin/forecourt.js start': ${script}`)
  return flags[1]!.split(' ').filter(Boolean)
})()

/**
 * Starts `forecourt start` from the build, as `npm start` runs it (or another server `script`),
 * and resolves once `/readyz` answers 200. `env` adds to this process's environment (DATA_DIR,
 * DATABASE_URL, PAGE_CACHE …); a key set to undefined is left out of it.
 */
export function startInstance(
  port: number,
  env: Record<string, string | undefined>,
  script = ['bin/forecourt.js', 'start'],
): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<folder>: the instance writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const flags = script[0] === 'bin/forecourt.js' && script[1] === 'start' ? START_NODE_FLAGS : []
  const child = spawn(process.execPath, [...profile, ...flags, ...script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return new Promise((resolveReady, reject) => {
    // BENCH_READY_SECONDS: a loaded machine can take longer than two minutes to load the demo.
    const deadline = Date.now() + Number(process.env.BENCH_READY_SECONDS ?? 120) * 1000
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`instance on ${port} exited (${child.exitCode})`))
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) return resolveReady(child)
      if (Date.now() > deadline) {
        child.kill('SIGTERM') // not left running behind the failed bench
        return reject(new Error(`instance on ${port} not ready in time`))
      }
      setTimeout(poll, 250)
    }
    void poll()
  })
}

/** A process's resident memory in MB, as the kernel counts it (Linux: /proc/<pid>/status). */
export function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
  if (!line) throw new Error(`no VmRSS for process ${pid}`)
  return Number(line[1]) / 1024
}

/**
 * The CPU time a process has used so far, all its threads, in ms (Linux: /proc/<pid>/stat's utime
 * and stime, counted in USER_HZ ticks, 100 a second on Linux).
 */
export function processCpuMs(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  const [utime, stime] = [Number(fields[11]), Number(fields[12])]
  return (utime + stime) * 10
}

/** One statement on its own connection (the benches make and drop databases of their own). */
export async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** A signed-in user of the instance at `base`: session and CSRF cookies, the CSRF header and origin on each call. */
export async function signIn(base: string, email: string, password: string) {
  const jar = new Map<string, string>()
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    if (jar.has('csrf-token')) headers.set('csrf-token', jar.get('csrf-token')!)
    headers.set('origin', base)
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!, value.join('='))
    }
    return response
  }
  await call('/auth/session')
  const login = await call('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  return call
}
