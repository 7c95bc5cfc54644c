import { expect, it, vi } from 'vitest'
import { createContentService } from '~/content/content.server.ts'
import { sites } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { onContentChanged } from './revision.server.ts'
import { addSite, listSites } from './sites.server.ts'

/**
 * A market is refused, naming the market, when another already answers its host and base path
 * (it could never be reached); adds at once take turns, so only one of them gets an address.
 */
describeEachEngine('addSite: one market per address', (db) => {
  const add = (key: string, hostnames: string[], basePath: string) => addSite(db().database.db, { key, name: key, hostnames, basePath })

  it.each([
    [['shop.example.com'], '/', 'shop-twin', ['shop.example.com'], '/', 'Market "shop" already answers shop.example.com at base path /'],
    [[], '/any', 'any-twin', [], '/any/', 'Market "any" already answers every host at base path /any'],
    [['a.example', 'b.example'], '/x', 'x-twin', ['c.example', 'b.example'], '/x', 'Market "x" already answers b.example at base path /x'],
    [[], '/d', 'd-twin', [], '/', 'Market "default" already answers every host at base path /'],
  ])('%j at %s, then %s at the same address: refused', async (hosts, base, twin, twinHosts, twinBase, message) => {
    const first = twin.replace('-twin', '')
    if (first !== 'd') await add(first, hosts, base)
    const before = await listSites(db().database.db)
    await expect(add(twin, twinHosts, twinBase)).rejects.toThrow(message)
    expect(await listSites(db().database.db)).toEqual(before)
  })

  it.each([
    ['on its own host beside a market answering every host (the default)', ['own.example.com'], '/'],
    ['on another base path of a host taken at /', ['own.example.com'], '/ar'],
    ['on another host at that base path', ['other.example.com'], '/ar'],
  ])('is added %s; then its address is taken', async (_, hostnames, basePath) => {
    const key = `ok-${(await listSites(db().database.db)).length}`
    expect(await add(key, hostnames, basePath)).toMatchObject({ key, hostnames, basePath })
    await expect(add(`${key}-twin`, hostnames, basePath)).rejects.toThrow(
      `Market "${key}" already answers ${hostnames[0]} at base path ${basePath}`,
    )
  })

  it('two adds of one address at once: one is added, the other refused', async () => {
    const results = await Promise.allSettled([add('race-a', ['race.example'], '/'), add('race-b', ['race.example'], '/')])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rows = await db().database.db.select({ key: sites.key }).from(sites)
    expect(rows.filter((row) => row.key.startsWith('race-'))).toHaveLength(1)
  })

  it('a market added (the CLI) is served by a running process at once, not at its next refresh of the list', async () => {
    const { database } = db()
    // The running process's clock stands still: only the notification can refresh its list.
    const running = createContentService(database.db, () => 0)
    expect(await running.siteByKey('announced')).toBeNull()
    const stop = await onContentChanged(database, () => running.invalidate())
    try {
      const added = await add('announced', ['announced.example'], '/')
      await vi.waitFor(async () => expect((await running.siteByKey('announced'))?.id).toBe(added.id), { timeout: 5_000 })
    } finally {
      await stop()
    }
  })
})
