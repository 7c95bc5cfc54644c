import { describe, expect, it } from 'vitest'
import { consentPlainText, consentTextParts } from './consent-text.ts'

describe('consentTextParts: a consent text with its links (ADR 122)', () => {
  it.each([
    ['plain text', 'I agree.', [{ text: 'I agree.' }]],
    [
      'a site path',
      'See our [privacy policy](/privacy).',
      [{ text: 'See our ' }, { text: 'privacy policy', href: '/privacy' }, { text: '.' }],
    ],
    ['an https address', '[Terms](https://aurelia.example/terms)', [{ text: 'Terms', href: 'https://aurelia.example/terms' }]],
    ['a script address stays text', '[x](javascript:alert(1))', [{ text: '[x](javascript:alert(1))' }]],
    ['a protocol-relative address stays text', '[x](//evil.example)', [{ text: '[x](//evil.example)' }]],
    ['http stays text', '[x](http://a.example)', [{ text: '[x](http://a.example)' }]],
    ['two links', '[a](/a) and [b](/b)', [{ text: 'a', href: '/a' }, { text: ' and ' }, { text: 'b', href: '/b' }]],
    ['brackets without a link', 'Options [1] (see below)', [{ text: 'Options [1] (see below)' }]],
  ])('%s', (_name, text, parts) => {
    expect(consentTextParts(text)).toEqual(parts)
  })
})

describe('consentPlainText: the words of a consent for a reader of the lead', () => {
  it.each([
    ['See our [privacy policy](/privacy).', 'See our privacy policy (/privacy).'],
    ['[Terms](https://x.example/terms) and [privacy](/privacy)', 'Terms (https://x.example/terms) and privacy (/privacy)'],
    ['No links at all.', 'No links at all.'],
    ['An [unsafe link](javascript:alert(1)) stays as written.', 'An [unsafe link](javascript:alert(1)) stays as written.'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(consentPlainText(text)).toBe(expected)
  })
})
