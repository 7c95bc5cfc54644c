import { describe, expect, it } from 'vitest'
import { isNavigationEnabled, resolveLogo } from './logo.ts'

const vantor = { matchingPath: '/vantor', homepage: '/vantor', logo: '/brand/vantor.svg', favicon: '/v.svg' }
const ridge = { matchingPath: '/vantor/ridge', homepage: '/vantor/ridge', logo: '/brand/ridge.svg' }
const fallback = { logo: '/brand/aurelia.svg', homepage: '/', favicon: '/favicon.svg' }

describe('logo settings (spec 1 §2, §5)', () => {
  it.each([
    ['a matching section', [vantor], '/vantor/summit', { logo: '/brand/vantor.svg', homepage: '/vantor', favicon: '/v.svg' }],
    ['the section root', [vantor], '/vantor', { logo: '/brand/vantor.svg', homepage: '/vantor', favicon: '/v.svg' }],
    ['a look-alike prefix', [vantor], '/vantorx', fallback],
    [
      'the longest match',
      [vantor, ridge],
      '/vantor/ridge/specs',
      { logo: '/brand/ridge.svg', homepage: '/vantor/ridge', favicon: '/favicon.svg' },
    ],
    ['no match', [vantor], '/models', fallback],
    ['an entry without logo invalidates the list', [vantor, { matchingPath: '/x', homepage: '/x' }], '/vantor', fallback],
    ['an entry without homepage invalidates the list', [{ matchingPath: '/vantor', logo: 'l' }], '/vantor', fallback],
    ['an entry without matchingPath invalidates the list', [{ homepage: '/', logo: 'l' }], '/', fallback],
    ['a blank logo counts as missing', [vantor, { matchingPath: '/x', homepage: '/x', logo: '  ' }], '/vantor', fallback],
    ['a null entry invalidates the list', [vantor, null], '/vantor', fallback],
    [
      'a bad favicon does not invalidate the list',
      [{ ...vantor, favicon: 42 }],
      '/vantor',
      { logo: '/brand/vantor.svg', homepage: '/vantor', favicon: '/favicon.svg' },
    ],
    [
      'a root entry matches every path',
      [{ matchingPath: '/', homepage: '/home', logo: 'r' }, vantor],
      '/models',
      { logo: 'r', homepage: '/home', favicon: '/favicon.svg' },
    ],
    [
      'a trailing slash in matchingPath still matches the section root',
      [{ ...vantor, matchingPath: '/vantor/' }],
      '/vantor',
      { logo: '/brand/vantor.svg', homepage: '/vantor', favicon: '/v.svg' },
    ],
    ['an empty list', [], '/vantor', fallback],
    ['not a list', { matchingPath: '/vantor' }, '/vantor', fallback],
    ['null', null, '/vantor', fallback],
  ])('%s', (_what, raw, path, expected) => {
    expect(resolveLogo(raw, path, '/brand/aurelia.svg', '/favicon.svg')).toEqual(expected)
  })

  it.each([
    ['/', false, false],
    ['/', true, true],
    ['/about', false, true],
    ['/about', true, true],
  ])('navigation on %s (enabled on home: %s) → %s', (path, enabledOnHome, expected) => {
    expect(isNavigationEnabled(path, { enabledOnHome })).toBe(expected)
  })
})
