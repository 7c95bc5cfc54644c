import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import Quote from './Block.tsx'
import { quote } from './template.ts'

const render = (raw: unknown) =>
  renderToStaticMarkup(<Quote fields={quote.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages: true }} />)

describe('Quote (spec 2 §3.6)', () => {
  it('renders the quote with its author and the author position', () => {
    const html = render({ quote: 'The best drive of my life.', author: 'A. Driver', author_position: 'Motoring editor' })
    expect(html).toMatch(/<blockquote[^>]*><p>The best drive of my life.<\/p><\/blockquote>/)
    expect(html).toMatch(/<cite[^>]*>A. Driver<\/cite>/)
    expect(html).toContain('Motoring editor')
  })

  it('keeps no space before the closing quote mark', () => {
    expect(render({ quote: '  Quiet for years. \n' })).toMatch(/<p>Quiet for years.<\/p>/)
  })

  it('leaves out an empty attribution and renders nothing without a quote', () => {
    expect(render({ quote: 'Just words' })).not.toContain('<figcaption')
    expect(render({})).toBe('')
  })

  it.each(['left', 'center', 'right'] as const)('aligns the quote %s', (section_class) => {
    expect(render({ quote: 'Q', section_class })).toMatch(new RegExp(`class="[^"]*align-${section_class}`))
  })

  it('justifies the text only when justify_text is set', () => {
    expect(render({ quote: 'Q', justify_text: true })).toMatch(/<blockquote class="[^"]*justified/)
    expect(render({ quote: 'Q' })).not.toContain('justified')
  })

  it('applies the defaults', () => {
    expect(quote.schema.parse({})).toEqual({
      block_scroll_id: '',
      section_class: 'center',
      justify_text: false,
      quote: '',
      author: '',
      author_position: '',
    })
    expect(quote.fields[0]?.symbol).toBe('block_scroll_id')
  })

  it.each([[{ section_class: 'middle' }], [{ justify_text: 'yes' }], [{ quote: 5 }], [{ author: 'x'.repeat(201) }], [{ colour: 'red' }]])(
    'rejects %o',
    (raw) => {
      expect(quote.schema.safeParse(raw).success).toBe(false)
    },
  )
})
