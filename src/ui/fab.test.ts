import { describe, expect, it } from 'vitest'
import { fabState, type FabItem } from './fab.ts'

const item = (label: string): FabItem => ({ label, icon: 'car', link: null })
const global = [item('Test drive'), item('Brochure')]
const bar = [item('Configure'), item('Offers')]

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
    expect(fabState({ globalItems, readyToGoBar, disabledOnPage })).toEqual(expected)
  })
})
