import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { takeTurns } from './turns.server.ts'

/** The locks on the turns of 'test.turns' now (other suites may hold turns of their own): granted, or waited for. */
const turnLocks = sql`select granted from pg_locks
  where locktype = 'advisory' and objsubid = 2 and classid = hashtext('test.turns')::oid order by granted desc`
const grantedOf = (result: unknown) => (result as { rows: { granted: boolean }[] }).rows.map((row) => (row.granted ? 'granted' : 'waiting'))
async function advisoryLocks(get: Parameters<Parameters<typeof describeEachEngine>[1]>[0]) {
  return grantedOf(await get().database.db.execute(turnLocks))
}

describeEachEngine('writers taking turns', (get) => {
  it('holds the turn until the transaction ends, however it ends', async () => {
    const { db } = get().database
    await db.transaction(async (tx) => {
      await takeTurns(tx, 'test.turns', get().siteId)
      expect(grantedOf(await tx.execute(turnLocks))).toEqual(['granted'])
    })
    await expect(
      db.transaction(async (tx) => {
        await takeTurns(tx, 'test.turns', get().siteId)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await advisoryLocks(get)).toEqual([])
  })

  it('makes a second writer of one name and market wait for the first; other names and markets go on', async ({ skip }) => {
    // PGlite is one session: its transactions run one after the other whatever they lock.
    if (get().database.engine !== 'postgres') skip()
    const { db } = get().database
    const log: string[] = []
    let entered!: () => void
    let finish!: () => void
    const inFirst = new Promise<void>((resolve) => (entered = resolve))
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const first = db.transaction(async (tx) => {
      await takeTurns(tx, 'test.turns', 1)
      entered()
      await finished
      log.push('first ends')
    })
    await inFirst
    await db.transaction((tx) => takeTurns(tx, 'test.turns', 2))
    await db.transaction((tx) => takeTurns(tx, 'test.other', 1))
    const second = db.transaction(async (tx) => {
      await takeTurns(tx, 'test.turns', 1)
      log.push('second')
    })
    await expect.poll(() => advisoryLocks(get)).toEqual(['granted', 'waiting'])
    expect(log).toEqual([])
    finish()
    await Promise.all([first, second])
    expect(log).toEqual(['first ends', 'second'])
  })
})
