import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ImageBox from './Block.tsx'
import { imageBox } from './template.ts'

const render = (raw: unknown, eagerImages = true) =>
  renderToStaticMarkup(<ImageBox fields={imageBox.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages }} />)

describe('Accolade (spec 2 §3.6 image-box)', () => {
  it('renders the top paragraph and the logo in the coloured box over the background image', () => {
    const html = render({
      top_paragraph: '<p>Car of the Year</p>',
      'rdx-logo-image': { id: 9, alt: 'Award logo' },
      'rdx-image': { id: 8, alt: '' },
      box_color: 'light-theme',
    })
    expect(html).toMatch(/<img class="[^"]*background[^"]*" src="\/media\/api\/v2\/images\/8\/w\/1600\/h\/500"/)
    expect(html).toMatch(/<div class="[^"]*box[^"]* light-theme">/)
    expect(html).toMatch(
      /<img class="[^"]*logo[^"]*" src="\/media\/api\/v2\/images\/9\/w\/1600\/h\/900"[^>]*sizes="256px"[^>]*alt="Award logo"/,
    )
    expect(html).toContain('<p>Car of the Year</p>')
  })

  it('sets the block theme, dark by default', () => {
    expect(render({})).toMatch(/<section class="[^"]*dark-theme"/)
    expect(render({ theme: 'grey-theme' })).toMatch(/<section class="[^"]*grey-theme"/)
  })

  it('moves the box to the right on right-to-left pages only with right_on_rtl', () => {
    expect(render({ right_on_rtl: true })).toContain('mirrorOnRtl')
    expect(render({})).not.toContain('mirrorOnRtl')
  })

  it.each([
    [true, 'loading="eager"'],
    [false, 'loading="lazy"'],
  ])('loads images eagerly only among the first two blocks (eager=%s)', (eager, attribute) => {
    expect(render({}, eager)).toContain(attribute)
  })

  it('has no box without text or logo', () => {
    expect(render({})).not.toMatch(/class="[^"]*box/)
  })

  it('applies the defaults', () => {
    expect(imageBox.schema.parse({})).toEqual({
      block_scroll_id: '',
      box_color: 'black-theme',
      right_on_rtl: false,
      top_paragraph: '',
      'rdx-image': { id: 24735 },
      'rdx-logo-image': null,
      theme: 'dark-theme',
      has_timer: true,
    })
    expect(imageBox.htmlFields).toEqual(['top_paragraph'])
  })

  it.each([
    [{ theme: 'all-white-theme' }],
    [{ right_on_rtl: 1 }],
    [{ 'rdx-image': { id: -1 } }],
    [{ 'rdx-logo-image': 'logo.png' }],
    [{ timer: true }],
  ])('rejects %o', (raw) => {
    expect(imageBox.schema.safeParse(raw).success).toBe(false)
  })
})
