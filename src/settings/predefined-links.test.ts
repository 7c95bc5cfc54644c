import { describe, expect, it } from 'vitest'
import { duplicateAliases, passThroughParamNames, predefinedLinkUrlProblem, predefinedLinksSchema } from './predefined-links.ts'
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

describe('pass-through parameter names (spec 1 §7; ADR 170)', () => {
  it.each([
    ['utm_source, utm_medium\ngclid', ['utm_source', 'utm_medium', 'gclid']],
    ['', []],
    ['a,,a, b', ['a', 'b']],
    ['ok, bad=name, &x, q[0]', ['ok', 'q[0]']],
  ])('pass-through names of %j are %j', (raw, expected) => {
    expect(passThroughParamNames(raw)).toEqual(expected)
  })
})
