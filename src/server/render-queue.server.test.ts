import { describe, expect, it } from 'vitest'
import { createRenderQueue } from './render-queue.server.ts'

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, task: (value: string) => async () => (await opened, value) }
}

describe('render queue', () => {
  it('runs at most `concurrency` tasks, queues `maxQueued`, refuses the rest', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxQueued: 1 })
    const { open, task } = gate()
    const started: string[] = []
    const tracked = (name: string) => () => (started.push(name), task(name)())
    const a = queue.run(tracked('a'))
    const b = queue.run(tracked('b'))
    const c = queue.run(tracked('c'))
    expect(queue.run(tracked('d'))).toBeNull()
    expect(started).toEqual([]) // not at once: a later turn of the event loop
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual(['a', 'b'])
    expect([queue.running, queue.waiting]).toEqual([2, 1])
    open()
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c'])
    expect(started).toEqual(['a', 'b', 'c'])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
    expect(await queue.run(async () => 'again')).toBe('again')
  })

  it('frees the slot when a task fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 0 })
    await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect(await queue.run(async () => 'next')).toBe('next')
  })

  it('skips a waiting task whose visitor left', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 1 })
    const { open, task } = gate()
    const first = queue.run(task('first'))
    const left = new AbortController()
    let ran = false
    const second = queue.run(async () => (ran = true), left.signal)
    left.abort()
    open()
    expect(await first).toBe('first')
    expect(await second).toBeUndefined()
    expect(ran).toBe(false)
    expect(queue.running).toBe(0)
  })
})

describe('render queue, fair per client', () => {
  it('serves the waiting clients in turn: a flood waits behind one task of each other client', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 20, maxQueuedPerClient: 10 })
    const { open, task } = gate()
    const order: string[] = []
    const tracked = (name: string) => async () => (order.push(name), task(name)())
    const runs = [queue.run(tracked('flood-0'), undefined, 'flood')]
    for (let i = 1; i <= 5; i++) runs.push(queue.run(tracked(`flood-${i}`), undefined, 'flood'))
    runs.push(queue.run(tracked('visitor-a'), undefined, 'a'))
    runs.push(queue.run(tracked('visitor-b'), undefined, 'b'))
    open()
    await Promise.all(runs)
    // flood-0 held the slot; then each line in turn: flood's next, a, b, then the rest of the flood.
    expect(order).toEqual(['flood-0', 'flood-1', 'visitor-a', 'visitor-b', 'flood-2', 'flood-3', 'flood-4', 'flood-5'])
  })

  it('runs at most `maxRunningPerClient` of a client at once: a free slot stays for another client', async () => {
    const queue = createRenderQueue({ concurrency: 4, maxQueued: 20, maxRunningPerClient: 2 })
    const flood = gate()
    const visitor = gate()
    const started: string[] = []
    const tracked = (name: string, task: (value: string) => () => Promise<string>) => () => (started.push(name), task(name)())
    const floods = [0, 1, 2, 3].map((i) => queue.run(tracked(`flood-${i}`, flood.task), undefined, 'flood'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual(['flood-0', 'flood-1'])
    expect([queue.running, queue.waiting]).toEqual([2, 2])
    const visit = queue.run(tracked('visitor', visitor.task), undefined, 'visitor')
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual(['flood-0', 'flood-1', 'visitor']) // at once, beside the flood's two
    visitor.open()
    expect(await visit).toBe('visitor')
    expect(started).toHaveLength(3) // the visitor's slot is not the flood's third
    flood.open()
    expect(await Promise.all(floods)).toEqual(['flood-0', 'flood-1', 'flood-2', 'flood-3'])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  it('refuses a client past its own places while another still gets one', () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 10, maxQueuedPerClient: 2 })
    const never = () => new Promise<never>(() => {})
    expect(queue.run(never, undefined, 'flood')).not.toBeNull()
    expect(queue.run(never, undefined, 'flood')).not.toBeNull()
    expect(queue.run(never, undefined, 'flood')).not.toBeNull()
    expect(queue.run(never, undefined, 'flood')).toBeNull()
    expect(queue.run(never, undefined, 'visitor')).not.toBeNull()
    expect([queue.running, queue.waiting]).toEqual([1, 3])
  })
})
