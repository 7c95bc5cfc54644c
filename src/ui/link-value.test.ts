import { describe, expect, it } from 'vitest'
import { isAllowedLinkUrl, linkSchema, LINK_URL_HINT } from './link-value.ts'

describe('isAllowedLinkUrl: the schemes the sanitiser keeps, or an address on the site', () => {
  it.each([
    ['https://example.com/offers', true],
    ['HTTP://example.com', true],
    ['mailto:sales@example.com', true],
    ['tel:+44 1234 567', true],
    ['/models/e7', true],
    ['models/e7?trim=gt', true],
    ['../offers', true],
    ['#finance', true],
    ['?page=2', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://files.example.com', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['', false],
    ['   ', false],
    [' https://example.com/ok ', true],
    ['mailto:sales@example.com?subject=A question', true],
    ['http://exa mple.com/a', false],
    ['https://example.com/a b', false],
    ['/models/aurelia e5', false],
    ['#two words', false],
  ])('%j → %s', (url, allowed) => {
    expect(isAllowedLinkUrl(url)).toBe(allowed)
  })
})

describe('linkSchema: a link item (spec 2 §3.4)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['/offers', true],
    ['https://example.com', true],
    ['javascript:alert(document.cookie)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
  ])('the address %j is %s', (url, accepted) => {
    const result = linkSchema().safeParse({ type: 'external', url })
    expect(result.success).toBe(accepted)
    if (!result.success) expect(result.error.issues).toMatchObject([{ path: ['url'], message: LINK_URL_HINT }])
  })
})
