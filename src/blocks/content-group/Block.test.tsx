import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import ContentGroup from './Block.tsx'
import { contentGroup } from './template.ts'

const render = (raw: unknown) => {
  const fields = contentGroup.schema.parse(raw)
  const router = createMemoryRouter([
    { path: '/', element: <ContentGroup fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} /> },
  ])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('Content group (spec 2 §3.6 column template)', () => {
  it('renders the title at its tag, the paragraph HTML and the colour theme', () => {
    const html = render({
      heading: 'Service <em>plans</em>',
      header_tag: 'h3',
      paragraph: '<p>Care for <strong>5 years</strong>.</p>',
      box_color: 'grey-theme',
    })
    expect(html).toMatch(/<h3 class="fc-heading fc-heading--m">Service <em>plans<\/em><\/h3>/)
    expect(html).toContain('<p>Care for <strong>5 years</strong>.</p>')
    expect(html).toMatch(/<section class="[^"]*grey-theme"/)
  })

  it('shows the icon at size 30', () => {
    const html = render({ header_icon: 'steering-wheel' })
    expect(html).toMatch(/<span class="[^"]*icon[^"]*" data-icon="steering-wheel" data-size="30" aria-hidden="true"><\/span>/)
    expect(render({})).not.toContain('data-icon')
  })

  it('renders buttons in their ui type and links as text links, leaving out incomplete ones', () => {
    const html = render({
      'rdx-buttons': [{ url: '/offers', link_text: 'See offers', ui_type: 'secondary' }, { url: '/no-label' }],
      'rdx-links': [{ url: 'https://example.com/', link_text: 'Owners club', type: 'external', target: '_blank' }],
    })
    expect(html).toMatch(/<a class="[^"]*secondary[^"]*" href="\/offers"[^>]*>See offers<\/a>/)
    expect(html).not.toContain('/no-label')
    expect(html).toMatch(
      /<a class="[^"]*tertiary[^"]*" href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer">Owners club<\/a>/,
    )
  })

  it('applies the defaults of spec 2 §3.3', () => {
    const fields = contentGroup.schema.parse({})
    expect(fields).toMatchObject({
      block_scroll_id: '',
      header_icon: '',
      heading: '',
      header_tag: 'h2',
      box_color: 'black-theme',
      paragraph: DEFAULT_PARAGRAPH,
      'rdx-buttons': [],
      'rdx-links': [],
    })
    expect(render({})).not.toContain('<ul')
  })

  it.each([
    [{ header_tag: 'h7' }],
    [{ box_color: 'pink' }],
    [{ 'rdx-links': [{ ui_type: 'huge' }] }],
    [{ header_icon: 3 }],
    [{ size: 30 }],
  ])('rejects %o', (raw) => {
    expect(contentGroup.schema.safeParse(raw).success).toBe(false)
  })
})
