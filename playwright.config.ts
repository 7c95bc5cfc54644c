import { defineConfig } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = Number(process.env.E2E_PORT ?? 3100)
/** Where the e2e server files the e-mails its local SMTP server receives (tests/e2e/server.js). */
const mailbox = join(tmpdir(), `forecourt-e2e-mail-${port}-${process.pid}`)
// The test workers are started with this process's environment: fixtures.ts finds the mailbox there.
process.env.E2E_MAILBOX ??= mailbox

/**
 * End-to-end tests in the system Chromium (nothing downloads a browser). The server runs the
 * production build on a fresh PGlite directory with the demo market loaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries, on CI either: a flaky test is fixed, not retried (issue 10 §2).
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node tests/e2e/server.js',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL) show beside a failing test's output.
    stdout: 'pipe',
    timeout: 120_000,
    env: { PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', E2E_MAILBOX: process.env.E2E_MAILBOX },
  },
})
