import { describe, expect, it } from 'vitest'
import { blockRegistry } from '~/blocks/registry.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { DEFAULT_PAGE_PROPERTIES, toPuckData } from '../puck-data.ts'
import { errorsFromProblems, hasFieldErrors, placeWords, validateBlockProps, validatePageProps, validatePuckData } from './validation.ts'
import { TITLE_REQUIRED } from '~/content/page-schema.ts'

const accordion = blockRegistry.accordion as BlockTemplate
const quote = blockRegistry.quote as BlockTemplate
const link = { url: '/', type: 'internal', target: '_self', link_text: 'Go', ui_type: 'primary' }

describe('validateBlockProps (spec 2 §3.1–§3.2, before saving)', () => {
  it.each([
    { name: 'defaults are valid', template: quote, props: { id: 'b' }, errors: {} },
    {
      name: 'a too long string',
      template: quote,
      props: { id: 'b', author: 'x'.repeat(201) },
      errors: { author: 'At most 200 characters' },
    },
    {
      name: 'a value not among the options',
      template: quote,
      props: { section_class: 'diagonal' },
      errors: { section_class: 'Choose one of the options' },
    },
    { name: 'a wrong type', template: quote, props: { justify_text: 'yes' }, errors: { justify_text: 'Expected a boolean' } },
    { name: 'an unknown field', template: quote, props: { stray: 1 }, errors: { stray: 'Unknown field' } },
    { name: 'props left undefined are not set', template: quote, props: { author: undefined }, errors: {} },
    {
      name: "a group's field, keyed as Puck names it",
      template: accordion,
      props: { groups: [{ accordion_title: 'One' }, { accordion_title: 'x'.repeat(301) }] },
      errors: { 'groups[1].accordion_title': 'At most 300 characters' },
    },
    {
      name: 'too many field groups (max_field_groups)',
      template: accordion,
      props: { groups: Array.from({ length: 31 }, () => ({})) },
      errors: { groups: 'At most 30 items' },
    },
    { name: 'groups on a template without any', template: quote, props: { groups: [{}] }, errors: { groups: 'This block has no items' } },
    {
      name: "a value its field's pattern refuses, in the field's words",
      template: blockRegistry['single-offer'] as BlockTemplate,
      props: { hash: '1 bad hash' },
      errors: { hash: 'Start with a letter, then only letters, digits, _ or -' },
    },
    {
      name: 'a count that is not a whole number',
      template: blockRegistry['stock-locator-carousel'] as BlockTemplate,
      props: { items: 1.5 },
      errors: { items: 'A whole number' },
    },
    {
      name: 'a whole count in its bounds',
      template: blockRegistry['stock-locator-carousel'] as BlockTemplate,
      props: { items: 2 },
      errors: {},
    },
  ])('$name', ({ template, props, errors }) => {
    expect(validateBlockProps(template, props)).toEqual(errors)
  })

  it('names the part of a link that is wrong', () => {
    const errors = validateBlockProps(blockRegistry['sign-post'] as BlockTemplate, { groups: [{ link: { ...link, type: 'form' } }] })
    expect(errors).toEqual({ 'groups[0].link': 'Link type: Choose one of the options' })
  })

  it("names a list's link by its number in the panel and its part by its label", () => {
    const bad = { ...link, type: 'external', url: 'javascript:alert(1)' }
    const errors = validateBlockProps(blockRegistry['map-update'] as BlockTemplate, { 'rdx-links': [link, bad] })
    expect(errors['rdx-links']).toMatch(/^Link 2 › Address: Use an address starting with https:\/\//)
  })

  it.each([
    [[1, 'url'], 'Link 2 › Address'],
    [['link_text'], 'Link text'],
    [[0, 'label'], 'Item 1 › label'],
  ])('placeWords(%j) is %s', (tail, words) => expect(placeWords(tail)).toBe(words))
})

const CANONICAL_HINT = 'Use an address starting with https:// or http://, or a path on this site (no spaces)'

describe('validatePageProps (spec 1 §3 Page)', () => {
  it.each([
    { props: { ...DEFAULT_PAGE_PROPERTIES, title: 'Offers' }, errors: {} },
    // The server refuses a page without a title: said before saving, with the page's other problems.
    { props: DEFAULT_PAGE_PROPERTIES, errors: { title: TITLE_REQUIRED } },
    { props: { title: '   ', canonical_url: 'not a url' }, errors: { title: TITLE_REQUIRED, canonical_url: CANONICAL_HINT } },
    { props: { title: null, type: 'url_redirection' }, errors: {} },
    { props: { title: 'x'.repeat(301) }, errors: { title: 'At most 300 characters' } },
    { props: { http_code: 200 }, errors: { http_code: 'At least 300' } },
    { props: { type: 'teleport' }, errors: { type: 'Choose one of the options' } },
    { props: { children: 'Puck render prop', stray: 1 }, errors: {} },
    {
      props: { canonical_url: 'not a url <x>' },
      errors: { canonical_url: CANONICAL_HINT },
    },
    { props: { canonical_url: 'https://brand.example/a', external_meta_image: '/share.png' }, errors: {} },
  ])('$props → $errors', ({ props, errors }) => {
    expect(validatePageProps(props)).toEqual(errors)
  })
})

describe('validatePuckData', () => {
  it("collects errors by block id, and the page's under root", () => {
    const data = toPuckData(
      {
        ...DEFAULT_PAGE_PROPERTIES,
        title: 'x'.repeat(301),
        blocks: [
          { template: 'quote', fields: { quote: 'Fine' }, groups: [] },
          { template: 'quote', fields: { author: 'x'.repeat(201) }, groups: [] },
          { template: 'no-such-block', fields: {}, groups: [] },
        ],
      },
      () => 'r',
    )
    const errors = validatePuckData(data)
    expect(errors).toEqual({
      root: { title: 'At most 300 characters' },
      'block-1-r': { author: 'At most 200 characters' },
      'block-2-r': { template: 'Unknown template "no-such-block"' },
    })
    expect(hasFieldErrors(errors)).toBe(true)
    expect(hasFieldErrors(validatePuckData(toPuckData({ ...DEFAULT_PAGE_PROPERTIES, title: 'Offers', blocks: [] })))).toBe(false)
  })

  it('asks for one-word anchors, each on one block of the page (a duplicated block keeps its anchor)', () => {
    const accordion = (block_scroll_id: string) => ({ template: 'accordion', fields: { block_scroll_id }, groups: [] })
    const data = toPuckData(
      {
        ...DEFAULT_PAGE_PROPERTIES,
        title: 'FAQ',
        blocks: [accordion('faq'), accordion('#faq '), accordion('my anchor'), accordion(''), accordion('charging')],
      },
      () => 'r',
    )
    expect(validatePuckData(data)).toEqual({
      'block-1-r': { block_scroll_id: 'The Accordion block above already has the anchor faq: give this block another' },
      'block-2-r': { block_scroll_id: 'An anchor is one word without spaces, such as test-drive' },
    })
  })
})

describe('errorsFromProblems (422 pointers, editor contract)', () => {
  const data = toPuckData(
    {
      ...DEFAULT_PAGE_PROPERTIES,
      blocks: [
        { template: 'quote', fields: {}, groups: [] },
        { template: 'accordion', fields: {}, groups: [{}, {}] },
      ],
    },
    () => 'r',
  )

  it.each([
    { pointer: '/document/blocks/0/fields/author', errors: { 'block-0-r': { author: 'too long' } } },
    { pointer: '/blocks/0/fields/author', errors: { 'block-0-r': { author: 'too long' } } },
    { pointer: '/document/blocks/1/groups/1/accordion_title', errors: { 'block-1-r': { 'groups[1].accordion_title': 'too long' } } },
    { pointer: '/document/blocks/1/groups', errors: { 'block-1-r': { groups: 'too long' } } },
    { pointer: '/document/title', errors: { root: { title: 'too long' } } },
    { pointer: '/document/blocks/9/fields/x', errors: { root: { '/document/blocks/9/fields/x': 'too long' } } },
    { pointer: '/document/blocks/0/fields/a~1b', errors: { 'block-0-r': { 'a/b': 'too long' } } },
  ])('$pointer', ({ pointer, errors }) => {
    expect(errorsFromProblems(data, [{ title: 'Invalid value', detail: 'too long', source: { pointer } }])).toEqual(errors)
  })

  it("shows the message without the API's key before it: the panel names the field", () => {
    const detail = 'document.blocks.0.fields.author: must not contain a NUL character (U+0000)'
    const problem = { title: 'Invalid value', detail, source: { pointer: '/document/blocks/0/fields/author' } }
    expect(errorsFromProblems(data, [problem])).toEqual({ 'block-0-r': { author: 'must not contain a NUL character (U+0000)' } })
    // No detail: the title.
    expect(errorsFromProblems(data, [{ title: 'Too long', source: { pointer: '/document/title' } }])).toEqual({
      root: { title: 'Too long' },
    })
  })
})
