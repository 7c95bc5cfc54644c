import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import ElectrifyingPower from './Block.tsx'
import { electrifyingPower } from './template.ts'

const render = (raw: unknown, groups: unknown[], eagerImages = true) =>
  renderToStaticMarkup(
    <ElectrifyingPower
      fields={electrifyingPower.schema.parse(raw)}
      groups={groups.map((g) => electrifyingPower.groupSchema.parse(g))}
      context={{ index: 1, eagerImages }}
    />,
  )
const power = { tagline: 'Up to', title: '300 <small>kW</small>', disclaimer: '<p>Combined output, boost mode.</p>' }

describe('Electrifying Power (spec 2 §3.6)', () => {
  it('renders the image and per group the tagline and title at their tags, the unit in <small>, and the disclaimer', () => {
    const html = render({ image: { id: 1011, alt: 'An Aurelia at night' } }, [{ ...power, tagline_tag: 'h4', title_tag: 'h2' }])
    expect(html).toMatch(/<img [^>]*src="\/media\/api\/v2\/images\/1011\/w\/1600\/h\/900"[^>]*alt="An Aurelia at night"/)
    expect(html).toMatch(/<h4 class="[^"]*tagline[^"]*">Up to<\/h4><h2 class="[^"]*title[^"]*">300 <small>kW<\/small><\/h2>/)
    expect(html).toContain('<p>Combined output, boost mode.</p>')
  })

  it('puts the tagline and the title in paragraphs by default, so no heading level is skipped wherever the block is', () => {
    expect(render({}, [power])).toMatch(/<p class="[^"]*tagline[^"]*">Up to<\/p><p class="[^"]*title/)
  })

  it('renders the tagline as text, never as HTML', () => {
    expect(render({}, [{ tagline: '<b>Up to</b>', title: '5' }])).toContain('&lt;b&gt;Up to&lt;/b&gt;')
  })

  it.each([
    [1, 'cols-1'],
    [2, 'cols-2'],
    [4, 'cols-4'],
    [6, 'cols-4'],
  ])('lays %i figures out up to 4 per row (%s)', (count, layout) => {
    const html = render(
      {},
      Array.from({ length: count }, () => power),
    )
    expect(html).toMatch(new RegExp(`<ul class="[^"]*_${layout}_`))
    expect(html.match(/<li /g)).toHaveLength(count)
  })

  it.each([
    [true, 'loading="eager"'],
    [false, 'loading="lazy"'],
  ])('loads the image eagerly only among the first two blocks (eager=%s)', (eager, attribute) => {
    expect(render({}, [power], eager)).toContain(attribute)
  })

  it('leaves out groups without tagline or title; without image and figures renders nothing', () => {
    const html = render({}, [{ disclaimer: 'Only a note' }, power])
    expect(html.match(/<li /g)).toHaveLength(1)
    expect(html).not.toContain('Only a note')
    expect(render({ image: null }, [{ disclaimer: 'Only a note' }])).toBe('')
  })

  it('applies the defaults (an image in 6 sizes) and the group limit, and rejects bad values', () => {
    expect(electrifyingPower.schema.parse({})).toEqual({ block_scroll_id: '', image: { id: 24735 } })
    expect(electrifyingPower.groupSchema.parse({})).toEqual({ tagline_tag: 'p', tagline: '', title_tag: 'p', title: '', disclaimer: '' })
    expect(electrifyingPower.fields.find((f) => f.symbol === 'image')!.attrs.sizes).toHaveLength(6)
    expect(electrifyingPower.groupHtmlFields).toEqual(['title', 'disclaimer'])
    expect(electrifyingPower.groupSchema.safeParse({ title_tag: 'span' }).success).toBe(false)
    expect(electrifyingPower.groupSchema.safeParse({ tagline: 42 }).success).toBe(false)
    expect(electrifyingPower.schema.safeParse({ image: { id: 0 } }).success).toBe(false)
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/e',
            title: 'E',
            blocks: [{ template: 'electrifying-power', fields: {}, groups: Array.from({ length: count }, () => power) }],
          },
        ],
      })
    expect(page(8).ok).toBe(true)
    expect(page(9)).toMatchObject({ ok: false, errors: [expect.stringContaining('9 field groups, at most 8 allowed')] })
  })
})
