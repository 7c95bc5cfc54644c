import { describe, expect, it } from 'vitest'
import { consentConfig, type ConsentSettings } from './config.ts'

const base: ConsentSettings = { strategy: 'basic', banner: null, placeholder: '', culture: '', externalScriptUrl: '', externalGroups: null }
const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

describe('consent configuration from settings (spec 1 §2 Cookie banner, §3 cookie_consent.*)', () => {
  it.each<[string, Partial<ConsentSettings>, boolean]>([
    ['no banner setting: no consent asked', {}, false],
    ['a banner without title or content: none', { banner: { accept_button: 'OK' } }, false],
    ['a banner with a title', { banner: { title: 'Cookies' } }, true],
    ['a banner with content only', { banner: { content: '<p>We use cookies.</p>' } }, true],
    ['external without its script: none', { strategy: 'external', banner: { title: 'Cookies' } }, false],
    ['external with its script', { strategy: 'external', externalScriptUrl: '/consent-sandbox.js' }, true],
  ])('%s', (_, settings, active) => {
    expect(consentConfig({ ...base, ...settings }, sanitize) !== null).toBe(active)
  })

  it('reads the banner fields, sanitises the content and maps the position', () => {
    const config = consentConfig(
      {
        ...base,
        banner: {
          title: ' Cookies ',
          content: '<p>Hi</p><script>x()</script>',
          accept_button: 'Accept',
          accept_button_position: 'left',
          title_level: 'h3',
        },
        placeholder: 'Needs consent',
        culture: 'ar-AE',
      },
      sanitize,
    )
    expect(config).toEqual({
      strategy: 'basic',
      banner: { title: 'Cookies', content: '<p>Hi</p>', acceptButton: 'Accept', acceptButtonPosition: 'start', titleLevel: 3 },
      placeholder: 'Needs consent',
      culture: 'ar-AE',
      external: null,
    })
  })

  it.each([
    ['right', 'end'],
    ['end', 'end'],
    ['center', 'center'],
    [undefined, 'end'],
  ] as const)('position %s is %s', (position, logical) => {
    expect(
      consentConfig({ ...base, banner: { title: 'C', accept_button_position: position } }, sanitize)?.banner.acceptButtonPosition,
    ).toBe(logical)
  })

  it('an unknown strategy is the basic one; external gets the default group mapping', () => {
    expect(consentConfig({ ...base, strategy: 'mystery', banner: { title: 'C' } }, sanitize)?.strategy).toBe('basic')
    expect(consentConfig({ ...base, strategy: 'external', externalScriptUrl: '/p.js' }, sanitize)?.external).toEqual({
      scriptUrl: '/p.js',
      groups: { C0001: 'obligatory', C0002: 'optional', C0004: 'optional' },
    })
  })
})
