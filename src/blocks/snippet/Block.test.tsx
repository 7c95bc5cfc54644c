import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import Snippet from './Block.tsx'
import { snippet, SNIPPET_HEIGHTS, SNIPPET_STYLES } from './template.ts'

const render = (raw: unknown) =>
  renderToStaticMarkup(<Snippet fields={snippet.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages: true }} />)

describe('Snippet (spec 2 §3.6)', () => {
  it('renders the paragraph HTML', () => {
    expect(render({ paragraph: '<p>*Prices include VAT.</p>' })).toContain('<p>*Prices include VAT.</p>')
    expect(render({ paragraph: '' })).toBe('')
  })

  it.each(SNIPPET_STYLES.map((o) => o.value))('applies the style %s', (section_class) => {
    expect(render({ section_class })).toMatch(new RegExp(`class="[^"]*style-${section_class}[^"]*fc-prose"`))
  })

  it.each(SNIPPET_HEIGHTS.map((o) => o.value))('applies the section height %s', (section_height) => {
    expect(render({ section_height })).toMatch(new RegExp(`<section class="[^"]*height-${section_height}`))
  })

  it('offers the disclaimer variants and the five heights of the spec', () => {
    expect(SNIPPET_STYLES.filter((o) => o.value.startsWith('disclaimer')).length).toBeGreaterThan(1)
    expect(SNIPPET_HEIGHTS.map((o) => o.label)).toEqual(['Normal', 'Short', 'No top padding', 'No bottom padding', 'No padding'])
  })

  it('applies the defaults', () => {
    expect(snippet.schema.parse({})).toEqual({
      block_scroll_id: '',
      section_class: 'default',
      section_height: 'normal',
      paragraph: DEFAULT_PARAGRAPH,
    })
  })

  it.each([[{ section_class: 'huge' }], [{ section_height: 'tall' }], [{ paragraph: null }], [{ text: 'x' }]])('rejects %o', (raw) => {
    expect(snippet.schema.safeParse(raw).success).toBe(false)
  })
})
