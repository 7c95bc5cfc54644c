import { beforeAll, expect, it } from 'vitest'
import { addSite } from '~/sites/sites.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { parseRecallFile, type RecallRow } from './recall-file.ts'
import { recallsForVin, replaceRecalls } from './recalls.server.ts'

const A = 'SAJAA06E0N8K12345'
const B = 'SAJBB06E0N8K54321'
const rows = (text: string): RecallRow[] => {
  const result = parseRecallFile(text)
  if (!result.ok) throw new Error('bad test file')
  return result.rows
}

describeEachEngine('recall database (spec 2 §3.12 Local VIN Checker, §7; ADR 138)', (db) => {
  let otherSite = 0
  beforeAll(async () => {
    otherSite = (
      await addSite(db().database.db, { key: `recalls-other-${Date.now()}`, name: 'Other', hostnames: [], basePath: `/rc${Date.now()}` })
    ).id
  })

  it('answers the campaigns of a VIN in its market only, by campaign code', async () => {
    const { db: d } = db().database
    expect(
      await replaceRecalls(
        d,
        db().siteId,
        rows(`vin,campaign,title,description\n${A},R-2,Brakes,Pads\n${A},R-1,Airbag,Inflator\n${B},R-1,Airbag,\n`),
      ),
    ).toEqual({ recalls: 3, vehicles: 2 })
    expect(await recallsForVin(d, db().siteId, A)).toEqual([
      { campaign: 'R-1', title: 'Airbag', description: 'Inflator' },
      { campaign: 'R-2', title: 'Brakes', description: 'Pads' },
    ])
    expect(await recallsForVin(d, db().siteId, 'SAJAA06E0N8K99999')).toEqual([])
    expect(await recallsForVin(d, otherSite, A)).toEqual([])
  })

  it("replaces the market's whole list and leaves other markets' lists alone", async () => {
    const { db: d } = db().database
    await replaceRecalls(d, otherSite, rows(`vin,campaign,title\n${A},X-9,Seat belt\n`))
    await replaceRecalls(d, db().siteId, rows(`vin,campaign,title\n${B},R-3,Wipers\n`))
    expect(await recallsForVin(d, db().siteId, A)).toEqual([])
    expect(await recallsForVin(d, db().siteId, B)).toEqual([{ campaign: 'R-3', title: 'Wipers', description: '' }])
    expect(await recallsForVin(d, otherSite, A)).toEqual([{ campaign: 'X-9', title: 'Seat belt', description: '' }])
  })

  it('two imports of one market at once leave exactly one of the lists', async () => {
    const { db: d } = db().database
    const first = rows(`vin,campaign,title\n${A},R-1,One\n${B},R-1,One\n`)
    const second = rows(`vin,campaign,title\n${A},R-1,Two\n${B},R-1,Two\n`)
    await Promise.all([replaceRecalls(d, db().siteId, first), replaceRecalls(d, db().siteId, second)])
    const titles = [...(await recallsForVin(d, db().siteId, A)), ...(await recallsForVin(d, db().siteId, B))].map((r) => r.title)
    expect(titles.length).toBe(2)
    expect(new Set(titles).size).toBe(1)
  })
})
