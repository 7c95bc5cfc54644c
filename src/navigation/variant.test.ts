import { describe, expect, it } from 'vitest'
import { navigationVariant } from './variant.ts'

describe('the navigation of a page (spec 1 §2 Main layout; ADR 172)', () => {
  const base = { path: '/models', logoOnlyPages: ['/electric-programme', '/ev/*'], externalConfigured: false, style: 'classic' }
  it.each([
    ['the classic nav by default', base, 'classic'],
    ['the light nav when the style says so', { ...base, style: 'light' }, 'light'],
    ['an unknown style: classic', { ...base, style: 'neon' }, 'classic'],
    ['the external service when configured', { ...base, externalConfigured: true, style: 'light' }, 'external'],
    ['a listed page: the logo only', { ...base, path: '/electric-programme' }, 'logo-only'],
    ['a listed page with a trailing slash', { ...base, path: '/electric-programme/' }, 'logo-only'],
    ['under a listed section', { ...base, path: '/ev/e7', externalConfigured: true }, 'logo-only'],
    ['the section itself', { ...base, path: '/ev', style: 'light' }, 'logo-only'],
    ['a page that only starts alike', { ...base, path: '/electric-programme-faq' }, 'classic'],
  ] as const)('%s', (_, input, expected) => {
    expect(navigationVariant(input)).toBe(expected)
  })
})
