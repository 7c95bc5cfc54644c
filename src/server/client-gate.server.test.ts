import { describe, expect, it } from 'vitest'
import { createClientGate } from './client-gate.server.ts'

/** Whether a promise has settled by the next macrotask. */
const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

/** Lets every chain of promise reactions queued so far run, without leaving this turn of the event loop. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('the client gate (ADR 039)', () => {
  it('works on a client’s first requests at once and holds the rest in arrival order', async () => {
    const gate = createClientGate({ inFlight: 2, waiting: 10, totalWaiting: 100 })
    const first = await gate.enter('a')
    const second = await gate.enter('a')
    const third = gate.enter('a')!
    const fourth = gate.enter('a')!
    expect(await settled(third)).toBe(false)
    expect(gate.counts).toEqual({ running: 2, waiting: 2, clients: 1 })
    first!()
    expect(await settled(third)).toBe(true)
    expect(await settled(fourth)).toBe(false)
    second!()
    expect(await settled(fourth)).toBe(true)
    ;(await third)!()
    ;(await fourth)!()
    await nextTurn()
    expect(gate.counts).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('starts at most inFlight of a client’s requests per turn of the event loop, even when each ends at once', async () => {
    // A cheap read (a public form, a cache hit) is answered within the turn it was read in.
    const gate = createClientGate({ inFlight: 2, waiting: 10, totalWaiting: 100 })
    let started = 0
    for (let i = 0; i < 5; i++) void gate.enter('flood')!.then((leave) => (started++, leave!()))
    await drainMicrotasks()
    expect(started).toBe(2)
    await nextTurn()
    expect(started).toBe(4)
    await nextTurn()
    expect(started).toBe(5)
    await nextTurn()
    expect(gate.counts).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('lets another client start in the turn a flood used up its share of', async () => {
    const gate = createClientGate({ inFlight: 1, waiting: 10, totalWaiting: 100 })
    for (let i = 0; i < 3; i++) void gate.enter('flood')!.then((leave) => leave?.())
    let visitorStarted = false
    void gate.enter('visitor')!.then(() => (visitorStarted = true))
    await drainMicrotasks()
    expect(visitorStarted).toBe(true)
    expect(gate.counts.waiting).toBe(2)
  })

  it('never holds one client behind another’s line', async () => {
    const gate = createClientGate({ inFlight: 1, waiting: 10, totalWaiting: 100 })
    await gate.enter('flood')
    const flooding = Array.from({ length: 5 }, () => gate.enter('flood')!)
    expect(await settled(gate.enter('visitor')!)).toBe(true)
    expect(await settled(flooding[0]!)).toBe(false)
  })

  it.each([
    ['the client’s line is full', { inFlight: 1, waiting: 2, totalWaiting: 100 }, ['a', 'a', 'a'], 'a'],
    ['every line together is full', { inFlight: 1, waiting: 5, totalWaiting: 2 }, ['a', 'a', 'b', 'b'], 'b'],
  ])('refuses at once when %s', async (_case, options, before, client) => {
    const gate = createClientGate(options)
    for (const earlier of before) expect(gate.enter(earlier)).not.toBeNull()
    expect(gate.enter(client)).toBeNull()
  })

  it('lets a client who left give up their place, without taking a slot', async () => {
    const gate = createClientGate({ inFlight: 1, waiting: 1, totalWaiting: 100 })
    const leave = await gate.enter('a')
    const visitor = new AbortController()
    const waiting = gate.enter('a', visitor.signal)!
    expect(gate.enter('a')).toBeNull()
    visitor.abort()
    expect(await waiting).toBeUndefined()
    expect(gate.counts.waiting).toBe(0)
    const next = gate.enter('a')!
    leave!()
    expect(await settled(next)).toBe(true)
  })

  it('forgets a client once nothing of it runs or waits, even when its waiting requests were given up', async () => {
    const gate = createClientGate({ inFlight: 1, waiting: 5, totalWaiting: 100 })
    const leave = (await gate.enter('a'))!
    const visitor = new AbortController()
    const waiting = gate.enter('a', visitor.signal)!
    await nextTurn()
    visitor.abort()
    expect(await waiting).toBeUndefined()
    await nextTurn()
    leave()
    await nextTurn()
    expect(gate.counts).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it('releases a slot once however often its end is called', async () => {
    const gate = createClientGate({ inFlight: 1, waiting: 5, totalWaiting: 100 })
    const leave = (await gate.enter('a'))!
    const second = gate.enter('a')!
    const third = gate.enter('a')!
    leave()
    leave()
    expect(await settled(second)).toBe(true)
    expect(await settled(third)).toBe(false)
  })
})
