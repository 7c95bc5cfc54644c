import { describe, expect, it } from 'vitest'
import { replaceLangInHtmlLinks, replaceLangPlaceholder, resolveLinkUrl, withPassThroughParams } from './link-url.ts'

describe('predefined links resolved at render (spec 1 §7 Predefined links, §8; ADR 170)', () => {
  it.each([
    ['/{lang}/offers', 'ar', '/ar/offers'],
    ['https://build.example/{lang}/e7?l={lang}', 'en', 'https://build.example/en/e7?l=en'],
    ['/%7Blang%7D/offers', 'ar', '/ar/offers'],
    ['/{LANG}/x', 'hr', '/hr/x'],
    ['/offers', 'ar', '/offers'],
  ])('%s in a %s market → %s', (url, lang, expected) => {
    expect(replaceLangPlaceholder(url, lang)).toBe(expected)
  })

  it.each([
    ['<p><a href="/{lang}/offers">Offers</a></p>', '<p><a href="/ar/offers">Offers</a></p>'],
    ['<a href="https://x.example/%7Blang%7D?l={LANG}" target="_blank">x</a>', '<a href="https://x.example/ar?l=ar" target="_blank">x</a>'],
    ['<a href="/a/{lang}">1</a> and <a href="/b/{lang}">2</a>', '<a href="/a/ar">1</a> and <a href="/b/ar">2</a>'],
    ['<p>Write {lang} in a link</p><a href="/offers">x</a>', '<p>Write {lang} in a link</p><a href="/offers">x</a>'],
    ['<a title="/{lang}/" href="/offers">x</a>', '<a title="/{lang}/" href="/offers">x</a>'],
    ['<p>no link</p>', '<p>no link</p>'],
  ])('rich text %s in an ar market → %s', (html, expected) => {
    expect(replaceLangInHtmlLinks(html, 'ar')).toBe(expected)
  })

  it.each([
    ['/offers', '?utm_source=mail&q=1', ['utm_source'], '/offers?utm_source=mail'],
    ['/offers?a=1', '?utm_source=mail', ['utm_source'], '/offers?a=1&utm_source=mail'],
    ['/offers?utm_source=own', '?utm_source=mail', ['utm_source'], '/offers?utm_source=own'],
    ['/offers#finance', '?gclid=x%20y', ['gclid'], '/offers?gclid=x%20y#finance'],
    ['/offers', '?t=1&t=2', ['t'], '/offers?t=1&t=2'],
    ['/offers', '?other=1', ['utm_source'], '/offers'],
    ['/offers', '?utm_source=mail', [], '/offers'],
    ['/offers?', '?a=1', ['a'], '/offers?a=1'],
    ['https://build.example/e7', '?a=1&b=2', ['b', 'a'], 'https://build.example/e7?b=2&a=1'],
  ])('%s on a page with %s, passing %j → %s', (url, search, names, expected) => {
    expect(withPassThroughParams(url, search, names)).toEqual({ url: expected, error: null })
  })

  it.each([['https://exa mple.com/x'], ['//evil.example/x'], ['offers'], ['http://[bad/x']])(
    '%s cannot take parameters: unchanged, with the error',
    (url) => {
      expect(withPassThroughParams(url, '?a=1', ['a'])).toEqual({ url, error: `Predefined link parameter error: ${url}` })
    },
  )

  const resolution = { lang: 'ar', predefinedUrls: ['/{lang}/offers'], passThrough: ['utm_campaign'], search: '?utm_campaign=spring' }
  it.each([
    ['a predefined link, in the browser', '/{lang}/offers', resolution, '/ar/offers?utm_campaign=spring'],
    ['a predefined link, on the server', '/{lang}/offers', { ...resolution, search: null }, '/ar/offers'],
    ['another link with {lang}: no parameters', '/{lang}/news', resolution, '/ar/news'],
    ['another link', '/news', resolution, '/news'],
    ['without a market (the editor)', '/{lang}/offers', null, '/{lang}/offers'],
    ['an empty url', '', resolution, ''],
  ])('%s', (_, url, given, expected) => {
    expect(resolveLinkUrl(url, given)).toEqual({ url: expected, error: null })
  })
})
