import { describe, expect, it } from 'vitest'
import { altText, imageSources, imageSrcSet, imageUrl } from './image.ts'

describe('image rules', () => {
  it.each([
    [24735, 1600, undefined, '/media/api/v2/images/24735/w/1600'],
    [7, 640, 360, '/media/api/v2/images/7/w/640/h/360'],
  ])('imageUrl(%s, %s, %s)', (id, w, h, expected) => {
    expect(imageUrl('/media', id, w, h)).toBe(expected)
  })

  it('builds a srcset with the ratio applied', () => {
    expect(imageSrcSet('/media', 3, [640, 1600], '16:9')).toBe(
      '/media/api/v2/images/3/w/640/h/360 640w, /media/api/v2/images/3/w/1600/h/900 1600w',
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

  const facts = (width: number) => ({ width, height: Math.round((width * 9) / 16), alt: null, title: null })
  const full = {
    src: '/media/api/v2/images/5/w/1600/h/900',
    width: 1600,
    height: 900,
    srcSet: '/media/api/v2/images/5/w/640/h/360 640w, /media/api/v2/images/5/w/1024/h/576 1024w, /media/api/v2/images/5/w/1600/h/900 1600w',
  }
  const fallback = { src: '/media/api/v2/images/5/w/900/h/500', srcSet: undefined, width: 900, height: 500 }
  it.each([
    ['every expected width available', facts(1920), full],
    ['exactly the widest expected width', facts(1600), full],
    ['an expected width missing (original narrower than 1600)', facts(1599), fallback],
    ['not in the media library', null, fallback],
    ['not looked up (unknown)', undefined, full],
  ])('imageSources: %s (spec 2 §4 Images)', (_, imageFacts, expected) => {
    expect(imageSources('/media', 5, imageFacts, '16:9')).toEqual(expected)
  })

  it('imageSources: a square image offers every square preset (spec 2 §9)', () => {
    const square = imageSources('/media', 5, facts(1920), '1:1')
    expect(square.srcSet?.split(', ').map((source) => source.split(' ')[1])).toEqual([
      '360w',
      '415w',
      '640w',
      '830w',
      '1024w',
      '1245w',
      '1600w',
    ])
    expect(square.srcSet).toContain('/media/api/v2/images/5/w/415/h/415 415w')
    expect(square).toMatchObject({ src: '/media/api/v2/images/5/w/1600/h/1600', width: 1600, height: 1600 })
  })

  it.each([
    ['the responsive set', facts(1920), '/media/api/v2/images/5/w/1600/h/900.webp', '/media/api/v2/images/5/w/640/h/360.webp 640w'],
    ['the fallback size', null, '/media/api/v2/images/5/w/900/h/500.webp', undefined],
  ])('imageSources in webp (images with transparency): %s', (_, imageFacts, src, firstSource) => {
    const sources = imageSources('/media', 5, imageFacts, '16:9', 'webp')
    expect(sources.src).toBe(src)
    expect(sources.srcSet?.split(', ')[0]).toBe(firstSource)
  })
})
