import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import SpecificationGlance from './Block.tsx'
import { specificationGlance } from './template.ts'

const render = (...groups: unknown[]) =>
  renderToStaticMarkup(
    <SpecificationGlance
      fields={specificationGlance.schema.parse({})}
      groups={groups.map((g) => specificationGlance.groupSchema.parse(g))}
      context={{ index: 1, eagerImages: true }}
    />,
  )

describe('Specification at Glance (spec 2 §3.6)', () => {
  it('renders each title and figure at its tag, with the disclaimer', () => {
    const html = render({
      heading: '0–100 km/h',
      tag: 'h4',
      number_heading: '4.5 <small>s</small>',
      number_heading_tag: 'h3',
      disclaimer: '<p>Manufacturer data.</p>',
    })
    expect(html).toMatch(/<h4 class="[^"]*title[^"]*">0–100 km\/h<\/h4>/)
    expect(html).toMatch(/<h3 class="[^"]*figure[^"]*">4.5 <small>s<\/small><\/h3>/)
    expect(html).toContain('<p>Manufacturer data.</p>')
  })

  it('renders the title and the figure in paragraphs by default, so no heading level is skipped wherever the block is', () => {
    const html = render({ heading: 'Range', number_heading: '520 km' })
    expect(html).toMatch(/<p class="[^"]*title[^"]*">Range<\/p>/)
    expect(html).toMatch(/<p class="[^"]*figure[^"]*">520 km<\/p>/)
  })

  it('makes the figure small with the Small title size', () => {
    expect(render({ number_heading: '1', font_size: 'small-size' })).toMatch(/class="[^"]*figure[^"]* [^"]*small/)
    expect(render({ number_heading: '1' })).not.toMatch(/class="[^"]*small/)
  })

  it.each([
    [1, 'cols-1'],
    [3, 'cols-3'],
    [4, 'cols-4'],
    [7, 'cols-4'],
  ])('lays %i items out up to 4 per row (%s)', (count, layout) => {
    const html = render(...Array.from({ length: count }, (_, i) => ({ number_heading: String(i) })))
    expect(html).toContain(layout)
    expect(html.match(/<li/g)).toHaveLength(count)
  })

  it('leaves out empty items and renders nothing without any', () => {
    expect(render({ disclaimer: 'only a note' })).toBe('')
    expect(render()).toBe('')
  })

  it('applies the defaults and the group limit', () => {
    expect(specificationGlance.schema.parse({})).toEqual({ block_scroll_id: '' })
    expect(specificationGlance.groupSchema.parse({})).toEqual({
      heading: '',
      tag: 'p',
      number_heading: '',
      font_size: '',
      number_heading_tag: 'p',
      disclaimer: '',
    })
    expect(specificationGlance.max_field_groups).toBe(20)
    expect(specificationGlance.groupHtmlFields).toEqual(['heading', 'number_heading', 'disclaimer'])
  })

  it.each([[{ tag: 'h7' }], [{ number_heading_tag: 'span' }], [{ font_size: 'big' }], [{ number_heading: 4.5 }], [{ unit: 's' }]])(
    'rejects the group %o',
    (raw) => {
      expect(specificationGlance.groupSchema.safeParse(raw).success).toBe(false)
    },
  )
})
