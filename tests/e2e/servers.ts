import { join } from 'node:path'

/**
 * The browser tests run on this many workers, each against its own server on its own copy of the
 * e2e database (tests/e2e/server.js starts them all), so no test sees another worker's changes.
 * Two by default: a browser test spends most of its time waiting (for the page, the network going
 * idle, an animation), so a second worker fills the waits, even on 2 cores: 72 tests of five specs
 * took 576 s on one worker and 311 s on two on the same busy machine. `E2E_WORKERS=4` on a bigger one.
 */
export const E2E_WORKERS = Math.max(1, Math.min(8, Number(process.env.E2E_WORKERS) || 2))

/** The first server's port; worker i's server listens on the next ones (`E2E_PORT`, default 3100). */
export const firstPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.E2E_PORT ?? 3100)

/** The address of the server of the worker with Playwright's `parallelIndex` `index`. */
export const serverUrl = (index: number, env: NodeJS.ProcessEnv = process.env) => `http://127.0.0.1:${firstPort(env) + index}`

/** Where the local SMTP server of server `index` files the e-mails it receives, under the run's mailbox folder. */
export const mailboxOf = (mailbox: string, index: number) => join(mailbox, `server-${index}`)
