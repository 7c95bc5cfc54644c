import { describe, expect, it } from 'vitest'
import { parsePhotos } from './photos.ts'
import { MAX_PHOTOS, splitAtPhotos } from './placeholder.ts'

describe('spec 2 §3.7 Collection Item: the images JSON', () => {
  it.each([
    ['blank text', '  ', []],
    ['an empty list', '[]', []],
    [
      'absolute and site-relative URLs',
      '["https://shop.example/cap.jpg", "/media/api/v2/images/1004/w/1024.jpg", "http://cdn.example/b.png"]',
      ['https://shop.example/cap.jpg', '/media/api/v2/images/1004/w/1024.jpg', 'http://cdn.example/b.png'],
    ],
    [
      'URLs that are not http(s) or site-relative, dropped',
      '["javascript:alert(1)", "/a.jpg", "data:image/png;base64,AA", "//evil.example/x.jpg", "ftp://f/x.jpg", "cap.jpg"]',
      ['/a.jpg'],
    ],
    [
      `more than ${MAX_PHOTOS} photos, cut`,
      JSON.stringify(Array.from({ length: MAX_PHOTOS + 5 }, (_, i) => `/p/${i}.jpg`)),
      Array.from({ length: MAX_PHOTOS }, (_, i) => `/p/${i}.jpg`),
    ],
  ])('reads %s', (_, text, photos) => {
    expect(parsePhotos(text)).toEqual({ photos, problem: null })
  })

  it.each([
    ['text that is not JSON', '["/a.jpg",', 'Invalid JSON in collection-item images'],
    ['a single URL', '"/a.jpg"', 'Invalid JSON in collection-item images: not a list of URLs'],
    ['a list of objects', '[{"src": "/a.jpg"}]', 'Invalid JSON in collection-item images: not a list of URLs'],
  ])('gives no photos and a problem for the log on %s', (_, text, problem) => {
    expect(parsePhotos(text)).toEqual({ photos: [], problem })
  })
})

describe('spec 2 §3.7 Collection Item: the photos go where {{photos}} is', () => {
  it.each([
    ['no placeholder: photos first', '<h2>Cap</h2><p>Cotton.</p>', '', '<h2>Cap</h2><p>Cotton.</p>'],
    ['a placeholder paragraph, taken whole', '<h2>Cap</h2><p>{{photos}}</p><p>Cotton.</p>', '<h2>Cap</h2>', '<p>Cotton.</p>'],
    [
      'a placeholder div with spaces',
      '<h2>Cap</h2>\n<div class="x"> {{ photos }} </div>\n<p>Cotton.</p>',
      '<h2>Cap</h2>',
      '<p>Cotton.</p>',
    ],
    ['a bare placeholder', '<h2>Cap</h2>{{photos}}<p>Cotton.</p>', '<h2>Cap</h2>', '<p>Cotton.</p>'],
    ['a placeholder inside a sentence', '<p>See {{photos}} above</p>', '<p>See', 'above</p>'],
    ['the placeholder last', '<h2>Cap</h2><p>{{photos}}</p>', '<h2>Cap</h2>', ''],
    ['a second placeholder, removed', '<p>{{photos}}</p><p>A</p><p>{{PHOTOS}}</p>B {{photos}}', '', '<p>A</p>B'],
    ['empty HTML', '', '', ''],
  ])('%s', (_, html, before, after) => {
    expect(splitAtPhotos(html)).toEqual({ before, after })
  })
})
