import { describe, expect, it } from 'vitest'
import { DEFAULT_FAB_OPTIONS } from './fab.ts'
import { fabItemOf, parseGlobalFab } from './fab-setting.ts'

const collect = () => {
  const warnings: string[] = []
  return { warnings, warn: (m: string) => warnings.push(m) }
}
const testDrive = { link: '/test-drive', label: 'Test drive', icon: 'car' }

describe('spec 1 §3 FAB item: general.global_fab and its mapping', () => {
  it('unset (or not JSON, which readSetting gives as null) disables the button', () => {
    expect(parseGlobalFab(null, () => {})).toBeNull()
  })

  it('a list of items, with the default options', () => {
    const parsed = parseGlobalFab([testDrive], () => {})
    expect(parsed?.options).toEqual(DEFAULT_FAB_OPTIONS)
    expect(parsed?.items).toEqual([
      {
        link: { url: '/test-drive', link_text: 'Test drive', target: '_self', type: 'internal', ui_type: 'primary' },
        icon: 'car',
        dc_strategy: null,
      },
    ])
  })

  it('an object with options and items', () => {
    const parsed = parseGlobalFab(
      { isQuickLinks: true, areQuickLinksReversed: true, mobileButtonLabel: 'Go', items: [testDrive] },
      () => {},
    )
    expect(parsed?.options).toMatchObject({ isQuickLinks: true, areQuickLinksReversed: true, mobileButtonLabel: 'Go' })
    expect(parsed?.items).toHaveLength(1)
  })

  it('maps dc_strategy with its fallback {link, icon} only when use_dc_fallback is set', () => {
    const base = {
      ...testDrive,
      target: '_blank',
      dc_strategy: { key: 'mena_offers', value: 'suv' },
      fallback: { icon: 'phone', link: '/contact', label: 'Call us' },
    }
    expect(parseGlobalFab([{ ...base, use_dc_fallback: true }], () => {})?.items[0]?.dc_strategy).toEqual({
      key: 'mena_offers',
      value: 'suv',
      fallback: {
        link: { url: '/contact', link_text: 'Call us', target: '_blank', type: 'internal', ui_type: 'primary' },
        icon: 'phone',
      },
    })
    expect(parseGlobalFab([base], () => {})?.items[0]?.dc_strategy).toEqual({ key: 'mena_offers', value: 'suv' })
  })

  it.each([
    ['a number', 5],
    ['an object without items', { isQuickLinks: true }],
    ['options of the wrong type', { isQuickLinks: 'yes', items: [] }],
  ])('%s is logged as an invalid object and disables the button', (_, raw) => {
    const { warnings, warn } = collect()
    expect(parseGlobalFab(raw, warn)).toBeNull()
    expect(warnings).toEqual(['Invalid Object in general.global_fab'])
  })

  it('an item of the wrong shape is logged and left out; the others stay', () => {
    const { warnings, warn } = collect()
    expect(parseGlobalFab([{ label: 7 }, testDrive], warn)?.items).toHaveLength(1)
    expect(warnings).toEqual(['Invalid Object in general.global_fab'])
  })

  it('an unknown target or type falls back to _self and internal', () => {
    const link = parseGlobalFab([{ ...testDrive, target: '_top', type: 'ftp' }], () => {})?.items[0]?.link
    expect([link?.target, link?.type]).toEqual(['_self', 'internal'])
  })

  it.each([
    ['an item with a link and label is drawn', { link: { url: '/a', link_text: 'A' }, icon: 'x' }, { label: 'A', icon: 'x' }],
    ['without a link: not drawn', { link: null, icon: 'x' }, null],
    ['without a label: not drawn', { link: { url: '/a', link_text: ' ' }, icon: 'x' }, null],
  ] as const)('%s', (_, item, expected) => {
    const link = item.link ? { ...item.link, target: '_self' as const, type: 'internal', ui_type: 'primary' as const } : null
    const drawn = fabItemOf({ link, icon: item.icon })
    expect(drawn ? { label: drawn.label, icon: drawn.icon } : null).toEqual(expected)
  })
})
