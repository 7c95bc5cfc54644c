import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockRegistry } from '~/blocks/registry.ts'
import { bundleSchema } from '~/bundle/bundle.ts'
import { DEFAULT_PAGE_PROPERTIES, fromPuckData, GROUPS_PROP, toPuckData, type PageDocument, type PuckPageData } from './puck-data.ts'

const page = (blocks: PageDocument['blocks'], properties: Partial<PageDocument> = {}): PageDocument => ({
  ...DEFAULT_PAGE_PROPERTIES,
  ...properties,
  blocks,
})
const fixed = () => 'r4nd0m'

describe('toPuckData (editor contract: Puck mapping)', () => {
  it.each([
    {
      name: 'an empty page',
      document: page([], { title: 'About' }),
      data: { root: { props: { ...DEFAULT_PAGE_PROPERTIES, title: 'About' } }, content: [] },
    },
    {
      name: 'blocks become items of their template, fields as props, groups under `groups`',
      document: page([
        { template: 'quote', fields: { quote: '<p>Calm</p>' }, groups: [] },
        { template: 'accordion', fields: {}, groups: [{ heading: 'One' }, { heading: 'Two' }] },
      ]),
      data: {
        root: { props: DEFAULT_PAGE_PROPERTIES },
        content: [
          { type: 'quote', props: { id: 'block-0-r4nd0m', quote: '<p>Calm</p>', groups: [] } },
          { type: 'accordion', props: { id: 'block-1-r4nd0m', groups: [{ heading: 'One' }, { heading: 'Two' }] } },
        ],
      },
    },
    {
      name: 'page properties with redirect fields',
      document: page([], { type: 'url_redirection', to: '/new', http_code: 302, link_new_window: true }),
      data: {
        root: { props: { ...DEFAULT_PAGE_PROPERTIES, type: 'url_redirection', to: '/new', http_code: 302, link_new_window: true } },
        content: [],
      },
    },
  ])('$name', ({ document, data }) => {
    expect(toPuckData(document, fixed)).toEqual(data)
  })

  it('gives every block its own id', () => {
    const data = toPuckData(
      page([
        { template: 'quote', fields: {}, groups: [] },
        { template: 'quote', fields: {}, groups: [] },
      ]),
    )
    const [a, b] = data.content.map((item) => item.props.id as string)
    expect(a).toMatch(/^block-0-\w+$/)
    expect(b).toMatch(/^block-1-\w+$/)
  })
})

describe('fromPuckData', () => {
  it.each<{ name: string; data: PuckPageData; document: PageDocument }>([
    {
      name: 'drops item ids, keeps fields and groups',
      data: {
        root: { props: { ...DEFAULT_PAGE_PROPERTIES, title: 'Home' } },
        content: [{ type: 'quote', props: { id: 'block-0-x', quote: 'Q', groups: [{ a: 1 }] } }],
      },
      document: page([{ template: 'quote', fields: { quote: 'Q' }, groups: [{ a: 1 }] }], { title: 'Home' }),
    },
    {
      name: 'a block Puck created without groups gets none; undefined props are left out',
      data: { root: { props: {} }, content: [{ type: 'quote', props: { id: 'x', quote: undefined, author: 'A' } }] },
      document: page([{ template: 'quote', fields: { author: 'A' }, groups: [] }]),
    },
    {
      name: 'missing page properties take their defaults; unknown root props are left out',
      data: { root: { props: { title: 'T', children: 'x', stray: 1 } }, content: [] },
      document: page([], { title: 'T' }),
    },
  ])('$name', ({ data, document }) => {
    expect(fromPuckData(data)).toEqual(document)
  })
})

describe('round trip', () => {
  const bundle = bundleSchema.parse(JSON.parse(readFileSync(new URL('../../demo/bundle.json', import.meta.url), 'utf8')))

  it.each(bundle.pages!.map(({ path, ...document }) => [path, document] as const))('keeps the demo page %s as it is', (_path, document) => {
    expect(fromPuckData(toPuckData(document))).toEqual(document)
  })

  it('`groups` is free: no template has a field with that symbol', () => {
    const clashes = Object.values(blockRegistry).filter(
      (t) => t.fields.some((f) => f.symbol === GROUPS_PROP) || t.fields.some((f) => f.symbol === 'id'),
    )
    expect(clashes.map((t) => t.key)).toEqual([])
  })
})
