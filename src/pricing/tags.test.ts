import { describe, expect, it } from 'vitest'
import { field, FIELD_TYPES } from '~/blocks/fields.ts'
import { DEFAULT_PRICE_FORMAT, type PriceFormat } from './price.ts'
import {
  createDisclaimers,
  disclaimerMarker,
  findTags,
  replaceTags,
  replaceTagsInBlock,
  replaceTagsInFields,
  tagModelKeys,
  type SpecEntry,
  type SpecLookup,
} from './tags.ts'

/** The demo market's specs: model key → spec key → entry. */
const SPECS: Record<string, Record<string, SpecEntry>> = {
  'e7-24my': {
    price: { value: 46995, disclaimer: 'On the road price including VAT.' },
    lease_price: { value: '399', disclaimer: '48 months, 8,000 miles a year, £3,990 deposit.' },
    range: { value: '402 miles', disclaimer: 'WLTP combined.' },
    power: { value: 300 },
    tagline: { value: 'Quiet <b>&</b> quick' },
  },
  'e5-24my': { price: { value: '32500', disclaimer: 'On the road price including VAT.' }, lease_price: { value: 0 } },
  'gt-24my': { price: { value: 'POA' }, lease_price: { value: -1 } },
}
const lookup: SpecLookup = (model, spec) => SPECS[model]?.[spec]
const uk: PriceFormat = { ...DEFAULT_PRICE_FORMAT, symbol: '£', value: '^%' }

describe('ADR 011 tag syntax', () => {
  it.each([
    ['{{price:e7-24my}}', [{ model: 'e7-24my', type: 'price', isPrice: true }]],
    ['{{price:e7-24my.lease_full_string}}', [{ model: 'e7-24my', type: 'lease_full_string', isPrice: true }]],
    ['{{spec:e7-24my.full_string}}', [{ model: 'e7-24my', type: 'full_string', isPrice: true }]],
    ['{{spec:e7-24my.range}}', [{ model: 'e7-24my', type: 'range', isPrice: false }]],
    ['{{ spec : ridge_my25.top_speed }}', [{ model: 'ridge_my25', type: 'top_speed', isPrice: false }]],
    [
      'a {{price:a}} b {{spec:b.c}}',
      [
        { model: 'a', type: 'price', isPrice: true },
        { model: 'b', type: 'c', isPrice: false },
      ],
    ],
    ['{{price:e7-24my.range}}', []],
    ['{{spec:e7-24my}}', []],
    ['{{photos}}', []],
    ['{{PRICE:e7-24my}}', []],
    ['{price:e7-24my}', []],
    ['{{price:-e7}}', []],
    ['{{price:e7 24my}}', []],
    ['{{spec:e7.range.extra}}', []],
    ['{{price:<b>e7</b>}}', []],
  ])('%j', (text, tags) => {
    expect(findTags(text).map(({ model, type, isPrice }) => ({ model, type, isPrice }))).toEqual(tags)
  })

  it('lists the model keys to load, once each', () => {
    expect(tagModelKeys(['{{price:e7-24my}} and {{spec:e7-24my.range}}', '<p>{{price:e5-24my.full_string}}</p>', 'none'])).toEqual([
      'e7-24my',
      'e5-24my',
    ])
  })
})

describe('spec 2 §9 tag replacement: spec types and prices', () => {
  it.each([
    ['{{price:e7-24my}}', '£46,995'],
    ['{{spec:e7-24my.price}}', '£46,995'],
    ['{{spec:e7-24my.full_string}}', 'From £ 46,995'],
    ['{{spec:e7-24my.offer_string}}', 'From £ 46,995'],
    ['{{spec:e7-24my.lease_full_string}}', 'or £399 / Month'],
    ['{{spec:e7-24my.lease_short_string}}', '£399'],
    ['{{price:e5-24my.full_string}}', 'From £ 32,500'],
    ['{{price:e5-24my.lease_full_string}}', ''],
    ['{{price:gt-24my}}', ''],
    ['{{price:gt-24my.lease_short_string}}', ''],
    ['{{price:unknown-model}}', ''],
    ['{{spec:e7-24my.range}}', '402 miles'],
    ['{{spec:e7-24my.power}} kW', '300 kW'],
    ['{{spec:e7-24my.unknown}}', ''],
    ['The E7 {{price:e7-24my.full_string}}, or {{price:e7-24my.lease_full_string}}.', 'The E7 From £ 46,995, or or £399 / Month.'],
    ['Left alone: {{photos}} {{price:e7-24my.range}} {{ form_field }}', 'Left alone: {{photos}} {{price:e7-24my.range}} {{ form_field }}'],
  ])('%j → %j', (text, expected) => {
    expect(replaceTags(text, lookup, { format: uk, html: false })).toBe(expected)
  })

  it('formats with the spec 2 §9 defaults without a format', () => {
    expect(replaceTags('{{price:e7-24my.full_string}}', lookup)).toBe('From € 46,995')
  })

  it.each([
    ['{{price:e7-24my}}', '∅∅∅∅∅'],
    ['{{spec:e7-24my.lease_full_string}}', '∅∅∅∅∅'],
    ['{{price:gt-24my}}', '∅∅∅∅∅'],
    ['{{spec:e7-24my.range}}', '∅∅∅'],
    ['{{spec:anything.at_all}}', '∅∅∅'],
    ['{{photos}}', '{{photos}}'],
  ])('previews %j as %j', (text, expected) => {
    expect(
      replaceTags(
        text,
        () => {
          throw new Error('a preview loads nothing')
        },
        { preview: true },
      ),
    ).toBe(expected)
  })
})

