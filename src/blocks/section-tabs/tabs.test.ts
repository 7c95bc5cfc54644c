import { describe, expect, it } from 'vitest'
import { ui } from '~/i18n/locales/en/ui.ts'
import { tabAfterKey, tabLabel } from './tabs.ts'

describe('WAI-ARIA tabs: keyboard', () => {
  it.each([
    ['ArrowRight', 0, 3, false, 1],
    ['ArrowRight', 2, 3, false, 0],
    ['ArrowLeft', 0, 3, false, 2],
    ['ArrowLeft', 2, 3, false, 1],
    ['ArrowRight', 0, 3, true, 2],
    ['ArrowLeft', 0, 3, true, 1],
    ['ArrowLeft', 2, 3, true, 0],
    ['Home', 2, 3, false, 0],
    ['End', 0, 3, false, 2],
    ['Home', 1, 3, true, 0],
    ['End', 1, 3, true, 2],
    ['ArrowRight', 0, 1, false, 0],
    ['ArrowDown', 0, 3, false, null],
    ['Enter', 1, 3, false, null],
    ['a', 1, 3, false, null],
    ['ArrowRight', 0, 0, false, null],
  ] as const)('%s from %i of %i (rtl %s) goes to %s', (key, current, count, rtl, expected) => {
    expect(tabAfterKey(key, current, count, rtl)).toBe(expected)
  })
})

describe('tab labels', () => {
  it.each([
    ['Electric', 'Title', 0, 'Electric'],
    ['  ', 'Plug-in hybrid', 1, 'Plug-in hybrid'],
    ['', '', 2, 'Tab 3'],
  ])('%j / %j at %i reads %j', (label, fallback, index, expected) => {
    expect(tabLabel(label, fallback, index, ui.tabNumber)).toBe(expected)
  })
})
