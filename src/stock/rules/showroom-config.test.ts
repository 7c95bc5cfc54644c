import { describe, expect, it } from 'vitest'
import {
  groupModalContent,
  showroomConfigEntrySchema,
  showroomConfigFor,
  usableItems,
  type FinanceItem,
  type StoredConfigEntry,
} from './showroom-config.ts'

const html = (text: string, position?: 'title' | 'title_bottom' | 'content'): FinanceItem => ({
  type: 'html',
  html: text,
  ...(position ? { position } : {}),
})

describe('spec 3 §3 Showroom config: lookup per vehicle state', () => {
  const entries: StoredConfigEntry[] = [
    { config_type: 'cash', state: null, data: 'cash-any' },
    { config_type: 'lease', state: null, data: 'lease-any' },
    { config_type: 'cash', state: 'new', data: 'cash-new' },
    { config_type: 'subscription', state: 'used', data: 'subscription-used' },
    { config_type: 'mystery', state: 'approved', data: 'x' },
  ]
  it.each<[string | null, Record<string, unknown>]>([
    ['new', { cash: 'cash-new' }],
    ['used', { subscription: 'subscription-used' }],
    ['approved', { cash: 'cash-any', lease: 'lease-any' }],
    ['demo', { cash: 'cash-any', lease: 'lease-any' }],
    [null, { cash: 'cash-any', lease: 'lease-any' }],
  ])('state %j → %j', (state, config) => {
    expect(showroomConfigFor(entries, state)).toEqual(config)
  })
  it('is empty without entries', () => {
    expect(showroomConfigFor([], 'new')).toEqual({})
  })
})

describe('spec 3 §5 Finance content items', () => {
  it.each<[string, unknown, boolean]>([
    ['html with html', { type: 'html', html: '<p>Hi</p>' }, true],
    ['html, empty', { type: 'html', html: '  ' }, false],
    ['html, missing', { type: 'html' }, false],
    ['calculator with fields and groups', { type: 'calculator', config: { fields: [], groups: [{ id: 1 }], extra: 1 } }, true],
    ['calculator without groups', { type: 'calculator', config: { fields: [] } }, false],
    ['calculator without config', { type: 'calculator' }, false],
    ['finance options table', { type: 'finance_options_table', finance_options: ['cash'], entries: [{ label: 'APR' }] }, true],
    ['finance options table, an entry without label', { type: 'finance_options_table', finance_options: [], entries: [{}] }, false],
    ['form with form_id', { type: 'form', form: { fields: { form_id: 'test-drive' } } }, true],
    ['form with a numeric form_id', { type: 'form', form: { fields: { form_id: 12 } } }, true],
    ['form without form_id', { type: 'form', form: { fields: {} } }, false],
    ['unknown type', { type: 'video', url: 'x' }, false],
    ['not an object', 'html', false],
  ])('%s → shown %s', (_, item, shown) => {
    expect(usableItems([item])).toHaveLength(shown ? 1 : 0)
  })
  it('keeps the order and drops what is not a list', () => {
    expect(usableItems([html('a'), { type: 'html' }, html('b')])).toEqual([html('a'), html('b')])
    expect(usableItems(null)).toEqual([])
  })

  it('groups modal content into title, title_bottom and other content', () => {
    const items = [html('t', 'title'), html('c1'), html('b', 'title_bottom'), html('c2', 'content'), html('t2', 'title')]
    expect(groupModalContent(items)).toEqual({
      title: [html('t', 'title'), html('t2', 'title')],
      title_bottom: [html('b', 'title_bottom')],
      content: [html('c1'), html('c2', 'content')],
    })
  })
})

describe('spec 3 §3: the schema the admin checks entries against', () => {
  it.each<[string, unknown, string | null]>([
    ['a cash entry', { config_type: 'cash', data: { accordion_content: [{ type: 'html', html: 'x' }] } }, null],
    ['state defaults to null', { config_type: 'lease', data: {} }, null],
    ['additional takes any object', { config_type: 'additional', state: 'used', data: { anything: [1] } }, null],
    ['an unknown type', { config_type: 'rent', data: {} }, 'config_type'],
    ['an unknown state', { config_type: 'cash', state: 'demo', data: {} }, 'state'],
    ['a bad item', { config_type: 'cash', data: { modal_content: [{ type: 'html', html: '' }] } }, 'data.modal_content.0.html'],
    [
      'a bad position',
      { config_type: 'cash', data: { modal_content: [{ type: 'html', html: 'x', position: 'top' }] } },
      'data.modal_content.0.position',
    ],
  ])('%s → error at %j', (_, entry, path) => {
    const result = showroomConfigEntrySchema.safeParse(entry)
    expect(result.success ? null : result.error.issues[0]!.path.join('.')).toBe(path)
  })
  it('fills state with null', () => {
    expect(showroomConfigEntrySchema.parse({ config_type: 'lease', data: {} })).toEqual({ config_type: 'lease', state: null, data: {} })
  })
})
