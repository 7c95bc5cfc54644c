import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import TextSteps from './Block.tsx'
import { textSteps } from './template.ts'

const render = (raw: unknown, groups: unknown[]) => {
  const element = (
    <TextSteps
      fields={textSteps.schema.parse(raw)}
      groups={groups.map((g) => textSteps.groupSchema.parse(g))}
      context={{ index: 3, eagerImages: false }}
    />
  )
  return renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
}
const steps = [
  {
    title: 'Configure',
    paragraph: '<p>Choose your <strong>E7</strong>.</p>',
    'rdx-link': { url: '/configure', link_text: 'Start configuring' },
  },
  { title: 'Reserve', paragraph: '<p>Pay a £500 deposit.</p>' },
  { title: 'Collect' },
]

describe('Text Steps (spec 2 §3.6, ADR 015)', () => {
  it('renders the title at its tag, the introduction and the steps as an ordered list in the colour theme', () => {
    const html = render(
      { heading: 'Order <em>online</em>', header_tag: 'h2', paragraph: '<p>Three steps.</p>', box_color: 'light-theme' },
      steps,
    )
    expect(html).toMatch(/<section class="[^"]* light-theme">/)
    expect(html).toContain('<h2 class="fc-heading fc-heading--l">Order <em>online</em></h2>')
    expect(html).toContain('<p>Three steps.</p>')
    expect(html).toMatch(/<ol[^>]*>(<li.*?<\/li>){3}<\/ol>/)
  })

  it('numbers each step, titled one level below the block title, with its text and link', () => {
    const html = render({ heading: 'Order online', header_tag: 'h3' }, steps)
    expect(html).toMatch(
      /<span class="[^"]*number[^"]*" aria-hidden="true">1<\/span><div[^>]*><h4 class="fc-heading fc-heading--s[^"]*">Configure<\/h4>/,
    )
    expect(html).toContain('<p>Choose your <strong>E7</strong>.</p>')
    expect(html).toMatch(/<a class="[^"]*tertiary[^"]*" href="\/configure"[^>]*>Start configuring<\/a>/)
    expect(html).toMatch(/aria-hidden="true">3<\/span><div[^>]*><h4[^>]*>Collect<\/h4><\/div>/)
  })

  it('leaves out empty steps and closes up the numbers, and links §4 would not show', () => {
    const html = render({ heading: 'Order online' }, [steps[0], { title: ' ' }, { title: 'Collect', 'rdx-link': { url: '/collect' } }])
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toMatch(/aria-hidden="true">2<\/span><div[^>]*><h3[^>]*>Collect/)
    expect(html).not.toContain('href="/collect"')
  })

  it.each([
    [1, 'cols-1'],
    [3, 'cols-3'],
    [4, 'cols-4'],
    [7, 'cols-4'],
  ])('lays %i steps out up to 4 per row (%s)', (count, layout) => {
    const html = render(
      {},
      Array.from({ length: count }, (_, i) => ({ title: `Step ${i + 1}` })),
    )
    expect(html).toMatch(new RegExp(`<ol class="[^"]*_${layout}_`))
  })

  it('shows the introduction without steps, and nothing without a title or steps', () => {
    expect(render({ heading: 'Coming soon' }, [])).toContain('Coming soon')
    expect(render({}, [])).toBe('')
  })

  it('applies the defaults and the group limit, and rejects bad values', () => {
    expect(textSteps.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      heading: '',
      header_tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
    })
    expect(textSteps.groupSchema.parse({})).toEqual({ title: '', paragraph: '', 'rdx-link': null })
    expect(textSteps.groupHtmlFields).toEqual(['paragraph'])
    expect(textSteps.schema.safeParse({ box_color: 'blue-theme' }).success).toBe(false)
    expect(textSteps.groupSchema.safeParse({ number: 1 }).success).toBe(false)
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/steps',
            title: 'Steps',
            blocks: [{ template: 'text-steps', fields: {}, groups: Array.from({ length: count }, () => ({ title: 'Step' })) }],
          },
        ],
      })
    expect(page(10).ok).toBe(true)
    expect(page(11)).toMatchObject({ ok: false, errors: [expect.stringContaining('11 field groups, at most 10 allowed')] })
  })
})
