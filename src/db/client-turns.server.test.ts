import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { asClient, createClientTurns, takeTurnsByClient } from './client-turns.server.ts'

/** A statement that holds its turn until `finish` is called, recording when it started. */
function statement(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    run: async () => {
      log.push(name)
      await done
    },
    finish,
  }
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('statements taking turns by client', () => {
  it('runs a statement at once when none is running, and one at a time', async () => {
    const turns = createClientTurns()
    const log: string[] = []
    const first = statement(log, 'first')
    const second = statement(log, 'second')
    const running = [turns.run(first.run), turns.run(second.run)]
    await nextTurn()
    expect(log).toEqual(['first'])
    expect(turns.waiting).toBe(1)
    first.finish()
    await nextTurn()
    await nextTurn()
    expect(log).toEqual(['first', 'second'])
    second.finish()
    await Promise.all(running)
    expect(turns.waiting).toBe(0)
  })

  it('serves waiting clients in turn, so a flood’s queue does not hold a visitor back', async () => {
    const turns = createClientTurns()
    const log: string[] = []
    const statements = new Map<string, ReturnType<typeof statement>>()
    const queue = (client: string, name: string) => {
      const s = statement(log, name)
      statements.set(name, s)
      return asClient(client, () => turns.run(s.run))
    }
    const all = [
      queue('flood', 'f1'),
      queue('flood', 'f2'),
      queue('flood', 'f3'),
      queue('flood', 'f4'),
      queue('visitor', 'v1'),
      queue('visitor', 'v2'),
      queue('', 'job'),
    ]
    for (const name of ['f1', 'f2', 'v1', 'job', 'f3', 'v2', 'f4']) {
      await nextTurn()
      await nextTurn()
      expect(log.at(-1)).toBe(name)
      statements.get(name)!.finish()
    }
    await Promise.all(all)
    expect(log).toEqual(['f1', 'f2', 'v1', 'job', 'f3', 'v2', 'f4'])
  })

  it('starts a waiting statement on a later turn of the event loop, so sockets are read and accepted between statements', async () => {
    // PGlite's statements run synchronously: handed on within one turn, a queue of them held the
    // event loop for its whole length, and Node accepts one new connection per turn.
    const turns = createClientTurns()
    const order: string[] = []
    const first = turns.run(async () => void order.push('first'))
    const second = turns.run(async () => void order.push('second'))
    setImmediate(() => order.push('other work'))
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'other work', 'second'])
  })

  it('hands the turn on when a statement fails', async () => {
    const turns = createClientTurns()
    const failing = turns.run(() => Promise.reject(new Error('syntax error')))
    const next = turns.run(async () => 'ran')
    await expect(failing).rejects.toThrow('syntax error')
    await expect(next).resolves.toBe('ran')
  })

  it('makes a PGlite instance’s queries and transactions take turns, including those sent before it is ready', async () => {
    const pglite = takeTurnsByClient(new PGlite('memory://'))
    try {
      // Sent while PGlite starts, whose start-up runs statements of its own.
      const early = pglite.query<{ one: number }>('select 1 as one')
      await pglite.waitReady
      const [flood, visitor, inTransaction] = await Promise.all([
        asClient('flood', () => pglite.exec('create table t (n int); insert into t values (1), (2)')),
        asClient('visitor', () => pglite.query<{ n: number }>('select count(*)::int as n from pg_class')),
        asClient('flood', () => pglite.transaction(async (tx) => (await tx.query<{ n: number }>('select 41 + 1 as n')).rows[0]!.n)),
      ])
      expect((await early).rows).toEqual([{ one: 1 }])
      expect(flood).toHaveLength(2)
      expect(visitor.rows[0]!.n).toBeGreaterThan(0)
      expect(inTransaction).toBe(42)
      expect((await pglite.query<{ n: number }>('select sum(n)::int as n from t')).rows).toEqual([{ n: 3 }])
    } finally {
      await pglite.close()
    }
  })
})
