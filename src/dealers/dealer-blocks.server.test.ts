import { beforeAll, expect, it } from 'vitest'
import { dealers } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createDealerBlockSource } from './dealer-blocks.server.ts'

describeEachEngine('dealers for the retailer locators (spec 2 §3.11, spec 3 §3)', (db) => {
  beforeAll(async () => {
    const siteId = db().siteId
    await db()
      .database.db.insert(dealers)
      .values([
        { siteId, code: 'Z1', name: 'Zeta Motors', brands: ['Vantor'], latitude: 51.5, longitude: -0.1, services: ['Sales'] },
        { siteId, code: 'A1', name: 'Alpha Cars', state: 'NSW', locality: 'Sydney' },
      ])
  })

  it("answers the market's dealers by name, without id and updated_at", async () => {
    const list = await createDealerBlockSource(db().database.db).forSite(db().siteId)
    expect(list.map((d) => d.code)).toEqual(['A1', 'Z1'])
    expect(list[1]).toMatchObject({
      name: 'Zeta Motors',
      brands: ['Vantor'],
      latitude: 51.5,
      longitude: -0.1,
      services: ['Sales'],
      opening_hours: [],
    })
    expect(list[0]).not.toHaveProperty('id')
    expect(list[0]).not.toHaveProperty('updated_at')
  })

  it('answers nothing for another market', async () => {
    expect(await createDealerBlockSource(db().database.db).forSite(db().siteId + 999)).toEqual([])
  })
})
