import { describe, expect, it } from 'vitest'
import { htmlMetaheadProblem, planMetaheads, selectMetaheads, type MetaheadPlan } from './metaheads.ts'
import type { Metahead } from './page.ts'

let nextId = 1
const mh = (fields: Partial<Metahead>): Metahead => ({
  id: nextId++,
  rdx_core_page_id: null,
  language: 'javascript',
  content: 'x()',
  styles: null,
  in_body: false,
  reload_on_each_page: false,
  sequence: 0,
  ...fields,
})

describe('selectMetaheads (spec 1 §3 Metahead, §9)', () => {
  const all = [
    mh({ id: 10, sequence: 2 }),
    mh({ id: 11, rdx_core_page_id: 5, sequence: 1 }),
    mh({ id: 12, rdx_core_page_id: 6 }),
    mh({ id: 9, sequence: 2 }),
    mh({ id: 13, sequence: -1 }),
  ]
  it.each<[number | null, number[]]>([
    [5, [13, 11, 9, 10]],
    [6, [13, 12, 9, 10]],
    [null, [13, 9, 10]],
    [99, [13, 9, 10]],
  ])('page %s → %j', (pageId, ids) => {
    expect(selectMetaheads(all, pageId).map((m) => m.id)).toEqual(ids)
  })
})

describe('planMetaheads (spec 1 §9 metahead rendering)', () => {
  it.each<[string, Partial<Metahead>, MetaheadPlan]>([
    [
      'global javascript runs once per visit',
      { id: 1, content: 'track()' },
      { head: [{ tag: 'script', key: 'metahead-1-0', text: 'track()', once: 'global' }], body: [] },
    ],
    [
      'reload_on_each_page javascript runs on every page',
      { id: 1, content: 'track()', reload_on_each_page: true },
      { head: [{ tag: 'script', key: 'metahead-1-0', text: 'track()', once: 'page' }], body: [] },
    ],
    [
      'in_body javascript goes to the body',
      { id: 1, content: 'track()', in_body: true },
      { head: [], body: [{ tag: 'script', key: 'metahead-1-0', text: 'track()', once: 'global' }] },
    ],
    [
      'a closing script tag inside javascript cannot end the element',
      { id: 1, content: 'a="</SCRIPT>"' },
      { head: [{ tag: 'script', key: 'metahead-1-0', text: 'a="<\\/SCRIPT>"', once: 'global' }], body: [] },
    ],
    [
      'js-src is an external script',
      { id: 2, language: 'js-src', content: ' https://cdn.example/a.js ' },
      { head: [{ tag: 'script', key: 'metahead-2-0', attrs: { src: 'https://cdn.example/a.js' }, once: 'global' }], body: [] },
    ],
    [
      'css is a style',
      { id: 3, language: 'css', content: 'body{color:red}' },
      { head: [{ tag: 'style', key: 'metahead-3-0', text: 'body{color:red}' }], body: [] },
    ],
    [
      'scss is the CSS it was compiled to',
      { id: 3, language: 'scss', content: '.a{.b{c:d}}', styles: '.a .b{c:d}' },
      { head: [{ tag: 'style', key: 'metahead-3-0', text: '.a .b{c:d}' }], body: [] },
    ],
    [
      'sass is the CSS it was compiled to, its closing tag escaped',
      { id: 3, language: 'sass', content: 'a\n  b: "</style>"', styles: 'a{b:"</style>"}' },
      { head: [{ tag: 'style', key: 'metahead-3-0', text: 'a{b:"<\\/style>"}' }], body: [] },
    ],
    [
      'sass saved before it was compiled is served as written',
      { id: 3, language: 'sass', content: 'a{b:c}</style><script>' },
      { head: [{ tag: 'style', key: 'metahead-3-0', text: 'a{b:c}<\\/style><script>' }], body: [] },
    ],
    [
      'html in_body is a raw div',
      { id: 4, language: 'html', in_body: true, content: '<p onclick="x()">Hi</p><script>y()</script>' },
      { head: [], body: [{ tag: 'div', key: 'metahead-4-0', html: '<p onclick="x()">Hi</p><script>y()</script>' }] },
    ],
    ['empty content is skipped', { id: 5, content: '   ' }, { head: [], body: [] }],
  ])('%s', (_name, fields, expected) => {
    expect(planMetaheads([mh(fields)], null)).toEqual(expected)
  })

  it('html keeps only meta, link and ld+json scripts for the head, with their attributes', () => {
    const html = [
      '<meta name="generator" content="Forecourt">',
      '<title>ignored</title><p>ignored</p><script>alert(1)</script>',
      '<div><LINK REL="preconnect" href="https://cdn.example" crossorigin></div>',
      '<script type=" Application/LD+JSON ">{"@type":"Organization","name":"A & B"}</script>',
      '<meta property="og:site_name" content="Demo">',
    ].join('\n')
    expect(planMetaheads([mh({ id: 8, language: 'html', content: html })], 1)).toEqual({
      head: [
        { tag: 'meta', key: 'metahead-8-0', attrs: { name: 'generator', content: 'Forecourt' } },
        { tag: 'link', key: 'metahead-8-1', attrs: { rel: 'preconnect', href: 'https://cdn.example', crossorigin: '' } },
        { tag: 'script', key: 'metahead-8-2', attrs: { type: 'application/ld+json' }, text: '{"@type":"Organization","name":"A & B"}' },
        { tag: 'meta', key: 'metahead-8-3', attrs: { property: 'og:site_name', content: 'Demo' } },
      ],
      body: [],
    })
  })

  it('html without any head tag contributes nothing', () => {
    expect(planMetaheads([mh({ language: 'html', content: '<p>hello</p>' })], null)).toEqual({ head: [], body: [] })
  })

  it('orders by sequence across languages and leaves other pages out', () => {
    const plan = planMetaheads(
      [
        mh({ id: 1, language: 'css', content: 'a{}', sequence: 3 }),
        mh({ id: 2, language: 'js-src', content: '/a.js', sequence: 1, rdx_core_page_id: 7 }),
        mh({ id: 3, language: 'html', content: '<meta name="x" content="y">', sequence: 2 }),
        mh({ id: 4, language: 'javascript', content: 'z()', rdx_core_page_id: 8 }),
      ],
      7,
    )
    expect(plan.head.map((tag) => tag.key)).toEqual(['metahead-2-0', 'metahead-3-0', 'metahead-1-0'])
    expect(plan.body).toEqual([])
  })

  it('the plan is plain JSON (it travels in loader data)', () => {
    const plan = planMetaheads([mh({ language: 'html', content: '<meta name="a" content="b">' }), mh({})], null)
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan)
  })
})