describe('spec 2 §9 tag replacement: HTML', () => {
  const tagged: PriceFormat = { ...uk, full: 'From <span class="price">^%</span>' }
  it.each([
    [true, '{{spec:e7-24my.tagline}}', 'Quiet &amp; quick'],
    [false, '{{spec:e7-24my.tagline}}', 'Quiet & quick'],
    [true, '{{price:e7-24my.full_string}}', 'From £46,995'],
    [true, '<p>{{price:e7-24my.full_string}}</p>', '<p>From £46,995</p>'],
    [true, '<a title="{{spec:e7-24my.tagline}}">E7</a>', '<a title="Quiet &amp; quick">E7</a>'],
  ])('html %s: %j → %j (tags of values and formats stripped)', (html, text, expected) => {
    expect(replaceTags(text, lookup, { format: tagged, html })).toBe(expected)
  })

  it('escapes quotes so a value cannot leave an attribute', () => {
    const quoting: SpecLookup = () => ({ value: '" onmouseover="alert(1)' })
    expect(replaceTags('<a title="{{spec:x.y}}">', quoting)).toBe('<a title="&quot; onmouseover=&quot;alert(1)">')
  })
})

describe('spec 2 §9 disclaimer markers by order of appearance', () => {
  it.each([
    [1, '*'],
    [2, '**'],
    [3, '***'],
    [4, '****'],
    [0, '*'],
  ])('disclaimer %d is %j', (n, marker) => {
    expect(disclaimerMarker(n)).toBe(marker)
  })

  it('marks each value with a disclaimer; the same disclaimer keeps its marker', () => {
    const disclaimers = createDisclaimers()
    const text = replaceTags(
      'E7 {{price:e7-24my}}, {{price:e7-24my.lease_full_string}}; E5 {{price:e5-24my}}; {{spec:e7-24my.range}}; {{spec:e7-24my.power}} kW; {{price:gt-24my}}',
      lookup,
      { format: uk, html: false, disclaimers },
    )
    expect(text).toBe('E7 £46,995*, or £399 / Month**; E5 £32,500*; 402 miles***; 300 kW; ')
    expect(disclaimers.list()).toEqual([
      { marker: '*', text: 'On the road price including VAT.' },
      { marker: '**', text: '48 months, 8,000 miles a year, £3,990 deposit.' },
      { marker: '***', text: 'WLTP combined.' },
    ])
  })

  it('continues across texts sharing the collection, and adds none without one', () => {
    const disclaimers = createDisclaimers()
    expect(replaceTags('{{spec:e7-24my.range}}', lookup, { disclaimers })).toBe('402 miles*')
    expect(replaceTags('{{price:e7-24my}}', lookup, { disclaimers })).toBe('€ 46,995**')
    expect(replaceTags('{{price:e7-24my}}', lookup)).toBe('€ 46,995')
    expect(disclaimers.markerFor('  ')).toBe('')
  })
})

describe('spec 2 §9: only Text, String and Markdown fields, never the specification block', () => {
  const fields = [
    field.string('heading_text', 'Heading'),
    field.text('note', 'Note'),
    field.markdown('paragraph', 'Paragraph'),
    field.markdown('config', 'Config', '', { language: 'json' }),
    field.json('data', 'Data'),
    field.select('tag', 'Tag', [{ label: 'A', value: '{{price:e7-24my}}' }] as const, '{{price:e7-24my}}'),
    field.link('rdx-link', 'Link'),
  ]
  const values = {
    heading_text: 'From {{price:e7-24my}}',
    note: '{{spec:e7-24my.tagline}}',
    paragraph: '<p>{{spec:e7-24my.tagline}}</p>',
    config: '{"p":"{{price:e7-24my}}"}',
    data: '{{price:e7-24my}}',
    tag: '{{price:e7-24my}}',
    'rdx-link': { url: '/models/aurelia-e7', link_text: '{{price:e7-24my}}' },
  }

  it('replaces in String and Text fields as text and in Markdown as HTML, nowhere else', () => {
    expect(replaceTagsInFields(values, fields, lookup, { format: uk })).toEqual({
      ...values,
      heading_text: 'From £46,995',
      note: 'Quiet & quick',
      paragraph: '<p>Quiet &amp; quick</p>',
    })
  })

  it('knows the field types of spec 2 §3.2', () => {
    const touched = (field_type: string) =>
      replaceTagsInFields({ x: '{{spec:e7-24my.range}}' }, [{ symbol: 'x', field_type }], lookup).x !== '{{spec:e7-24my.range}}'
    expect(Object.values(FIELD_TYPES).filter(touched)).toEqual([FIELD_TYPES.string, FIELD_TYPES.text, FIELD_TYPES.markdown])
  })

  const template = { fields: [field.string('title', 'Title')], field_groups_template: [field.markdown('content', 'Content')] }
  const block = (key: string) => ({
    id: 9,
    template: key,
    fields: { title: '{{spec:e7-24my.range}}' },
    groups: [{ content: '<p>{{price:e7-24my}}</p>' }, { content: '<p>{{spec:e7-24my.range}}</p>' }],
  })

  it('replaces in a block, fields then groups, markers in that order', () => {
    const disclaimers = createDisclaimers()
    expect(replaceTagsInBlock(block('accordion'), template, lookup, { format: uk, disclaimers })).toEqual({
      id: 9,
      template: 'accordion',
      fields: { title: '402 miles*' },
      groups: [{ content: '<p>£46,995**</p>' }, { content: '<p>402 miles*</p>' }],
    })
  })

  it.each(['specification', 'specification-accordion'])('leaves the %s block as it is', (key) => {
    const original = block(key)
    expect(replaceTagsInBlock(original, template, lookup)).toBe(original)
  })
})
