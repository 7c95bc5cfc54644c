// Starts the production servers of the end-to-end tests, one per test worker (E2E_SERVERS, default
// 1; ports from E2E_PORT, default 3100, or PORT), each on its own copy of the e2e data
// (tests/e2e/prepare.js: made here first, or already made in E2E_DATA_TEMPLATE), so the workers
// share no state. Once every server answers, this prints "e2e servers ready"
// (playwright.config.ts waits for it); SIGTERM or SIGINT stops them all.
import { once } from 'node:events'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { answers, isPrepared, prepareE2eData, startForecourt } from './prepare.js'

const started = performance.now()
const { firstPort, mailboxOf } = await import('./servers.ts')
const count = Number(process.env.E2E_SERVERS ?? 1)
const ports = Array.from({ length: count }, (_, i) => firstPort({ E2E_PORT: process.env.E2E_PORT ?? process.env.PORT }) + i)
const dataDirs = []
const children = []
let stopping = false
const stop = async () => {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)))
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

// Another run's servers on these ports (a second checkout testing at once) would answer this run's
// readiness checks, and its tests would meet the other run's data: refuse to start instead.
for (const port of ports) {
  const probe = createServer()
  const taken = await new Promise((resolve) => {
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'))
    probe.listen(port, () => probe.close(() => resolve(false)))
  })
  if (taken) {
    process.stderr.write(`Port ${port} is in use (another test run?): stop it, or give this run others with E2E_PORT.\n`)
    process.exit(1)
  }
}

// The data made beside the unit tests by `npm test` is only read (copied); otherwise it is made
// here, into a directory of this run's.
let template = process.env.E2E_DATA_TEMPLATE
if (!template || !isPrepared(template)) {
  template = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'))
  dataDirs.push(template)
  await prepareE2eData(template)
}
const prepared = performance.now()

/** Starts a server on the build; it stops with this process. */
function startServer(extraEnv) {
  const child = startForecourt(extraEnv)
  children.push(child)
  child.once('exit', (code) => {
    if (stopping) return
    process.stderr.write(`An e2e server (port ${extraEnv.PORT}) exited with ${code}\n`)
    process.exit(1)
  })
  return child
}

// A local OpenID provider on a free loopback port for tests/e2e/sso.spec.ts (never an internet one).
const { startTestOidcProvider } = await import('../../src/test/oidc-provider.ts')
const idp = await startTestOidcProvider({ redirectUris: ports.map((port) => `http://127.0.0.1:${port}/auth/oidc/callback`) })
// Each server sends its e-mails to its own local SMTP server, which files each one received as JSON
// in the server's mailbox folder, where tests/e2e/fixtures.ts `mailsTo` reads them.
const { startTestSmtp } = await import('../../src/test/smtp.ts')
const mailbox = process.env.E2E_MAILBOX ?? mkdtempSync(join(tmpdir(), 'forecourt-e2e-mail-'))
dataDirs.push(mailbox)
let mailCount = 0
for (const [index, port] of ports.entries()) {
  const dataDir = mkdtempSync(join(tmpdir(), `forecourt-e2e-${index}-`))
  cpSync(template, dataDir, { recursive: true })
  dataDirs.push(dataDir)
  const folder = mailboxOf(mailbox, index)
  mkdirSync(folder, { recursive: true })
  const smtp = await startTestSmtp({
    onMail: (mail) => writeFileSync(join(folder, `${Date.now()}-${++mailCount}.json`), JSON.stringify(mail)),
  })
  startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    // As behind a proxy: a test's requests name their own client address (fixtures.ts), so the
    // per-address limits (holds, leads, logins) count one test's requests, not the whole run's.
    TRUST_PROXY: '1',
  })
}
await Promise.all(ports.map(answers))
// A first render loads the build's route modules: done here, it does not eat into a test's time.
for (const port of ports) for (const path of ['/', '/login']) await globalThis.fetch(`http://127.0.0.1:${port}${path}`)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `e2e servers ready on ports ${ports.join(', ')}: data prepared in ${seconds(prepared - started)}, servers started in ${seconds(performance.now() - prepared)}`,
)
