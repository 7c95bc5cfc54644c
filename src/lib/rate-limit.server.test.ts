import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rateLimits } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createRateLimiter, pruneRateLimits, rateHitCtes, rateWindow } from './rate-limit.server.ts'

describeEachEngine('rate limiter (fixed windows in the database, ADR 053)', (db) => {
  const rule = { limit: 10, windowSeconds: 60 }
  const clockAt = (iso: string) => {
    let current = new Date(iso)
    return { now: () => current, set: (next: string) => (current = new Date(next)) }
  }

  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const clock = clockAt('2026-11-25T10:00:15Z')
    const limiter = createRateLimiter(db().database.db, { now: clock.now })
    for (let i = 1; i <= 10; i++) expect(await limiter.hit('lead:1:ip:192.0.2.1', rule)).toEqual({ allowed: true, hits: i })
    expect(await limiter.hit('lead:1:ip:192.0.2.1', rule)).toEqual({ allowed: false, hits: 11, retryAfterSeconds: 45 })
    // Another key counts on its own.
    expect(await limiter.hit('lead:2:ip:192.0.2.1', rule)).toEqual({ allowed: true, hits: 1 })
  })

  it('30 hits at once with a limit of 10: exactly 10 are allowed', async () => {
    const limiter = createRateLimiter(db().database.db)
    const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('burst', rule)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    expect(decisions.map((d) => d.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it('counts from zero in the next window and drops the key’s earlier windows', async () => {
    const clock = clockAt('2026-11-25T11:00:59Z')
    const limiter = createRateLimiter(db().database.db, { now: clock.now })
    for (let i = 0; i < 11; i++) await limiter.hit('window', rule)
    expect((await limiter.hit('window', rule)).allowed).toBe(false)
    clock.set('2026-11-25T11:01:00Z')
    expect(await limiter.hit('window', rule)).toEqual({ allowed: true, hits: 1 })
    const rows = (await db().database.db.select().from(rateLimits)).filter((r) => r.key === 'window')
    expect(rows.map((r) => r.windowStart.toISOString())).toEqual(['2026-11-25T11:01:00.000Z'])
  })

  it('counts a hit within a statement of the caller (rateHitCtes), and not when told not to', async () => {
    const window = rateWindow(rule, new Date('2026-11-25T12:00:30Z'))
    const hitIn = async (unless: boolean) => {
      const ctes = rateHitCtes(sql`${'composed'}`, sql`${window.start}`, sql`${unless}::boolean`)
      const { rows } = (await db().database.db.execute(sql`WITH ${ctes} SELECT (SELECT hits FROM rate_hit) AS hits`)) as unknown as {
        rows: { hits: number | null }[]
      }
      return rows[0]!.hits === null ? null : window.decide(Number(rows[0]!.hits))
    }
    expect(await hitIn(false)).toEqual({ allowed: true, hits: 1 })
    expect(await hitIn(true)).toBeNull()
    for (let i = 2; i <= 10; i++) expect(await hitIn(false)).toEqual({ allowed: true, hits: i })
    expect(await hitIn(false)).toEqual({ allowed: false, hits: 11, retryAfterSeconds: 30 })
  })

  it('prunes windows that started before a time', async () => {
    const clock = clockAt('2020-01-01T00:00:00Z')
    await createRateLimiter(db().database.db, { now: clock.now }).hit('old-client', rule)
    expect(await pruneRateLimits(db().database.db, new Date('2021-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1)
    const keys = (await db().database.db.select().from(rateLimits)).map((r) => r.key)
    expect(keys).not.toContain('old-client')
    expect(keys).toContain('burst')
  })
})
