import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PARAGRAPH } from '../common-fields.ts'
import RangeComponent from './Block.tsx'
import { rangeComponent } from './template.ts'

const render = (raw: unknown, eagerImages = true) => {
  const fields = rangeComponent.schema.parse(raw)
  const router = createMemoryRouter([
    { path: '/', element: <RangeComponent fields={fields} groups={[]} context={{ index: 3, eagerImages }} /> },
  ])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('Key Details Post (spec 2 §3.6 range-component)', () => {
  it('renders the title at its tag, the paragraph, and the body type one level below', () => {
    const html = render({ heading: 'Aurelia E5', header_tag: 'h3', paragraph: '<p>Electric estate.</p>', heading_2: 'Estate' })
    expect(html).toMatch(/<h3 class="fc-heading fc-heading--l">Aurelia E5<\/h3>/)
    expect(html).toContain('<p>Electric estate.</p>')
    expect(html).toMatch(/<h4 class="fc-heading fc-heading--xs [^"]*">Estate<\/h4>/)
  })

  it('renders the technical data definition list', () => {
    const html = render({ code: '<dl><dt>Power</dt><dd>300 kW</dd><dt>Range</dt><dd>520 km</dd></dl>' })
    expect(html).toMatch(/<div class="[^"]*data[^"]*"><dl><dt>Power<\/dt><dd>300 kW<\/dd>/)
  })

  it('renders the image with its alt text, lazily outside the first two blocks', () => {
    const html = render({ image: { id: 12, alt: 'Aurelia E5 side view' } }, false)
    expect(html).toContain('alt="Aurelia E5 side view"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('/media/api/v2/images/12/w/640/h/360 640w')
  })

  describe('native video (spec 2 §3.3 native_video, ADR 162)', () => {
    it.each<[string, string, boolean]>([
      ['no video: the image', '', false],
      ['a video file on this site: the video in its place', '/videos/e5-city.mp4', true],
      ['a video file over https', 'https://cdn.example.com/e5.webm', true],
    ])('%s', (_, native_video, shown) => {
      const html = render({ image: { id: 12, alt: 'Aurelia E5 side view' }, native_video })
      expect(html.includes('<video')).toBe(shown)
      expect(html.includes('<img')).toBe(!shown)
    })

    it('plays with the browser controls only when pressed, the image its poster and its alt its name', () => {
      const html = render({ image: { id: 12, alt: 'Aurelia E5 side view' }, native_video: '/videos/e5-city.mp4' })
      const video = /<video [^>]*>/.exec(html)![0]
      expect(video).toContain('src="/videos/e5-city.mp4"')
      expect(video).toContain('poster="/media/api/v2/images/12/w/1600/h/900"')
      expect(video).toContain('controls=""')
      expect(video).toContain('playsInline=""')
      expect(video).toContain('aria-label="Aurelia E5 side view"')
      expect(video).toContain('preload="none"')
      expect(video).not.toContain('autoPlay')
    })

    it('takes only MP4 or WebM files, labelled as the catalogue has it', () => {
      expect(rangeComponent.fields.find((f) => f.symbol === 'native_video')?.label).toBe('Native video')
      expect(rangeComponent.schema.safeParse({ native_video: 'https://vimeo.com/76979871' }).success).toBe(false)
      expect(rangeComponent.schema.safeParse({ native_video: '/videos/e5.mov' }).success).toBe(false)
    })
  })

  it('renders the button and the links, leaving out incomplete ones', () => {
    const html = render({
      'rdx-link': { url: '/models/e5', link_text: 'Explore E5' },
      'rdx-links': [
        { url: '/files/e5.pdf', type: 'file' },
        { url: '/specs', link_text: '' },
      ],
    })
    expect(html).toMatch(/<a class="[^"]*primary[^"]*" href="\/models\/e5"[^>]*>Explore E5<\/a>/)
    expect(html).toMatch(/<a class="[^"]*tertiary[^"]*" href="\/files\/e5.pdf">e5.pdf<\/a>/)
    expect(html).not.toContain('/specs')
    expect(render({ 'rdx-link': { url: '/models/e5' } })).not.toContain('/models/e5')
  })

  it('applies the defaults', () => {
    expect(rangeComponent.schema.parse({})).toEqual({
      block_scroll_id: '',
      image: { id: 24735 },
      native_video: '',
      heading: '',
      header_tag: 'h2',
      paragraph: DEFAULT_PARAGRAPH,
      heading_2: '',
      'rdx-link': null,
      code: '',
      'rdx-links': [],
    })
    expect(rangeComponent.htmlFields).toEqual(['heading', 'paragraph', 'code'])
  })

  it.each([
    [{ header_tag: 'h0' }],
    [{ image: { url: 'x.jpg' } }],
    [{ 'rdx-link': [] }],
    [{ code: 1 }],
    [{ heading_2: 'x'.repeat(201) }],
    [{ price: 1 }],
  ])('rejects %o', (raw) => {
    expect(rangeComponent.schema.safeParse(raw).success).toBe(false)
  })
})
