import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { stockListings, stockVehicles } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { main, progressLine } from './cli.server.ts'

const KEY = '5e7d1c2a-0000-4000-8000-00000000c11a'
const HEADER = 'vin,state,status,nameplate_brand_name,nameplate_name,mileage'

/** `forecourt inventory import <file> --listing KEY [--site S] [--full]` (ADR 065). */
describeEachEngine('forecourt inventory import', (db) => {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-inventory-'))
  const file = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  }
  const run = async (args: string[], tty = false) => {
    const out: string[] = []
    const err: string[] = []
    const progress: string[] = []
    const io = {
      out: (s: string) => out.push(s),
      err: (s: string) => err.push(s),
      stdin: async () => '',
      ...(tty ? { progress: (s: string) => progress.push(s) } : {}),
    }
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(['inventory', ...args], io, { DATA_DIR: tmpdir() }, open)
    return { code, out: out.join('\n').replace(/ in \d+\.\d s/, ' in N s'), err: err.join('\n'), progress }
  }
  const vehicles = async () => (await db().database.db.select({ n: count() }).from(stockVehicles))[0]!.n

  it('imports a CSV into a new list and says what it did; a progress bar on a terminal', async () => {
    const path = file('stock.csv', `${HEADER}\nCLI-1,new,stock,Aurelia,E5,10\nCLI-2,used,stock,Aurelia,E7,20000\n`)
    const result = await run(['import', path, '--listing', KEY], true)
    expect(result).toMatchObject({
      code: 0,
      out: `Imported into list ${KEY} (a new list, named ${KEY}) in N s: 2 added, 0 updated, 0 retired, 0 rejected.`,
      err: '',
    })
    expect(result.progress).toContain('Importing [##############################] 2 rows')
    expect(await db().database.db.select({ name: stockListings.name }).from(stockListings).where(eq(stockListings.key, KEY))).toEqual([
      { name: KEY },
    ])
  })

  it('a JSON feed with --full retires what it no longer holds', async () => {
    const path = file(
      'stock.json',
      JSON.stringify([{ vin: 'CLI-1', state: 'new', status: 'reserved', nameplate_brand_name: 'Aurelia', nameplate_name: 'E5' }]),
    )
    expect(await run(['import', path, '--listing', KEY, '--full', '--site', 'default'])).toMatchObject({
      code: 0,
      out: `Imported into list ${KEY} in N s: 0 added, 1 updated, 1 retired, 0 rejected.`,
    })
  })

  it('a bad feed: every problem by row and column, exit code 1, nothing written', async () => {
    const before = await vehicles()
    const path = file('bad.csv', `${HEADER}\nCLI-3,new,stock,Aurelia,E5,-1\nCLI-4,old,stock,Aurelia,E5,3\n`)
    expect(await run(['import', path, '--listing', KEY])).toEqual({
      code: 1,
      out: '',
      err: [
        'row 1, column mileage: must be a whole number ≥ 0',
        'row 2, column state: must be one of new, used, approved, demo',
        'The feed was refused, nothing was written: 0 added, 0 updated, 0 retired, 2 rejected.',
      ].join('\n'),
      progress: [],
    })
    expect(await vehicles()).toBe(before)
  })

  it('more problems than the list keeps: the first 1,000 and "and N more"', async () => {
    const rows = Array.from({ length: 1003 }, (_, i) => `CLI-M${i},old,stock,Aurelia,E5,1`)
    const result = await run(['import', file('many.csv', `${HEADER}\n${rows.join('\n')}\n`), '--listing', KEY])
    const lines = result.err.split('\n')
    expect(result.code).toBe(1)
    expect(lines).toHaveLength(1002)
    expect(lines.slice(-3)).toEqual([
      'row 1000, column state: must be one of new, used, approved, demo',
      '… and 3 more problems.',
      'The feed was refused, nothing was written: 0 added, 0 updated, 0 retired, 1003 rejected.',
    ])
  })

  it.each([
    [['import', 'x.csv'], 'Usage: forecourt inventory import <file.csv|file.json> --listing KEY [--site S] [--full]'],
    [['export'], 'Usage: forecourt inventory import <file.csv|file.json> --listing KEY [--site S] [--full]'],
    [['import', 'stock.xlsx', '--listing', KEY], 'stock.xlsx: a feed is a .csv or a .json file'],
    [['import', '/nowhere/stock.csv', '--listing', KEY], 'Cannot read /nowhere/stock.csv'],
    [['import', 'LISTING_FILE', '--listing', 'stock'], '--listing stock: a list key is a UUID, e.g. 3f2b6c1e-8a4d-4e59-9b1a-2c7d5e8f9a01'],
    [
      ['import', 'LISTING_FILE', '--listing', KEY, '--site', 'atlantis'],
      'No site "atlantis". Sites are listed by key; omit --site for the default site.',
    ],
  ])('%j is refused: %s', async (args, message) => {
    const path = file('ok.csv', `${HEADER}\nCLI-9,new,stock,Aurelia,E5,1\n`)
    expect(await run(args.map((a) => (a === 'LISTING_FILE' ? path : a)))).toMatchObject({ code: 1, err: message })
  })
})

it('progressLine: a bar by the bytes read of the file (one pass checks and writes)', () => {
  expect(progressLine({ rows: 5000, bytes: 1000 }, 0)).toBe('Importing 5000 rows')
  expect(progressLine({ rows: 50, bytes: 500 }, 1000, 10)).toBe('Importing [#####-----] 50 rows')
  expect(progressLine({ rows: 100, bytes: 1000 }, 1000, 10)).toBe('Importing [##########] 100 rows')
})
