/**
 * A bound on how many of one client's requests the server works on at once, taken before any other
 * work (ADR 039). A request past `inFlight` waits, costing nothing but its socket, in its client's
 * own line (at most `waiting` deep, `totalWaiting` over all clients) and is refused at once past
 * that. A client with a hundred connections open is served a few requests at a time, in arrival
 * order, so the one event loop (and, with PGlite, the one database in it) is shared with every
 * other client rather than filled by one: without it, each flood request's routing, session and
 * database work ran before the render queue could refuse it.
 * @example
 *   const gate = createClientGate({ inFlight: 8, waiting: 256, totalWaiting: 4096 })
 *   const turn = gate.enter('ip:192.0.2.1', request.signal) // null: refuse with 503
 *   const leave = turn && (await turn) // undefined: the client left while it waited
 *   try { … } finally { leave?.() }
 */
export function createClientGate(options: { inFlight: number; waiting: number; totalWaiting: number }) {
  const clients = new Map<string, { running: number; line: (() => void)[] }>()
  let totalWaiting = 0

  const leave = (client: string) => {
    const state = clients.get(client)!
    const next = state.line.shift()
    if (next) {
      totalWaiting--
      next() // the slot passes to the client's next request: `running` stays
    } else if (--state.running === 0) {
      clients.delete(client)
    }
  }
  // Each release runs once, however often it is called (a response ends and its request aborts).
  const releaser = (client: string) => {
    let released = false
    return () => {
      if (released) return
      released = true
      leave(client)
    }
  }

  return {
    /**
     * The client's turn: a promise of the function that ends it, at once while fewer than
     * `inFlight` of its requests run, else when an earlier one ends; undefined when `signal`
     * aborted meanwhile. null, without waiting, when the client's or the server's line is full.
     */
    enter(client: string, signal?: AbortSignal): Promise<(() => void) | undefined> | null {
      const state = clients.get(client) ?? { running: 0, line: [] }
      if (state.running < options.inFlight) {
        state.running++
        clients.set(client, state)
        return Promise.resolve(releaser(client))
      }
      if (state.line.length >= options.waiting || totalWaiting >= options.totalWaiting) return null
      totalWaiting++
      return new Promise((resolve) => {
        const turn = () => {
          signal?.removeEventListener('abort', gone)
          resolve(releaser(client))
        }
        // A visitor who left gives up their place; no slot was theirs yet.
        const gone = () => {
          const at = state.line.indexOf(turn)
          if (at >= 0) {
            state.line.splice(at, 1)
            totalWaiting--
          }
          resolve(undefined)
        }
        if (signal?.aborted) return gone()
        signal?.addEventListener('abort', gone, { once: true })
        state.line.push(turn)
      })
    },
    /** Requests being worked on and waiting, over all clients (for tests and metrics). */
    get counts() {
      let running = 0
      for (const state of clients.values()) running += state.running
      return { running, waiting: totalWaiting, clients: clients.size }
    },
  }
}
export type ClientGate = ReturnType<typeof createClientGate>

/**
 * Eight requests of one client at once: a browser opens six connections to a host, so a page's
 * own assets never wait; 256 may wait behind them (a hundred flood connections wait rather than
 * being refused); 4,096 waiting over all clients bound the memory held.
 */
export const defaultClientGate = () => createClientGate({ inFlight: 8, waiting: 256, totalWaiting: 4096 })
