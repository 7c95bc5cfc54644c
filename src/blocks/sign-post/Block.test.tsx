import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import SignPost from './Block.tsx'
import { signPost } from './template.ts'

const render = (raw: unknown, groups: unknown[], eagerImages = true) => {
  const element = (
    <SignPost
      fields={signPost.schema.parse(raw)}
      groups={groups.map((g) => signPost.groupSchema.parse(g))}
      context={{ index: 2, eagerImages }}
    />
  )
  return renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
}
const card = (title: string, url = `/${title.toLowerCase()}`, extra: Record<string, unknown> = {}) => ({
  title,
  text: `All about ${title}`,
  image: { id: 1001, alt: `${title} image` },
  link: { url, link_text: `Go to ${title}` },
  ...extra,
})

describe('Sign Post (spec 2 §3.6, ADR 015)', () => {
  it('renders the title at its tag and a card per group: image, title one level below, text and link', () => {
    const html = render({ heading: 'Where <em>next</em>?', header_tag: 'h2', box_color: 'grey-theme' }, [card('Offers'), card('Service')])
    expect(html).toMatch(/<section class="[^"]* grey-theme">/)
    expect(html).toContain('<h2 class="fc-heading fc-heading--l">Where <em>next</em>?</h2>')
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toMatch(
      /<img [^>]*alt="Offers image"[^>]*>.*?<h3 class="fc-heading fc-heading--s[^"]*">Offers<\/h3><p[^>]*>All about Offers<\/p>/,
    )
    expect(html).toMatch(/<a class="[^"]*tertiary[^"]*" href="\/offers"[^>]*>Go to Offers<\/a>/)
  })

  it('makes a card one big link only when §4 shows its link', () => {
    const html = render({}, [
      card('Offers'),
      card('Service', '', { text: '' }),
      card('Brochure', 'https://example.com/brochure', { link: { url: 'https://example.com/b', type: 'external' } }),
    ])
    expect(html.match(/<li class="[^"]*_linked_/g)).toHaveLength(1)
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).not.toMatch(/<p[^>]*><\/p>/)
  })

  it('opens an external card link in its target', () => {
    const html = render({}, [
      card('Club', 'https://club.example.com/', {
        link: { url: 'https://club.example.com/', link_text: 'Join', type: 'external', target: '_blank' },
      }),
    ])
    expect(html).toMatch(/href="https:\/\/club.example.com\/" target="_blank" rel="noopener noreferrer">Join<\/a>/)
  })

  it.each([['1'], ['2'], ['3'], ['4']])('lays the cards out in col-numbers columns (%s)', (columns) => {
    expect(render({ 'col-numbers': columns }, [card('A')])).toMatch(new RegExp(`<ul class="[^"]*_cols-${columns}_`))
  })

  it("loads the first cards' images eagerly only among the first two blocks", () => {
    const cards = ['A', 'B', 'C', 'D', 'E'].map((t) => card(t))
    expect(render({}, cards).match(/loading="eager"/g)).toHaveLength(4)
    expect(render({}, cards, false)).not.toContain('loading="eager"')
  })

  it('leaves out cards without a title, and renders nothing without cards', () => {
    expect(render({ heading: 'Where next?' }, [card(' ')])).toBe('')
    expect(render({}, [])).toBe('')
  })

  it('applies the defaults and the group limit, and rejects bad values', () => {
    expect(signPost.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      heading: '',
      header_tag: 'h2',
      'col-numbers': '3',
    })
    expect(signPost.groupSchema.parse({})).toEqual({ image: null, title: '', text: '', link: null })
    expect(signPost.schema.safeParse({ 'col-numbers': '5' }).success).toBe(false)
    expect(signPost.groupSchema.safeParse({ link: { url: '/x', type: 'form' } }).success).toBe(false)
    expect(signPost.groupSchema.safeParse({ text: '<p>x</p>'.repeat(100) }).success).toBe(false)
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/next',
            title: 'Next',
            blocks: [{ template: 'sign-post', fields: {}, groups: Array.from({ length: count }, () => card('Offers')) }],
          },
        ],
      })
    expect(page(12).ok).toBe(true)
    expect(page(13)).toMatchObject({ ok: false, errors: [expect.stringContaining('13 field groups, at most 12 allowed')] })
  })
})
