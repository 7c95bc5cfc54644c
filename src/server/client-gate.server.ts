/**
 * A bound on how much of one client's work the server takes on, before any other work (ADR 039):
 * at most `inFlight` of its requests at once, and at most `inFlight` started per turn of the event
 * loop. A request past either waits, costing nothing but its socket, in its client's own line (at
 * most `waiting` deep, `totalWaiting` over all clients) and is refused at once past that. So the
 * one event loop (and, with PGlite, the one database in it) is shared with every other client
 * rather than filled by one.
 * NOTE: the per-turn bound is what holds a flood of cheap reads (a public form, a cache hit): each
 * is answered within the turn its socket was read in, so none is ever "at once" with another and
 * the in-flight bound alone never made one wait; a hundred connections' requests then ran back to
 * back, 50 ms and more per turn, and every other visitor's request (and each of its queries)
 * waited a whole turn.
 * @example
 *   const gate = createClientGate({ inFlight: 8, waiting: 256, totalWaiting: 4096 })
 *   const turn = gate.enter('ip:192.0.2.1', request.signal) // null: refuse with 503
 *   const leave = turn && (await turn) // undefined: the client left while it waited
 *   try { … } finally { leave?.() }
 */
export function createClientGate(options: { inFlight: number; waiting: number; totalWaiting: number }) {
  interface ClientState {
    running: number
    startedThisTurn: number
    line: (() => void)[]
  }
  const clients = new Map<string, ClientState>()
  let totalWaiting = 0
  let turnScheduled = false

  const mayStart = (state: ClientState) => state.running < options.inFlight && state.startedThisTurn < options.inFlight
  // The next turn resets the budgets and drops idle clients, so one is due after any change.
  const scheduleTurn = () => {
    if (turnScheduled) return
    turnScheduled = true
    setImmediate(nextTurn)
  }
  const start = (state: ClientState) => {
    state.running++
    state.startedThisTurn++
    scheduleTurn()
  }
  const startWaiting = (state: ClientState) => {
    while (state.line.length > 0 && mayStart(state)) {
      totalWaiting--
      start(state)
      state.line.shift()!()
    }
  }
  // A new turn of the event loop: every client's budget again, its line served from it, and the
  // state of a client with nothing running or waiting dropped (kept until now, so that its budget
  // holds for the whole turn).
  const nextTurn = () => {
    turnScheduled = false
    for (const [client, state] of clients) {
      state.startedThisTurn = 0
      startWaiting(state)
      if (state.running === 0 && state.line.length === 0) clients.delete(client)
    }
  }
  const leave = (client: string) => {
    const state = clients.get(client)!
    state.running--
    startWaiting(state) // within this turn's budget; the rest on the next turn
    scheduleTurn()
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
     * The client's turn: a promise of the function that ends it, at once while the client is
     * within both bounds, else when an earlier request ends or a new turn begins; undefined when
     * `signal` aborted meanwhile. null, without waiting, when the client's or the server's line is full.
     */
    enter(client: string, signal?: AbortSignal): Promise<(() => void) | undefined> | null {
      let state = clients.get(client)
      if (!state) clients.set(client, (state = { running: 0, startedThisTurn: 0, line: [] }))
      if (state.line.length === 0 && mayStart(state)) {
        start(state)
        return Promise.resolve(releaser(client))
      }
      if (state.line.length >= options.waiting || totalWaiting >= options.totalWaiting) return null
      totalWaiting++
      const line = state.line
      return new Promise((resolve) => {
        const turn = () => {
          signal?.removeEventListener('abort', gone)
          resolve(releaser(client))
        }
        // A visitor who left gives up their place; no slot was theirs yet.
        const gone = () => {
          const at = line.indexOf(turn)
          if (at >= 0) {
            line.splice(at, 1)
            totalWaiting--
            scheduleTurn()
          }
          resolve(undefined)
        }
        if (signal?.aborted) return gone()
        signal?.addEventListener('abort', gone, { once: true })
        line.push(turn)
      })
    },
    /** Requests being worked on and waiting, over all clients (for tests and metrics). */
    get counts() {
      let running = 0
      for (const state of clients.values()) running += state.running
      // Clients known: one with nothing running or waiting is dropped on the next turn.
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
