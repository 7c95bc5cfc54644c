import { describe, expect, it } from 'vitest'
import { languageChoices, languageSwitchHref, stripTrackingParams } from './language-switch.ts'

describe('language switch (spec 1 §2 Header navigation)', () => {
  it.each([
    ['/a?utm_source=x&utm_medium=y&colour=red', '?colour=red'],
    ['/a?fbclid=1&gclid=2&_ga=3&_gac=4&_gl=5&model_str=6&config_url=7&formCode=8', ''],
    ['/a?b=1&utm_custom=x&c=2', '?b=1&c=2'],
    ['/a?formcode=kept', '?formcode=kept'],
    ['/a', ''],
    ['/a?a=1&utm_x=2&a=3&utm_=4', '?a=1&a=3'],
    ['http://x/a?q=a%20b&gclid=1#top', '?q=a+b'],
  ])('stripTrackingParams(%s) = %s', (url, expected) => {
    expect(stripTrackingParams(url)).toBe(expected)
    expect(stripTrackingParams(new URL(url, 'http://x'))).toBe(expected)
  })

  it.each([
    ['/ar', '/models', 'http://x/en/models?utm_source=a&trim=gt', '/ar/models?trim=gt'],
    ['/ar', '/', 'http://x/en', '/ar'],
    ['/', '/models', 'http://x/ar/models', '/models'],
    ['/', '/', 'http://x/ar?gclid=1', '/'],
    ['/ar/', '/offers', 'http://x/en/offers?_gl=1&fbclid=2', '/ar/offers'],
  ])('languageSwitchHref(%s, %s, %s) = %s', (base, path, current, expected) => {
    expect(languageSwitchHref(base, path, new URL(current))).toBe(expected)
  })

  const m = (id: number, code: string, basePath: string) => ({ id, code, basePath })
  it.each([
    ['two languages, both kept', [m(1, 'en', '/'), m(2, 'ar', '/ar')], 1, [1, 2]],
    ['a shared language keeps the shortest base path', [m(3, 'en', '/blocks'), m(1, 'en', '/'), m(2, 'ar', '/ar')], 2, [1, 2]],
    ['the current market wins its language', [m(1, 'en', '/'), m(3, 'en', '/blocks'), m(2, 'ar', '/ar')], 3, [3, 2]],
    ['one language only', [m(1, 'en', '/'), m(3, 'en', '/blocks')], 1, [1]],
  ])('languageChoices: %s', (_, markets, current, expected) => {
    expect(languageChoices(markets, current).map((c) => c.id)).toEqual(expected)
  })
})
