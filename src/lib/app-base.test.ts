import { describe, expect, it } from 'vitest'
import { appUrl } from './app-base.ts'

describe('appUrl (issue 11 §7): app paths of a market under a base path', () => {
  it.each([
    ['/api/admin/settings', '/', '/api/admin/settings'],
    ['/api/admin/settings', '', '/api/admin/settings'],
    ['/api/admin/settings', '/ar', '/ar/api/admin/settings'],
    ['/media/api/v2/images?page=1', '/ar/', '/ar/media/api/v2/images?page=1'],
    ['/ar/api/admin/settings', '/ar', '/ar/api/admin/settings'],
    ['/arabic/api', '/ar', '/ar/arabic/api'],
    ['https://cdn.example/x.jpg', '/ar', 'https://cdn.example/x.jpg'],
    ['//cdn.example/x.jpg', '/ar', '//cdn.example/x.jpg'],
  ])('%s under %j → %s', (url, basename, expected) => expect(appUrl(url, basename)).toBe(expected))
})
