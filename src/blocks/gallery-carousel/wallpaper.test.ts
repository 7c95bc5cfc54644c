import { describe, expect, it } from 'vitest'
import { wallpaperFileName, wallpaperUrl } from './wallpaper.ts'

describe('spec 2 §3.7 Gallery Carousel: wallpaper download', () => {
  it('asks the media library for a 1920 px wide copy', () => {
    expect(wallpaperUrl(1003)).toBe('/media/api/v2/images/1003/w/1920.jpg')
  })

  it.each([
    ['Aurelia GT', 0, 'aurelia-gt-1.jpg'],
    ['  Vantor — Summit 4x4! ', 11, 'vantor-summit-4x4-12.jpg'],
    ['Aurelia Coupé', 2, 'aurelia-coupe-3.jpg'],
    ['', 0, 'wallpaper-1.jpg'],
    ['معرض', 4, 'wallpaper-5.jpg'],
  ])('gallery %j, image %i is saved as %s', (name, index, expected) => {
    expect(wallpaperFileName(name, index)).toBe(expected)
  })
})
