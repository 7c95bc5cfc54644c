import { AsyncLocalStorage } from 'node:async_hooks'
import type { PGlite } from '@electric-sql/pglite'

/** The client (address) whose request the current async context serves; none for the server's own work. */
const currentClient = new AsyncLocalStorage<string>()

/** Runs `work` on behalf of `client`: the statements it sends to PGlite take that client's turns. */
export const asClient = <T>(client: string, work: () => T): T => currentClient.run(client, work)

/**
 * One statement (or transaction) at a time, the waiting ones taking turns by client, round robin:
 * a statement waits for the one running and at most one of each other client's, however many a
 * single client has queued. Work outside any client's request (jobs, start-up) is a client of its own.
 * A waiting statement starts on a later turn of the event loop: PGlite runs each synchronously, so a
 * queue handed on within one turn held the loop for its whole length, while Node (libuv) accepts one
 * new connection per turn: a visitor's new connection waited seconds behind a flood's.
 */
export function createClientTurns() {
  // Insertion order is the round: a client served goes to the back of it.
  const lines = new Map<string, (() => void)[]>()
  let busy = false
  const next = () => {
    for (const [client, line] of lines) {
      lines.delete(client)
      const go = line.shift()!
      if (line.length > 0) lines.set(client, line)
      setImmediate(go)
      return
    }
    busy = false
  }
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy) {
        const client = currentClient.getStore() ?? ''
        await new Promise<void>((resolve) => {
          const line = lines.get(client)
          if (line) line.push(resolve)
          else lines.set(client, [resolve])
        })
      }
      busy = true
      try {
        return await work()
      } finally {
        next()
      }
    },
    /** Statements waiting, over all clients (for tests). */
    get waiting() {
      let count = 0
      for (const line of lines.values()) count += line.length
      return count
    },
  }
}

/**
 * PGlite runs one statement at a time for the whole process, in the order they come: a client with
 * eight requests in flight kept eight statements queued, and each statement of every other visitor's
 * page waited behind all of them (a flood of unique stock filters: 1 s and more per page). Its
 * `query`, `exec` and `transaction` (each exclusive in PGlite already; one is never called inside
 * another) take turns by client once it is ready: its start-up runs its own statements through
 * them while the first callers wait for it. The instance is changed in place, so every user of it
 * (Drizzle, the job queue) takes its turns.
 */
export function takeTurnsByClient(pglite: PGlite): PGlite {
  const turns = createClientTurns()
  const query = pglite.query.bind(pglite)
  const exec = pglite.exec.bind(pglite)
  const transaction = pglite.transaction.bind(pglite)
  void pglite.waitReady.then(() =>
    Object.assign(pglite, {
      query: ((...args: Parameters<typeof query>) => turns.run(() => query(...args))) as typeof query,
      exec: ((...args: Parameters<typeof exec>) => turns.run(() => exec(...args))) as typeof exec,
      transaction: ((...args: Parameters<typeof transaction>) => turns.run(() => transaction(...args))) as typeof transaction,
    }),
  )
  return pglite
}
