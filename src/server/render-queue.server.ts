import { availableParallelism } from 'node:os'

/**
 * A bound on the server renders anonymous visitors cause (ADR 039): at most
 * `concurrency` run at once, at most `maxQueued` wait, and a task past that is refused at once,
 * so a flood of uncached URLs costs a fixed amount of memory and answers 503 instead of growing.
 * Tasks run in arrival order.
 * @example
 *   const queue = createRenderQueue({ concurrency: 4, maxQueued: 32 })
 *   const result = queue.run(() => render(request)) // null: full, answer 503
 */
export function createRenderQueue(options: { concurrency: number; maxQueued: number }) {
  let running = 0
  const waiting: (() => void)[] = []

  // A finished task hands its slot to the next in line, so no newcomer overtakes those waiting.
  // NOTE: every task starts on a later turn of the event loop (setImmediate), never at once nor
  // as a microtask. A render of unchanged content awaits nothing that leaves the thread (ADR
  // 038: no query; PGlite runs in it), so run at once it would hold the loop from the request's
  // arrival to its answer: the server would take one request at a time, the queue would never
  // fill, and every other socket (a cache hit, a request to refuse) would wait unread.
  const release = () => {
    const next = waiting.shift()
    if (next) setImmediate(next)
    else running--
  }

  return {
    /**
     * Runs `task` when a slot is free; null, without running it, when `maxQueued` tasks already
     * wait. A task whose `signal` is aborted while it waits (the visitor left) is not run.
     */
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined> | null {
      let turn: Promise<void> | undefined
      if (running < options.concurrency) {
        running++
        turn = new Promise((resolve) => setImmediate(resolve))
      } else if (waiting.length < options.maxQueued) turn = new Promise((resolve) => waiting.push(resolve))
      else return null
      return (async () => {
        await turn
        try {
          return signal?.aborted ? undefined : await task()
        } finally {
          release()
        }
      })()
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
export type RenderQueue = ReturnType<typeof createRenderQueue>

/** Twice the cores render at once (a render waits on the database part of its time), eight times that may wait. */
export function defaultRenderQueue() {
  const concurrency = 2 * availableParallelism()
  return createRenderQueue({ concurrency, maxQueued: 8 * concurrency })
}
