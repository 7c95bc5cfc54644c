import { describe, expect, it } from 'vitest'
import { csvLayout, csvRecordToObject, feedVehicleSchema, parseFeedRow } from './feed.ts'
import { feedColumns, sampleFeedCsv } from './feed-columns.ts'

/** ADR 140: the back office's column list and sample feed come from the import's own schema. */
describe('feed columns', () => {
  const columns = feedColumns()
  const names = columns.map((column) => column.name)

  it('names every field of a vehicle once, nested ones dotted', () => {
    expect(new Set(names).size).toBe(names.length)
    for (const key of Object.keys(feedVehicleSchema.shape))
      expect(names.some((name) => name === key || name.startsWith(`${key}.`))).toBe(true)
    expect(names).toEqual(
      expect.arrayContaining(['price_metadata.NSW', 'financing_options.cash', 'avl_field.registration_date', 'photos.hd']),
    )
  })

  it('marks as required exactly what a row must give (spec 3 §3)', () => {
    expect(columns.filter((column) => column.required).map((column) => column.name)).toEqual([
      'vin',
      'state',
      'status',
      'nameplate_brand_name',
      'nameplate_name',
    ])
  })

  it('every column of the list but the patterns is one the import reads', () => {
    expect(csvLayout(names.filter((name) => !name.includes('{'))).issues).toEqual([])
    expect(columns.filter((column) => column.pattern).map((column) => column.name)).toEqual(['owner_metadata.{brand}'])
  })

  it('the sample CSV is a feed the import takes: its header has every column, its row parses', () => {
    const [header, row, end] = sampleFeedCsv().split('\r\n')
    expect(end).toBe('')
    const cells = header!.split(',')
    expect(cells).toEqual(names.filter((name) => !name.includes('{')))
    const layout = csvLayout(cells)
    expect(layout.issues).toEqual([])
    const parsed = parseFeedRow(csvRecordToObject(layout, row!.split(',')), 1, 'csv')
    expect(parsed).toMatchObject({ ok: true, vehicle: { vin: 'SAMPLE0VIN0000001', state: 'used', status: 'stock' } })
  })

  it('the sample’s photos show the URL form on the example domain, not paths of the site that answer 404', () => {
    const [header, row] = sampleFeedCsv().split('\r\n')
    const layout = csvLayout(header!.split(','))
    const parsed = parseFeedRow(csvRecordToObject(layout, row!.split(',')), 1, 'csv')
    const photos = parsed.ok ? (parsed.vehicle.photos ?? []) : []
    expect(photos.length).toBeGreaterThan(1)
    for (const photo of photos) expect(new URL(photo.normal!).host).toBe('images.example.com')
  })
})
