import { describe, expect, it } from 'vitest'
import { needsExitConfirmation, parsePatterns, patternMatches } from './exit-popup.ts'

describe('spec 1 §2 Exit popup: the patterns of exit_popup.do_url and dont_url', () => {
  it('are newline-separated, trimmed, blank lines dropped', () => {
    expect(parsePatterns(' https://a.example \r\n\n*.b.example/*\n  ')).toEqual(['https://a.example', '*.b.example/*'])
  })

  it.each([
    ['*', 'https://any.example/x', true],
    ['https://partner.example', 'https://partner.example/offers', true],
    ['https://partner.example', 'http://partner.example/offers', false],
    ['partner.example', 'https://partner.example/offers', true],
    ['partner.example', 'https://other.example/?partner.example', false],
    ['*.example.com/*', 'https://shop.example.com/cart', true],
    ['*.example.com/*', 'https://example.com.evil.test/', false],
    ['https://*.example.com/*', 'http://shop.example.com/', false],
    ['HTTPS://Partner.Example', 'https://partner.example/', true],
    ['a.example/x?y=1', 'https://a.example/x?y=1&z', true],
    ['a.example/x(1)', 'https://a.example/x(1)', true],
  ])('%s against %s: %s', (pattern, url, expected) => {
    expect(patternMatches(pattern, url)).toBe(expected)
  })
})

describe('spec 1 §4 Exit popup: which links ask before leaving', () => {
  const page = 'https://www.aurelia.example/models'
  const rules = { whitelist: ['*'], blacklist: ['*.aurelia-group.example/*', 'https://youtube.com'] }
  it.each([
    ['an external link on the whitelist', 'https://facebook.com/aurelia', rules, true],
    ['one on the blacklist too proceeds', 'https://shop.aurelia-group.example/', rules, false],
    ['a blacklisted prefix', 'https://youtube.com/watch?v=1', rules, false],
    ['a link on the site proceeds', '/offers', rules, false],
    ['an absolute link to the site proceeds', 'https://www.aurelia.example/offers', rules, false],
    ['mailto proceeds', 'mailto:desk@aurelia.example', rules, false],
    ['an empty whitelist matches nothing', 'https://facebook.com/', { whitelist: [], blacklist: [] }, false],
    ['off the whitelist proceeds', 'https://facebook.com/', { whitelist: ['https://x.com'], blacklist: [] }, false],
    ['not a URL proceeds', 'http://[', rules, false],
  ] as const)('%s', (_, href, r, expected) => {
    expect(needsExitConfirmation(href, page, r)).toBe(expected)
  })
})
