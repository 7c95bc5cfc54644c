import { describe, expect, it } from 'vitest'
import type { StoredPhoto } from '~/db/schema/index.ts'
import { reorderedPhotos } from './admin.server.ts'
import { importFraction, importNote } from './feed-uploads.server.ts'

const photo = (n: number): StoredPhoto => ({
  sequence: n,
  normal: `/media/v-${n}.jpg`,
  medium: `/media/v-${n}-m.jpg`,
  hd: `/media/v-${n}-hd.jpg`,
  quarter_hd: `/media/v-${n}-q.jpg`,
})

describe('a vehicle’s photos as the admin orders them (issue 14 §2)', () => {
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

describe('import progress (issue 14 §2): checking is the first half by bytes, writing the second by rows', () => {
  it.each([
    [{ phase: 'checking', rows: 0, total: null }, 0, 1000, 0],
    [{ phase: 'checking', rows: 500, total: null }, 500, 1000, 0.25],
    [{ phase: 'checking', rows: 1000, total: 1000 }, 1000, 1000, 0.5],
    [{ phase: 'writing', rows: 250, total: 1000 }, 1000, 1000, 0.625],
    [{ phase: 'writing', rows: 1000, total: 1000 }, 1000, 1000, 1],
    [{ phase: 'checking', rows: 0, total: null }, 0, 0, 0],
  ] as const)('%o after %i of %i bytes → %f', (progress, read, size, fraction) => {
    expect(importFraction(progress, read, size)).toBeCloseTo(fraction)
  })

  it('says what it does', () => {
    expect(importNote({ phase: 'checking', rows: 12000, total: null })).toBe('Checking: 12,000 rows')
    expect(importNote({ phase: 'writing', rows: 1000, total: 2500 })).toBe('Writing: 1,000 of 2,500 vehicles')
  })
})
