import { describe, expect, it } from 'vitest'
import { linkSchema } from '~/ui/link-value.ts'
import { imageLinkTarget } from './image-link.ts'

const link = (value: Record<string, unknown>) => linkSchema().parse(value)

describe('ADR 015 Content Blocks: where the image leads', () => {
  it.each([
    [null, null],
    [link({ url: '' }), null],
    [link({ url: '   ' }), null],
    [link({ url: '/contact', type: 'form' }), null],
    [link({ url: '/models/e7' }), { kind: 'page', url: '/models/e7', external: false, target: '_self' }],
    [link({ url: ' /models/e7 ', link_text: 'E7' }), { kind: 'page', url: '/models/e7', external: false, target: '_self' }],
    [
      link({ url: 'https://club.example.com/', type: 'external', target: '_blank' }),
      { kind: 'page', url: 'https://club.example.com/', external: true, target: '_blank' },
    ],
    [link({ url: 'https://club.example.com/' }), { kind: 'page', url: 'https://club.example.com/', external: true, target: '_self' }], // "internal" but off-site
    [
      link({ url: '/media/files/brochure.pdf', type: 'file' }),
      { kind: 'page', url: '/media/files/brochure.pdf', external: true, target: '_self' },
    ],
    [
      link({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', type: 'external' }),
      { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
    [link({ url: 'https://vimeo.com/76979871' }), { kind: 'video', url: 'https://vimeo.com/76979871' }],
    [link({ url: '/media/films/e7.mp4', type: 'file' }), { kind: 'video', url: '/media/films/e7.mp4' }],
  ])('%o → %o', (value, expected) => {
    expect(imageLinkTarget(value)).toEqual(expected)
  })
})
