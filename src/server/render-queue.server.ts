import { availableParallelism } from 'node:os'

/**
 * A bound on the server renders and queries anonymous visitors cause (ADR 039): at most
 * `concurrency` run at once, at most `maxQueued` wait, and a task past that is refused at once,
 * so a flood of uncached URLs costs a fixed amount of memory and answers 503 instead of growing.
 *
 * Fair per client: each client (its address, `addressKey`) waits in a line of its own, at most
 * `maxQueuedPerClient` deep, and a freed slot goes to the lines in turn. One client flooding the
 * server fills its own line and is refused past it, while another's request waits for at most one
 * task of each client ahead of it, not for the whole flood. A client runs at most
 * `maxRunningPerClient` tasks at once, so a flood never holds every slot: another client's task
 * starts at once and shares the database with fewer of the flood's (PGlite runs one query at a
 * time, in arrival order). A client's own tasks run in arrival order.
 * @example
 *   const queue = createRenderQueue({ concurrency: 4, maxQueued: 32, maxQueuedPerClient: 8, maxRunningPerClient: 2 })
 *   const result = queue.run(() => render(request), request.signal, 'ip:192.0.2.1') // null: full, answer 503
 */
export function createRenderQueue(options: {
  concurrency: number
  maxQueued: number
  maxQueuedPerClient?: number
  maxRunningPerClient?: number
}) {
  const perClient = options.maxQueuedPerClient ?? options.maxQueued
  const runningCap = Math.max(1, options.maxRunningPerClient ?? options.concurrency)
  let running = 0
  let waitingCount = 0
  // Each waiting client's line; a Map keeps insertion order, so taking the first line and putting
  // it back at the end (when more of it waits) serves the lines in turn.
  const lines = new Map<string, (() => void)[]>()
  const runningOf = new Map<string, number>()
  const started = (client: string) => runningOf.set(client, (runningOf.get(client) ?? 0) + 1)
  const mayStart = (client: string) => (runningOf.get(client) ?? 0) < runningCap

  // A finished task hands its slot to the next in turn, so no newcomer overtakes those waiting.
  // NOTE: every task starts on a later turn of the event loop (setImmediate), never at once nor
  // as a microtask. A render of unchanged content awaits nothing that leaves the thread (ADR
  // 038: no query; PGlite runs in it), so run at once it would hold the loop from the request's
  // arrival to its answer: the server would take one request at a time, the queue would never
  // fill, and every other socket (a cache hit, a request to refuse) would wait unread.
  const release = (finished: string) => {
    const left = runningOf.get(finished)! - 1
    if (left === 0) runningOf.delete(finished)
    else runningOf.set(finished, left)
    // The first line in turn whose client is under its running cap takes the slot.
    let client: string | undefined
    for (const waiting of lines.keys())
      if (mayStart(waiting)) {
        client = waiting
        break
      }
    if (client === undefined) {
      running--
      return
    }
    const line = lines.get(client)!
    lines.delete(client)
    const next = line.shift()!
    if (line.length > 0) lines.set(client, line)
    waitingCount--
    started(client)
    setImmediate(next)
  }

  return {
    /**
     * Runs `task` when a slot is free; null, without running it, when `maxQueued` tasks already
     * wait or `client` already has `maxQueuedPerClient` waiting. A task whose `signal` is aborted
     * while it waits (the visitor left) is not run.
     */
    run<T>(task: () => Promise<T>, signal?: AbortSignal, client = ''): Promise<T | undefined> | null {
      let turn: Promise<void> | undefined
      if (running < options.concurrency && mayStart(client)) {
        running++
        started(client)
        turn = new Promise((resolve) => setImmediate(resolve))
      } else {
        const line = lines.get(client) ?? []
        if (waitingCount >= options.maxQueued || line.length >= perClient) return null
        turn = new Promise((resolve) => line.push(resolve))
        lines.set(client, line)
        waitingCount++
      }
      return (async () => {
        await turn
        try {
          return signal?.aborted ? undefined : await task()
        } finally {
          release(client)
        }
      })()
    },
    get running() {
      return running
    },
    get waiting() {
      return waitingCount
    },
  }
}
export type RenderQueue = ReturnType<typeof createRenderQueue>

/**
 * Twice the cores render at once (a render waits on the database part of its time), eight times
 * that may wait; one client may hold a quarter of the waiting places and one running slot. A
 * render's React work is the longest step of a turn of the event loop, and Node accepts one new
 * connection per turn: with two of a flood's renders in most turns, a visitor's new connection
 * waited up to 1 s behind the flood's own (ADR 039).
 */
export function defaultRenderQueue() {
  const concurrency = 2 * availableParallelism()
  const maxQueued = 8 * concurrency
  return createRenderQueue({
    concurrency,
    maxQueued,
    maxQueuedPerClient: Math.max(2, maxQueued / 4),
    maxRunningPerClient: 1,
  })
}
