import { describe, expect, it } from 'vitest'
import { altText, imageSrcSet, imageUrl } from './image.ts'

describe('image rules', () => {
  it.each([
    [24735, 1600, undefined, '/media/api/v2/images/24735/w/1600.jpg'],
    [7, 640, 360, '/media/api/v2/images/7/w/640/h/360.jpg'],
  ])('imageUrl(%s, %s, %s)', (id, w, h, expected) => {
    expect(imageUrl('/media', id, w, h)).toBe(expected)
  })

  it('builds a srcset with the ratio applied', () => {
    expect(imageSrcSet('/media', 3, [640, 1600], 16 / 9)).toBe(
      '/media/api/v2/images/3/w/640/h/360.jpg 640w, /media/api/v2/images/3/w/1600/h/900.jpg 1600w',
    )
  })

  it.each([
    ['Explicit', { alt: 'img', title: 't' }, 'Explicit'],
    ['', { alt: '  img alt ', title: 't' }, 'img alt'],
    [null, { alt: '  ', title: ' Title ' }, 'Title'],
    [undefined, { alt: null, title: null }, ''],
    [undefined, undefined, ''],
  ])('altText(%o, %o) = %o (spec 1 §5)', (explicit, image, expected) => {
    expect(altText(explicit, image)).toBe(expected)
  })
})
