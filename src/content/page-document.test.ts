import { describe, expect, it } from 'vitest'
import { emptyPageDocument, parsePageDocument } from './page-document.ts'
import { isWebAddress } from './page-schema.ts'

describe('page document (ADR 021)', () => {
  it('accepts a valid document and fills the defaults', () => {
    const result = parsePageDocument({ title: 'About', blocks: [{ template: 'quote', fields: {} }] }, '/about')
    expect(result.ok).toBe(true)
    if (result.ok)
      expect(result.document).toMatchObject({
        title: 'About',
        enabled: true,
        page_type: 'page',
        blocks: [{ template: 'quote', groups: [] }],
      })
  })

  it.each([
    ['a path inside the document', { path: '/x' }, '/', 'unknown key(s) path'],
    ['an unknown template', { blocks: [{ template: 'nope' }] }, '/blocks/0/template', 'unknown template "nope" (block 1 on /p)'],
    [
      'an unknown field',
      { blocks: [{ template: 'quote', fields: { bogus: 1 } }] },
      '/blocks/0/fields',
      'unknown field (block 1 on /p, template "quote", field "bogus")',
    ],
    [
      'a wrong value type',
      { blocks: [{ template: 'quote', fields: { block_scroll_id: 5 } }] },
      '/blocks/0/fields/block_scroll_id',
      'field "block_scroll_id"',
    ],
    ['a wrong page value', { http_code: 200 }, '/http_code', 'Too small'],
  ])('rejects %s with a pointer and a message naming it', (_what, input, pointer, message) => {
    const result = parsePageDocument(input, '/p')
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems[0]!.pointer).toBe(pointer)
      expect(result.problems[0]!.message).toContain(message)
    }
  })

  it('starts new pages empty, with their title', () => {
    expect(emptyPageDocument('New')).toMatchObject({ title: 'New', blocks: [], enabled: true })
  })
})

describe('a page tag address (canonical URL, outside share image)', () => {
  it.each([
    ['https://brand.example/aurora', true],
    ['http://brand.example/a?b=1#c', true],
    ['/models/aurora', true],
    ['share.png', true],
    ['not a url <x>', false],
    ['https://brand.example/a b', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example/a', false],
    ['//evil.example/a', false],
    ['https://', false],
  ])('%j → %s', (value, ok) => {
    expect(isWebAddress(value)).toBe(ok)
    const parsed = parsePageDocument({ canonical_url: value }, '/a')
    expect(parsed.ok).toBe(ok)
    if (!parsed.ok) expect(parsed.problems).toMatchObject([{ pointer: '/canonical_url', message: expect.stringContaining('https://') }])
  })
})
