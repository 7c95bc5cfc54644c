import { describe, expect, it } from 'vitest'
import { blocksText, htmlText, MAX_INDEXED_TEXT } from './page-text.ts'

describe('what the site search indexes of a page (ADR 114)', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', ' Hello  world  '],
    ['Fish &amp; chips &#233;t&eacute; &#x41;', 'Fish & chips ét  A'],
    ['<script>var x = 1</script>Text', ' Text'],
  ])('html %j → %j', (html, text) => {
    expect(htmlText(html)).toBe(text)
  })

  it('takes text, rich text and link labels, not ids, styling or unknown templates', () => {
    const text = blocksText([
      {
        template: 'hero-title-banner',
        fields: { heading: 'The electric range', block_scroll_id: 'scroll-anchor-words' },
        groups: [],
      },
      { template: 'no-such-template', fields: { heading: 'Invisible' }, groups: [] },
    ])
    expect(text).toContain('The electric range')
    expect(text).not.toContain('scroll-anchor-words')
    expect(text).not.toContain('Invisible')
  })

  it('reads field groups and cuts the text at the limit', () => {
    const long = 'word '.repeat(10_000)
    const text = blocksText([
      {
        template: 'accordion',
        fields: { open_all_label: 'Open every item' },
        groups: [{ accordion_title: 'Warranty terms', accordion_content: `<p>${long}</p>` }],
      },
    ])
    expect(text).toContain('Warranty terms')
    expect(text.length).toBe(MAX_INDEXED_TEXT)
    expect(text).not.toContain('Open every item')
  })
})
