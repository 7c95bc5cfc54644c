import { describe, expect, it } from 'vitest'
import { safeUrl } from './urls.ts'

describe('merchandise URLs: http(s) or site-relative, anything else dropped', () => {
  it.each([
    ['https://shop.example/cap.jpg', 'https://shop.example/cap.jpg'],
    ['http://shop.example/cap.jpg', 'http://shop.example/cap.jpg'],
    ['HTTPS://shop.example/a', 'HTTPS://shop.example/a'],
    ['  /media/api/v2/images/1001/w/640.jpg ', '/media/api/v2/images/1001/w/640.jpg'],
    ['/shop/aurelia-cap?size=m#reviews', '/shop/aurelia-cap?size=m#reviews'],
  ])('keeps %j', (value, expected) => {
    expect(safeUrl(value)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://files.example/cap.jpg',
    '//evil.example/cap.jpg',
    '/\\evil.example/cap.jpg',
    'cap.jpg',
    'shop.example/cap.jpg',
    'https://shop.example/a b.jpg',
    'java\tscript:alert(1)',
    'mailto:shop@example.com',
  ])('drops %j', (value) => {
    expect(safeUrl(value)).toBeNull()
  })
})
