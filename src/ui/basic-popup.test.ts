import { describe, expect, it } from 'vitest'
import {
  isDismissed,
  pathMatches,
  recordDismissal,
  shouldShowBasicPopup,
  storeTypeOf,
  type BasicPopup,
  type DismissalStores,
} from './basic-popup.ts'
import { readBasicPopup } from './basic-popup-setting.ts'

const popup = (over: Partial<BasicPopup> = {}): BasicPopup => ({
  enabled: true,
  paths: ['/*'],
  start: null,
  end: null,
  storeType: 'localStorage',
  namespace: 'basic-popup',
  title: '',
  content: '',
  buttons: [],
  ...over,
})
const NOW = Date.parse('2026-11-29T12:00:00Z')

describe('spec 1 §5: store_type is localStorage, sessionStorage, cookie or none; anything else none', () => {
  it.each([
    ['localStorage', 'localStorage'],
    ['sessionStorage', 'sessionStorage'],
    ['cookie', 'cookie'],
    ['none', 'none'],
    ['LocalStorage', 'none'],
    [undefined, 'none'],
    [7, 'none'],
  ])('%s → %s', (value, expected) => expect(storeTypeOf(value)).toBe(expected))
})

describe('spec 1 §4 Basic popup: path patterns', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/models/aurelia-e5', true],
    ['/finance', '/finance', true],
    ['/finance', '/finance/', true],
    ['/finance', '/finance/calculator', false],
    ['/models/*', '/models/aurelia-e5', true],
    ['/models/*', '/vantor', false],
    ['/news/*-charge', '/news/coast-road-on-one-charge', true],
    ['/a.b', '/axb', false],
    ['finance', '/finance', false],
  ])('%s against %s: %s', (pattern, path, expected) => expect(pathMatches(pattern, path)).toBe(expected))
})

describe('spec 1 §4 Basic popup: shown only when all hold', () => {
  it.each([
    ['enabled, every path, no dates, not dismissed', popup(), '/x', false, true],
    ['disabled', popup({ enabled: false }), '/x', false, false],
    ['no pattern matches', popup({ paths: ['/finance'] }), '/x', false, false],
    ['no patterns at all', popup({ paths: [] }), '/x', false, false],
    ['before the start', popup({ start: NOW + 1 }), '/x', false, false],
    ['after the end', popup({ end: NOW - 1 }), '/x', false, false],
    ['inside the window', popup({ start: NOW - 1, end: NOW + 1 }), '/x', false, true],
    ['dismissed', popup(), '/x', true, false],
  ] as const)('%s', (_, p, path, dismissed, expected) => expect(shouldShowBasicPopup(p, path, NOW, dismissed)).toBe(expected))
})

describe('spec 1 §3, §5, §9: the basic_popup setting', () => {
  const collect = () => {
    const warnings: string[] = []
    return { warnings, warn: (m: string) => warnings.push(m) }
  }
  it('gets the defaults: paths /*, namespace basic-popup, open-ended dates, store type none', () => {
    expect(readBasicPopup({ enabled: true }, () => {})).toMatchObject({
      enabled: true,
      paths: ['/*'],
      namespace: 'basic-popup',
      start: null,
      end: null,
      storeType: 'none',
    })
  })
  it('an invalid path pattern is logged and does not match', () => {
    const { warnings, warn } = collect()
    expect(readBasicPopup({ enabled: true, paths: ['finance', '/offers'] }, warn)?.paths).toEqual(['/offers'])
    expect(warnings).toEqual(['Invalid path pattern in basic_popup: finance'])
  })
  it('a wrong shape is an invalid object, and no popup', () => {
    const { warnings, warn } = collect()
    expect(readBasicPopup({ enabled: 'yes' }, warn)).toBeNull()
    expect(warnings).toEqual(['Invalid Object in basic_popup'])
  })
  it('reads dates; a bad date is logged and left open', () => {
    const { warnings, warn } = collect()
    const read = readBasicPopup({ enabled: true, start_date: '2026-11-01', end_date: 'soon' }, warn)
    expect([read?.start, read?.end]).toEqual([Date.parse('2026-11-01'), null])
    expect(warnings).toEqual(['Invalid date in basic_popup.end_date: soon'])
  })
  it('drops buttons without a text; an unknown button type is primary', () => {
    const read = readBasicPopup({ enabled: true, buttons: [{ text: '' }, { text: 'Go', type: 'huge' }] }, () => {})
    expect(read?.buttons).toEqual([{ type: 'primary', url: '', text: 'Go', icon: '', target: '_self', close_on_click: false }])
  })
})

describe('spec 1 §4: a dismissal is recorded as true per store type; none records nothing', () => {
  const memory = (): Storage => {
    const map = new Map<string, string>()
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
      clear: () => map.clear(),
      key: () => null,
      get length() {
        return map.size
      },
    }
  }
  const stores = () => {
    const cookies: string[] = []
    const s: DismissalStores = {
      localStorage: (() => {
        const m = memory()
        return () => m
      })(),
      sessionStorage: (() => {
        const m = memory()
        return () => m
      })(),
      cookie: { read: () => cookies.map((c) => c.split(';')[0]).join('; '), write: (c) => void cookies.push(c) },
    }
    return { s, cookies }
  }
  it.each(['localStorage', 'sessionStorage', 'cookie'] as const)('%s', (storeType) => {
    const { s } = stores()
    const p = { storeType, namespace: 'offer-popup' }
    expect(isDismissed(p, s)).toBe(false)
    recordDismissal(p, s)
    expect(isDismissed(p, s)).toBe(true)
    expect(isDismissed({ storeType, namespace: 'other' }, s)).toBe(false)
  })
  it('the cookie lasts one day on every path', () => {
    const { s, cookies } = stores()
    recordDismissal({ storeType: 'cookie', namespace: 'basic-popup' }, s)
    expect(cookies).toEqual(['basic-popup=true; Max-Age=86400; Path=/; SameSite=Lax'])
  })
  it('none records nothing and is never dismissed', () => {
    const { s, cookies } = stores()
    recordDismissal({ storeType: 'none', namespace: 'basic-popup' }, s)
    expect(isDismissed({ storeType: 'none', namespace: 'basic-popup' }, s)).toBe(false)
    expect(cookies).toEqual([])
  })
  it('a refused storage counts as not dismissed and records nothing, without throwing', () => {
    const refusing: DismissalStores = {
      localStorage: () => {
        throw new Error('SecurityError')
      },
      sessionStorage: () => null,
      cookie: { read: () => '', write: () => {} },
    }
    expect(isDismissed({ storeType: 'localStorage', namespace: 'x' }, refusing)).toBe(false)
    expect(() => recordDismissal({ storeType: 'localStorage', namespace: 'x' }, refusing)).not.toThrow()
  })
})
