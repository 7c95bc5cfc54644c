import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_WORKERS, serverUrl } from './tests/e2e/servers.ts'

/**
 * Where the e2e servers file the e-mails their local SMTP servers receive (tests/e2e/server.js
 * makes the folder and removes it when it stops). The test workers are started with this
 * process's environment: fixtures.ts finds the mailbox there.
 */
process.env.E2E_MAILBOX ??= join(tmpdir(), `forecourt-e2e-mail-${process.pid}`)

/**
 * The system's Chromium: `CHROMIUM_PATH`, else Debian's headless shell when it is installed, else
 * its full browser. The headless shell renders the same Blink without the browser's UI layers and
 * costs about a fifth less CPU per test on 2 cores (docs/benchmarks.md); .ci/run installs it.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order on one worker (some build on what an earlier one saved).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries, on CI either: a flaky test is fixed, not retried.
  retries: 0,
  reporter: 'list',
  // Limits for a busy machine: a worker's Chromium shares the cores with its server (and, with
  // E2E_WORKERS above 1, with the others), so they are twice those of a quiet run (the specs' own
  // test.setTimeout too).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: serverUrl(0),
    // Actions, console and network, without DOM snapshots or screencast: those cost about a sixth
    // of the stage's time on 2 cores (docs/benchmarks.md); a failure's page is in its
    // error-context.md (the accessibility tree) and its screenshot.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
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
    // The servers are up when it says so (they listen on several ports; `url` checks only one).
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    // The servers' warnings and errors (LOG_LEVEL) show beside a failing test's output.
    stdout: 'pipe',
    // SIGTERM lets it stop its servers and remove their data directories.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // Loading both demo markets into each server's fresh database takes 1–2 minutes on a quiet
    // 2-core machine and over 4 on a busy one: a limit for a stuck start, not a slow one.
    timeout: 600_000,
    env: {
      E2E_SERVERS: String(E2E_WORKERS),
      E2E_PORT: String(new URL(serverUrl(0)).port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      E2E_MAILBOX: process.env.E2E_MAILBOX,
    },
  },
})
