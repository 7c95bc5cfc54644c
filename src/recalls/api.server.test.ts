import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { main } from '~/cli/cli.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { vinCheckAnswerSchema } from './answers.ts'

const A = 'SAJAA06E0N8K12345'

/** `forecourt recalls import` and GET /api/content/recalls/{vin} (spec 2 §3.12, §7; ADR 138). */
describeEachEngine('recall list: CLI import and the public lookup', (db) => {
  let client: ReturnType<typeof testApp>
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-recalls-'))
  const file = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  }
  const cli = async (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(
      ['recalls', ...args],
      { out: (s) => out.push(s), err: (s) => err.push(s), stdin: async () => '' },
      { DATA_DIR: tmpdir() },
      open,
    )
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  beforeAll(() => {
    client = testApp(db())
  })

  it('imports a file and says what it did', async () => {
    const path = file('ok.csv', `vin,campaign,title,description\n${A},R-1,Airbag,Inflator\n${A},R-2,Brakes,\n`)
    expect(await cli(['import', path])).toEqual({
      code: 0,
      out: "Imported 2 recalls of 1 vehicles; they replace the market's earlier list.",
      err: '',
    })
  })

  it('refuses a bad file naming row and column, and writes nothing', async () => {
    const path = file('bad.csv', `vin,campaign,title\n${A},R-9,Wipers\nNOT-A-VIN,R-1,Airbag\n${A},,Seat\n`)
    expect(await cli(['import', path])).toEqual({
      code: 1,
      out: '',
      err: [
        'row 3, column vin: "NOT-A-VIN" is not a VIN: 17 letters and digits, without I, O or Q',
        'row 4, column campaign: is required',
        'The recall file was refused, nothing was written.',
      ].join('\n'),
    })
    const answer = vinCheckAnswerSchema.parse(await (await client.request(`/api/content/recalls/${A}`)).json())
    expect(answer.data.attributes.recalls.map((r) => r.campaign)).toEqual(['R-1', 'R-2'])
  })

  it.each([
    [['import'], 'Usage: forecourt recalls import <file.csv> [--site S]'],
    [['export', 'x.csv'], 'Usage: forecourt recalls import <file.csv> [--site S]'],
    [['import', '/nonexistent/recalls.csv'], 'Cannot read /nonexistent/recalls.csv'],
  ])('%j: %s', async (args, message) => {
    expect(await cli(args)).toMatchObject({ code: 1, err: message })
  })

  it('answers the recalls of a VIN typed with spaces and in lower case, never cached', async () => {
    const response = await client.request(`/api/content/recalls/${encodeURIComponent('sajaa06e0n8k 12345')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(vinCheckAnswerSchema.parse(await response.json()).data).toEqual({
      id: A,
      type: 'vin_check',
      attributes: {
        vin: A,
        affected: true,
        recalls: [
          { campaign: 'R-1', title: 'Airbag', description: 'Inflator' },
          { campaign: 'R-2', title: 'Brakes', description: '' },
        ],
      },
    })
  })

  it('answers a VIN without recalls as not affected', async () => {
    const body = vinCheckAnswerSchema.parse(await (await client.request('/api/content/recalls/SAJAA06E0N8K99999')).json())
    expect(body.data.attributes).toEqual({ vin: 'SAJAA06E0N8K99999', affected: false, recalls: [] })
  })

  it.each([
    ['SAJAA06E0N8K1234', 'vin: must be 17 characters (spaces and hyphens are ignored)'],
    ['SAJAA06E0N8K1234O', 'vin: must be letters and digits, without I, O or Q'],
    ['%E2%82%AC' + 'A'.repeat(16), 'vin: must be letters and digits, without I, O or Q'],
    ['x'.repeat(5000), 'vin: must be 17 characters (spaces and hyphens are ignored)'],
  ])('refuses %s with a 400 naming the vin', async (vin, detail) => {
    const response = await client.request(`/api/content/recalls/${vin}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { detail: string; source: { parameter: string } }[] }
    expect(body.errors[0]).toMatchObject({ detail, source: { parameter: 'vin' } })
  })

  // The server's input guard (ADR 108) answers these before the route: still a 400 naming the segment.
  it.each([
    ['%00'.repeat(17), /must not contain a NUL character/],
    ['%ED%A0%80' + 'A'.repeat(16), /must be UTF-8 text/],
  ])('refuses %s with a 400', async (vin, detail) => {
    const response = await client.request(`/api/content/recalls/${vin}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { detail: string }[] }
    expect(body.errors[0]!.detail).toMatch(detail)
  })
})
