import { describe, expect, it } from 'vitest'
import type { StoredPhoto } from '~/db/schema/index.ts'
import { reorderedPhotos, vehicleListQuery } from './admin.server.ts'
import { importFraction, importNote } from './feed-uploads.server.ts'

const photo = (n: number): StoredPhoto => ({
  sequence: n,
  normal: `/media/v-${n}.jpg`,
  medium: `/media/v-${n}-m.jpg`,
  hd: `/media/v-${n}-hd.jpg`,
  quarter_hd: `/media/v-${n}-q.jpg`,
})

describe('a vehicle’s photos as the admin orders them', () => {
  it('keeps the sizes of the photos it has, renumbers, drops the removed ones', () => {
    const result = reorderedPhotos([photo(1), photo(2), photo(3)], [{ normal: '/media/v-3.jpg' }, { normal: '/media/v-1.jpg' }])
    expect(result).toEqual({
      ok: true,
      photos: [
        { ...photo(3), sequence: 1 },
        { ...photo(1), sequence: 2 },
      ],
    })
  })

  it.each([
    ['/media/api/v2/images/7/w/1280.jpg', true],
    ['/ar/media/api/v2/images/7/w/1280.jpg', true],
    ['https://elsewhere.example/x.jpg', false],
    ['/media/x.jpg?track=1', false],
    ['/ar/media/x/../y', false],
  ])('an added photo %s is allowed: %s (the media library only)', (url, ok) => {
    expect(reorderedPhotos([], [{ normal: url }]).ok).toBe(ok)
  })

  it('a library photo takes every size from its URL unless given; a photo twice is refused', () => {
    expect(reorderedPhotos([], [{ normal: '/media/a.jpg', quarter_hd: '/media/a-q.jpg' }])).toEqual({
      ok: true,
      photos: [{ sequence: 1, normal: '/media/a.jpg', medium: '/media/a.jpg', hd: '/media/a.jpg', quarter_hd: '/media/a-q.jpg' }],
    })
    expect(reorderedPhotos([photo(1)], [{ normal: '/media/v-1.jpg' }, { normal: '/media/v-1.jpg' }])).toMatchObject({ ok: false, index: 1 })
  })
})

describe('import progress (ADR 065): one pass checks and writes, measured by the bytes read', () => {
  it.each([
    [{ rows: 0, bytes: 0 }, 1000, 0],
    [{ rows: 10, bytes: 250 }, 1000, 0.25],
    [{ rows: 40, bytes: 1000 }, 1000, 1],
    [{ rows: 40, bytes: 1200 }, 1000, 1],
    [{ rows: 0, bytes: 0 }, 0, 0],
  ] as const)('%o of %i bytes → %f', (progress, size, fraction) => {
    expect(importFraction(progress, size)).toBeCloseTo(fraction)
  })

  it('says what it does', () => {
    expect(importNote({ rows: 12000, bytes: 5 })).toBe('Importing: 12,000 rows')
  })
})

describe('the vehicle table’s list filter is a list id as written, nothing Number() also reads', () => {
  it.each([
    ['16', 16],
    ['0x10', null],
    ['1e1', null],
    [' 16 ', null],
    ['Infinity', null],
    ['0', null],
  ] as const)('?listing=%s → %s', (listing, id) => {
    const parsed = vehicleListQuery.safeParse({ listing })
    expect(parsed.success ? parsed.data.listing : null).toBe(id)
  })
})
