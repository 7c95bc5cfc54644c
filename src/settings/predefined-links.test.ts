import { describe, expect, it } from 'vitest'
import {
  duplicateAliases,
  passThroughParamNames,
  predefinedLinkUrlProblem,
  predefinedLinksSchema,
  replaceLangPlaceholder,
  resolveLinkUrl,
  withPassThroughParams,
} from './predefined-links.ts'
import { settingValueProblem } from './validate.ts'

describe('predefined links (spec 1 §3 Predefined link, §7)', () => {
  it.each([
    ['/offers', null],
    ['/{lang}/offers?x=1', null],
    ['https://example.com/{lang}/x', null],
    ['http://example.com', null],
    ['', 'url is required'],
    ['   ', 'url is required'],
    ['//evil.example.com', 'url must be a path starting with / or an http(s) URL'],
    ['javascript:alert(1)', 'url must be a path starting with / or an http(s) URL'],
    ['ftp://example.com', 'url must be a path starting with / or an http(s) URL'],
    ['offers', 'url must be a path starting with / or an http(s) URL'],
    ['/a b', 'url must not contain spaces'],
  ])('url %j → %j', (url, problem) => {
    expect(predefinedLinkUrlProblem(url)).toBe(problem)
  })

  it.each([
    [[], []],
    [[{ alias: 'a' }, { alias: 'b' }], []],
    [
      [{ alias: 'a' }, { alias: ' A ' }, { alias: 'b' }, { alias: 'a' }],
      [1, 3],
    ],
  ])('duplicate aliases of %j are at %j (trimmed, case ignored)', (links, expected) => {
    expect(duplicateAliases(links)).toEqual(expected)
  })

  it('the schema names the index and field of every problem', () => {
    const result = predefinedLinksSchema.safeParse([
      { alias: 'a', url: '/a' },
      { alias: '', url: 'x' },
      { alias: 'a', url: '/b' },
    ])
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.alias', 'alias is required'],
      ['1.url', 'url must be a path starting with / or an http(s) URL'],
      ['2.alias', 'alias "a" is used more than once'],
    ])
  })
})

describe('settingValueProblem (wording of spec 1 §5)', () => {
  it.each([
    ['general.site_name', '{not json', null],
    ['footer.columns', '', null],
    ['footer.columns', '[]', null],
    ['meta', '[{"name":"x"}]', null],
    ['meta', '[{', /^Invalid JSON in meta: /],
    ['error_page.not_found', '{"image_id":-1}', /^Invalid Object in error_page\.not_found: line 1: image_id: /],
    ['navigation.disabled_on_pages', '"/offers"', /^Invalid Object in navigation\.disabled_on_pages: /],
    ['predefined_links', '[{"alias":"x","url":"/x"}]', null],
    ['unknown.key', '{', null],
  ])('%s = %j', (key, value, expected) => {
    const problem = settingValueProblem(key, value)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toMatch(expected)
  })
})

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
    ['utm_source, utm_medium\ngclid', ['utm_source', 'utm_medium', 'gclid']],
    ['', []],
    ['a,,a, b', ['a', 'b']],
    ['ok, bad=name, &x, q[0]', ['ok', 'q[0]']],
  ])('pass-through names of %j are %j', (raw, expected) => {
    expect(passThroughParamNames(raw)).toEqual(expected)
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