describe('htmlMetaheadProblem (say what would be dropped, spec 1 §9)', () => {
  it.each([
    ['head tags only', '<meta name="a" content="b">\n<link rel="icon" href="/i.png">', false, null],
    ['an ld+json script', '<script type="application/ld+json">{}</script>', false, null],
    ['kept tags inside a wrapper', '<head><meta name="a"></head>', false, null],
    ['blank content', '  ', false, null],
    ['any HTML in the body', '<p>Hi</p><script type="application/ld+json">{}</script>', true, null],
  ])('accepts %s', (_what, html, inBody, expected) => {
    expect(htmlMetaheadProblem(html, inBody)).toBe(expected)
  })

  it('names every kind of thing the head would drop, scripts with where they belong', () => {
    expect(htmlMetaheadProblem('<meta name="a"><script>x()</script><p>Hi</p> loose', false)).toBe(
      'in the head an HTML metahead keeps only meta, link and ld+json script tags; <script>, <p>, text would be dropped. ' +
        'Put scripts in a JavaScript metahead and other HTML in the body.',
    )
    expect(htmlMetaheadProblem('<title>T</title>', false)).toBe(
      'in the head an HTML metahead keeps only meta, link and ld+json script tags; <title> would be dropped. Put other HTML in the body.',
    )
  })

  it('refuses a script in the body: the Content-Security-Policy would not run it (ADR 042)', () => {
    expect(htmlMetaheadProblem('<div><script src="/a.js"></script></div>', true)).toMatch(/^a <script> in an HTML metahead does not run/)
  })
})
