import { describe, expect, it } from 'vitest'
import { previewedPath } from './preview.server.ts'

describe('previewedPath (spec 1 §2 /disabled-preview*)', () => {
  it.each([
    ['/disabled-preview', '/'],
    ['/disabled-preview/', '/'],
    ['/disabled-preview/offers/spring', '/offers/spring'],
    ['/disabled-previewx', null],
    ['/offers', null],
  ])('%s → %s', (sitePath, path) => {
    expect(previewedPath(sitePath)).toBe(path)
  })
})
