import { describe, expect, it } from 'vitest'
import { appUrl, documentBasename } from './app-base.ts'

describe('appUrl: app paths of a market under a base path', () => {
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

describe("documentBasename: the market's base path as the browser's document knows it", () => {
  const html = (marketBase?: string) => ({ documentElement: { dataset: marketBase ? { marketBase } : {} } }) as unknown as Document
  it.each([
    ['the server', undefined, ''],
    ["the router's basename (editor, admin under /ar)", { __reactRouterContext: { basename: '/ar' }, document: html() }, '/ar'],
    [
      'a public page of the market under /ar (no basename): <html data-market-base>',
      { __reactRouterContext: { basename: '' }, document: html('/ar') },
      '/ar',
    ],
    ['a public page of the root market', { __reactRouterContext: { basename: '' }, document: html() }, ''],
  ])('%s', (_, win, expected) => expect(documentBasename(win)).toBe(expected))
})
