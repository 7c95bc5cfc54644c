import { describe, expect, it } from 'vitest'
import { defaultFooterColumns, footerItemLinkProps } from './footer.ts'
import { normalizeFooterColumns } from './normalize.ts'

const normalize = (raw: unknown) => {
  const warnings: string[] = []
  return { columns: normalizeFooterColumns(raw, (m) => warnings.push(m)), warnings }
}
const items = (rawItems: unknown[]) =>
  normalize([{ type: 'links', rows: [{ heading: 'H', items: rawItems }] }]).columns[0]?.rows[0]?.items ?? []

describe('footer rules (spec 1 §5 Footer)', () => {
  it.each([
    ['a link with a label is kept', { label: 'Offers', url: '/offers' }, { label: 'Offers', type: 'link', target: '_self' }],
    ['a link without a label is dropped', { url: '/offers' }, null],
    ['a social item without a label is dropped', { type: 'social', url: 'https://x' }, null],
    ['an image item needs an image src', { type: 'image', image: { alt: 'x' } }, null],
    [
      'an image item gets 200x80 by default',
      { type: 'image', image: { src: '/a.png' } },
      { type: 'image', image: { src: '/a.png', alt: null, width: 200, height: 80 } },
    ],
    [
      'an image item keeps its size',
      { type: 'image', image: { src: '/a.png', width: 120, height: 40 } },
      { image: { src: '/a.png', alt: null, width: 120, height: 40 } },
    ],
    ['a wrapper needs no label', { type: 'wrapper' }, { type: 'wrapper', label: null }],
    ['an unknown type falls back to link', { type: 'banner', label: 'X' }, { type: 'link' }],
    ['an unknown target falls back to _self', { label: 'X', target: '_top' }, { target: '_self' }],
    ['_blank is kept', { label: 'X', target: '_blank' }, { target: '_blank' }],
    ['an unknown tag falls back to div', { type: 'wrapper', tag: 'section' }, { tag: 'div' }],
    ['span is kept', { type: 'wrapper', tag: 'span' }, { tag: 'span' }],
    ['a label that is not a string is dropped', { label: 42 }, null],
    ['a null item is dropped', null, null],
    ['a number item is dropped', 7, null],
    ['an item without url is kept as a no-op', { label: 'X' }, { url: null }],
    ['a javascript: url becomes the no-op', { label: 'X', url: 'javascript:alert(1)' }, { label: 'X', url: null }],
    ['a url with a newline in its scheme becomes the no-op', { label: 'X', url: 'java\nscript:alert(1)' }, { url: null }],
    ['a data: url becomes the no-op', { label: 'X', url: 'data:text/html,x' }, { url: null }],
    ['http(s), mailto, tel, paths and anchors are kept', { label: 'X', url: ' mailto:a@b.example ' }, { url: 'mailto:a@b.example' }],
    ['a relative path is kept', { label: 'X', url: 'offers?a=1#b' }, { url: 'offers?a=1#b' }],
    [
      'rel, id, class, icon and aria label are kept',
      { label: 'X', rel: 'me', id: 'i', class: 'c', icon: 'fb', aria: { label: 'A' } },
      { rel: 'me', id: 'i', class: 'c', icon: 'fb', aria: { label: 'A' } },
    ],
    [
      'a dynamic-content strategy is kept',
      { label: 'X', dc_strategy: { key: 'url_brands', value: 'Discovery' } },
      { dc_strategy: { key: 'url_brands', value: 'Discovery' } },
    ],
    ['a strategy without key is ignored', { label: 'X', dc_strategy: { value: 'Discovery' } }, { dc_strategy: null }],
    [
      'a bad image size falls back',
      { type: 'image', image: { src: '/a.png', width: 'wide', height: -1 } },
      { image: { src: '/a.png', alt: null, width: 200, height: 80 } },
    ],
  ])('%s', (_rule, raw, expected) => {
    const result = items([raw])
    if (expected === null) expect(result).toEqual([])
    else expect(result[0]).toMatchObject(expected)
  })

  it.each([
    ['a row with items is kept', { heading: 'A', items: [{ label: 'x' }] }, true],
    ['a row with only a heading link is kept', { heading: 'A', heading_link: { url: '/a' } }, true],
    ['a row with neither is dropped', { heading: 'A', items: [] }, false],
    ['a row whose items are all dropped is dropped', { heading: 'A', items: [{ url: '/no-label' }] }, false],
    ['a row whose only heading link is unsafe is dropped', { heading: 'A', heading_link: { url: 'javascript:x' } }, false],
    ['a row that is not an object is dropped', 'row', false],
  ])('%s', (_rule, rawRow, kept) => {
    expect(normalize([{ type: 'links', rows: [rawRow] }]).columns.length).toBe(kept ? 1 : 0)
  })

  it.each([
    ['a string', 'nope'],
    ['an object', { rows: [] }],
    ['null', null],
    ['a number', 5],
    ['undefined', undefined],
  ])('logs and shows no columns for %s', (_what, raw) => {
    expect(normalize(raw)).toEqual({ columns: [], warnings: ['Invalid Object in footer.columns'] })
  })

  it('keeps social columns, makes anything else a links column, limits heading tags', () => {
    const { columns } = normalize([
      {
        type: 'social',
        rows: [{ items: [{ type: 'social', label: 'Instagram', icon: 'instagram', url: 'https://i', target: '_blank' }] }],
      },
      { type: 'weird', rows: [{ heading: 'X', heading_html_tag: 'script', heading_link: { url: '/x', target: 'x' } }] },
    ])
    expect(columns.map((c) => c.type)).toEqual(['social', 'links'])
    expect(columns[1]!.rows[0]).toMatchObject({ heading_html_tag: 'h3', heading_link: { url: '/x', target: '_self' } })
  })

  it.each([
    ['null', [null]],
    ['numbers', [1, 2]],
    ['columns without rows', [{ type: 'links' }, { type: 'links', rows: 'x' }]],
    ['rows of nulls', [{ type: 'links', rows: [null, { items: [null, 3] }] }]],
  ])('never throws, and shows no columns, for a list of %s', (_what, raw) => {
    expect(normalize(raw)).toEqual({ columns: [], warnings: [] })
  })

  it.each([
    [{ url: null, target: '_self' as const }, {}],
    [
      { url: '/a', target: '_self' as const, rel: 'nofollow' },
      { href: '/a', rel: 'nofollow' },
    ],
    [{ url: '/a', target: '_self' as const }, { href: '/a' }],
    [
      { url: 'https://x', target: '_blank' as const },
      { href: 'https://x', target: '_blank', rel: 'noopener noreferrer' },
    ],
    [
      { url: 'https://x', target: '_blank' as const, rel: 'me' },
      { href: 'https://x', target: '_blank', rel: 'me noopener noreferrer' },
    ],
  ])('footerItemLinkProps(%o) = %o', (item, expected) => {
    expect(footerItemLinkProps(item)).toEqual(expected)
  })

  it('the default footer is valid footer data: normalising it changes nothing', () => {
    expect(normalize(defaultFooterColumns())).toEqual({ columns: defaultFooterColumns(), warnings: [] })
  })

  it('the default footer links to the pages spec 1 §2 lists', () => {
    const urls = defaultFooterColumns().flatMap((c) => c.rows.flatMap((r) => r.items.map((i) => i.url)))
    expect(urls).toEqual(
      expect.arrayContaining([
        '/models',
        '/offers',
        '/brochure',
        '/compare',
        '/build',
        '/test-drive',
        '/service-booking',
        '/owners',
        '/warranty',
        '/contact',
        '/retailer-locator',
        '/terms',
        '/privacy',
        '/cookie-policy',
      ]),
    )
  })
})
