import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, expect, it } from 'vitest'
import { leadExports, leads } from '~/db/schema/index.ts'
import type { RunningJob } from '~/jobs/queue.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { insertForm } from '~/test/lead-fixtures.ts'
import { EXPORT_PAGE_SIZE, runLeadExport } from './exports.server.ts'
import { filterParams, leadFilterSchema } from './lead-query.ts'
import { leadFilterWhere, leadOrder } from './leads.server.ts'

// Lead exports as a background job, CSV and XLSX, with progress; the file lists the
// leads the list shows, in its order, whatever the number of pages.

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted || (c !== ',' && c !== '\n')) cell += c
    else {
      row.push(cell)
      cell = ''
      if (c === '\n') {
        rows.push(row)
        row = []
      }
    }
  }
  return rows
}

async function streamText(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

function fakeJob(exportId: number, lastAttempt = true) {
  const reports: [number, string | undefined][] = []
  const job: RunningJob<{ exportId: number }> = {
    id: '00000000-0000-0000-0000-000000000001',
    payload: { exportId },
    attempt: 1,
    lastAttempt,
    signal: new AbortController().signal,
    async progress(fraction, note) {
      reports.push([fraction, note])
    },
  }
  return { job, reports }
}

describeEachEngine('lead export job', (test) => {
  let media: MediaStore
  let formId: number
  const count = EXPORT_PAGE_SIZE * 2 + 500
  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12))

  beforeAll(async () => {
    const { database, siteId } = test()
    media = createLocalMediaStore(mkdtempSync(join(tmpdir(), 'forecourt-exports-')))
    const form = await insertForm(database.db, siteId, 'Brochure', [
      { fields: [{ id: 'name', type: 'text', label: 'Name' }] },
      {
        fields: [
          { id: 'name', type: 'text', label: 'Full name' },
          { id: 'email', type: 'email', label: 'E-mail' },
          { id: 'models', type: 'checkbox', label: 'Models', options: [{ label: 'E5', value: 'e5' }] },
          { id: 'consent', type: 'consent', label: 'Consent' },
        ],
      },
    ])
    formId = form.id
    // Few distinct times and e-mails, so that pages end inside runs of equal sort keys; some without e-mail.
    const values = Array.from({ length: count }, (_, i) => ({
      siteId,
      formId,
      formVersion: 2,
      data: { name: `Person ${i}`, email: `p${i % 7}@example.com`, models: ['e5'], consent: i % 2 === 0 },
      email: i % 5 === 0 ? null : `p${i % 7}@example.com`,
      additionalData: i % 3 === 0 ? { menaTabs: 'sales' } : {},
      routedTo: i % 2 === 0 ? 'leeds@retailer.example' : null,
      idempotencyKey: `export-fixture-${i}`,
      createdAt: day(1 + (i % 4)),
    }))
    for (let i = 0; i < values.length; i += 500) await database.db.insert(leads).values(values.slice(i, i + 500))
    await database.db.insert(leads).values({
      siteId,
      formId,
      formVersion: 2,
      data: { name: '=HYPERLINK("http://evil.example","Click")', email: 'x@example.com, "quoted"\nnext line \u202Efdp.exe' },
      email: 'x@example.com',
      idempotencyKey: 'export-fixture-tricky',
      createdAt: day(2),
    })
  })

  async function newExport(query: Record<string, string>, format: 'csv' | 'xlsx') {
    const [row] = await test().database.db.insert(leadExports).values({ siteId: test().siteId, formId, query, format }).returning()
    return row!
  }

  /** The ids the lead list shows for a query, in its order. */
  async function listed(query: Record<string, string>) {
    const filter = leadFilterSchema.parse(query)
    const rows = await test()
      .database.db.select({ id: leads.id })
      .from(leads)
      .where(leadFilterWhere(formId, filter))
      .orderBy(...leadOrder(filter))
    return rows.map((row) => String(row.id))
  }

  it.each([
    ['the default order', {}],
    [
      'mixed directions over nullable e-mails, in a date range',
      { sort: 'email,-created_at', 'filter[created_at_gteq]': '2026-10-02', 'filter[created_at_lteq]': '2026-10-03' },
    ],
    ['a search', { sort: '-email', search: 'Person 1' }],
    ['one direction over several keys', { sort: '-routed_to,-form_version,-created_at' }],
  ])('writes a CSV with the list’s leads in its order, page after page (%s)', async (_what, raw) => {
    const query = filterParams(leadFilterSchema.parse(raw))
    const row = await newExport(query, 'csv')
    const { job, reports } = fakeJob(row.id)
    const outcome = (await runLeadExport({ database: test().database, media }, job)) as { rows: number }

    const [done] = await test().database.db.select().from(leadExports).where(eq(leadExports.id, row.id))
    const expected = await listed(query)
    expect(outcome.rows).toBe(expected.length)
    expect(done).toMatchObject({
      status: 'completed',
      rows: expected.length,
      fileKey: `lead-exports/${test().siteId}/${row.id}.csv`,
      completedAt: expect.any(Date),
    })
    const file = await media.openFile(done!.fileKey!)
    const bytes = await streamText(file!.stream)
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])) // UTF-8 byte order mark, for Excel
    const [header, ...records] = parseCsv(bytes.toString('utf8').slice(1))
    expect(header).toEqual(['created_at', 'id', 'Full name', 'E-mail', 'Models', 'Consent', 'routed_to', 'additional_data'])
    expect(records.map((record) => record[1])).toEqual(expected)
    expect(reports.at(-1)).toEqual([1, `${expected.length.toLocaleString('en')} of ${expected.length.toLocaleString('en')} leads`])
    expect(reports).toHaveLength(Math.ceil(expected.length / EXPORT_PAGE_SIZE))
  })

  it('writes values as people read them, a formula as inert text and a bidirectional control as its code point', async () => {
    const row = await newExport({}, 'csv')
    await runLeadExport({ database: test().database, media }, fakeJob(row.id).job)
    const bytes = await streamText((await media.openFile(`lead-exports/${test().siteId}/${row.id}.csv`))!.stream)
    const records = parseCsv(bytes.toString('utf8').slice(1))
    const tricky = records.find((record) => record[2]?.includes('HYPERLINK'))!
    expect(tricky[2]).toBe(`'=HYPERLINK("http://evil.example","Click")`)
    // A right-to-left override is shown as its code point, so the cell reads as it was sent.
    expect(tricky[3]).toBe('x@example.com, "quoted"\nnext line [U+202E]fdp.exe')
    const first = records.find((record) => record[2] === 'Person 0')!
    // Where the lead was sent, as the leads list shows it.
    expect(first.slice(2)).toEqual(['Person 0', 'p0@example.com', 'E5', 'Yes', 'leeds@retailer.example', '{"menaTabs":"sales"}'])
    expect(records.find((record) => record[2] === 'Person 1')!.slice(5)).toEqual(['No', '', ''])
  })

  it('writes an XLSX with the same rows', async () => {
    const query = { sort: '-created_at' }
    const row = await newExport(query, 'xlsx')
    await runLeadExport({ database: test().database, media }, fakeJob(row.id).job)
    const bytes = await streamText((await media.openFile(`lead-exports/${test().siteId}/${row.id}.xlsx`))!.stream)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Leads')!
    const values = sheet.getSheetValues().slice(1) as unknown[][]
    expect(values[0]!.slice(1)).toEqual(['created_at', 'id', 'Full name', 'E-mail', 'Models', 'Consent', 'routed_to', 'additional_data'])
    expect(values.slice(1).map((cells) => String(cells[2]))).toEqual(await listed(query))
    // The id a number cell and created_at a date cell, so a spreadsheet sorts and sums them as such.
    const first = sheet.getRow(2)
    expect([first.getCell(1).type, first.getCell(2).type]).toEqual([ExcelJS.ValueType.Date, ExcelJS.ValueType.Number])
    const [lead] = await test()
      .database.db.select()
      .from(leads)
      .where(eq(leads.id, first.getCell(2).value as number))
    expect((first.getCell(1).value as Date).toISOString()).toBe(lead!.createdAt.toISOString())
    expect(sheet.getColumn(1).numFmt ?? first.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    // The other cells stay text.
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String)
    // XLSX keeps strings as strings: no apostrophe needed.
    expect(values.find((cells) => String(cells[3]).includes('HYPERLINK'))![3]).toBe('=HYPERLINK("http://evil.example","Click")')
  })

  it('marks the export failed when its last attempt fails, and only then', async () => {
    const broken: MediaStore = { ...media, putFile: async () => Promise.reject(new Error('disk full')) }
    const row = await newExport({}, 'csv')
    await expect(runLeadExport({ database: test().database, media: broken }, fakeJob(row.id, false).job)).rejects.toThrow('disk full')
    const status = async () => (await test().database.db.select().from(leadExports).where(eq(leadExports.id, row.id)))[0]!.status
    expect(await status()).toBe('running')
    await expect(runLeadExport({ database: test().database, media: broken }, fakeJob(row.id, true).job)).rejects.toThrow('disk full')
    expect(await status()).toBe('failed')
  })

  it('skips an export already completed (its job ran twice)', async () => {
    const row = await newExport({}, 'csv')
    await test().database.db.update(leadExports).set({ status: 'completed' }).where(eq(leadExports.id, row.id))
    expect(await runLeadExport({ database: test().database, media }, fakeJob(row.id).job)).toEqual({ skipped: 'completed' })
    expect(await runLeadExport({ database: test().database, media }, fakeJob(row.id + 1000).job)).toEqual({ skipped: 'gone' })
  })
})
