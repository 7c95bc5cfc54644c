import { describe, expect, it } from 'vitest'
import { DEFAULT_FAB_OPTIONS, fabState, isFabDisabledOnPage, type FabItem } from './fab.ts'

const item = (label: string): FabItem => ({ label, icon: 'car', link: null })
const global = [item('Test drive'), item('Brochure')]
const bar = [item('Configure'), item('Offers')]
const five = ['a', 'b', 'c', 'd', 'e'].map(item)

describe('spec 1 §4 FAB, spec 2 §4 Ready To Go Bar: which items the floating button shows', () => {
  it.each([
    ['no global setting, no bar: disabled', null, null, false, { isRTGOnPage: false, items: [], visible: false }],
    ['an empty global setting disables it', [], null, false, { isRTGOnPage: false, items: [], visible: false }],
    ['the global items', global, null, false, { isRTGOnPage: false, items: global, visible: true }],
    [
      'a bar overrides the global setting with its own items',
      global,
      { items: bar, fabDisabled: false },
      false,
      { isRTGOnPage: true, items: bar, visible: true },
    ],
    [
      'a bar gives items where there is no global setting',
      null,
      { items: bar, fabDisabled: false },
      false,
      { isRTGOnPage: true, items: bar, visible: true },
    ],
    ['fabDisabled hides the button', global, { items: bar, fabDisabled: true }, false, { isRTGOnPage: true, items: bar, visible: false }],
    [
      'a bar without items changes nothing',
      global,
      { items: [], fabDisabled: true },
      false,
      { isRTGOnPage: false, items: global, visible: true },
    ],
    ['hidden on a path of navigation.disabled_on_pages', global, null, true, { isRTGOnPage: false, items: global, visible: false }],
    [
      'hidden on such a path with a bar too',
      null,
      { items: bar, fabDisabled: false },
      true,
      { isRTGOnPage: true, items: bar, visible: false },
    ],
  ] as const)('%s', (_, globalItems, readyToGoBar, disabledOnPage, expected) => {
    expect(fabState({ globalItems, readyToGoBar, disabledOnPage })).toMatchObject(expected)
  })
})

describe('spec 1 §4 FAB: quick links or the button; spec 1 §9: 4 items on wide screens, 3 on phones', () => {
  const quick = { ...DEFAULT_FAB_OPTIONS, isQuickLinks: true }
  it.each([
    ['the button by default', five, DEFAULT_FAB_OPTIONS, false, 'fab', 'abcd', 'abc'],
    ['quick links when isQuickLinks is set', five, quick, false, 'quick-links', 'abcd', 'abc'],
    [
      'areQuickLinksReversed reverses the quick links',
      five,
      { ...quick, areQuickLinksReversed: true },
      false,
      'quick-links',
      'edcb',
      'edc',
    ],
    [
      'areQuickLinksReversed leaves the button alone',
      five,
      { ...DEFAULT_FAB_OPTIONS, areQuickLinksReversed: true },
      false,
      'fab',
      'abcd',
      'abc',
    ],
    ['fewer items than room: all of them', global, DEFAULT_FAB_OPTIONS, false, 'fab', 'TB', 'TB'],
    ['no quick links without items', [], quick, false, 'none', '', ''],
    ['no quick links on a disabled page', five, quick, true, 'none', '', ''],
  ] as const)('%s', (_, globalItems, options, disabledOnPage, mode, desktop, mobile) => {
    const state = fabState({ globalItems, readyToGoBar: null, disabledOnPage, options })
    const letters = (items: readonly FabItem[]) => items.map((i) => i.label[0]).join('')
    expect([state.mode, letters(state.desktopItems), letters(state.mobileItems)]).toEqual([mode, desktop, mobile])
  })
})

describe('spec 1 §2 navigation.disabled_on_pages: the paths where the button is hidden', () => {
  it.each([
    ['/offers', ['/offers'], true],
    ['/offers/', ['/offers'], true],
    ['/offers', ['/offers/'], true],
    ['/offers/summer', ['/offers'], false],
    ['/offers/summer', ['/offers/*'], true],
    ['/offers', ['/offers/*'], true],
    ['/offersx', ['/offers/*'], false],
    ['/', ['/'], true],
    ['/about', ['/'], false],
    ['/about', ['/*'], true],
    ['/about', ['about'], false],
    ['/about', [' /about '], true],
    ['/about', [], false],
  ] as const)('%s in %j: %s', (path, list, expected) => {
    expect(isFabDisabledOnPage(path, list)).toBe(expected)
  })
})
