import { describe, expect, it } from 'vitest'
import {
  backButtonLists,
  backButtonSettings,
  backButtonTarget,
  defaultBackButtonLists,
  stockPagePath,
  type BackButtonEntry,
} from './back-button.ts'

const used = '1b4e28ba-2fa1-11d2-883f-0016d3cca427'
const approved = '6f1c0a52-8d3e-4b7a-9c11-2f5d8e6a7b90'
const fallback = defaultBackButtonLists([used], '/stock')

describe('spec 3 §2: the stock page path', () => {
  it.each<[Record<string, string>, string]>([
    [{}, '/'],
    [{ 'stock_locator.stock_page_path': '/stock' }, '/stock'],
    [{ 'cars_inventory_ssr.ci_stock_page_path': '/inventory' }, '/inventory'],
    [{ 'stock_locator.stock_page_path': '/stock', 'cars_inventory_ssr.ci_stock_page_path': '/inventory' }, '/stock'],
    [{ 'stock_locator.stock_page_path': ' ', 'cars_inventory_ssr.ci_stock_page_path': '/inventory' }, '/inventory'],
  ])('%j → %s', (settings, path) => {
    expect(stockPagePath(settings)).toBe(path)
  })
})

describe('spec 3 §2, §8: sl.back_button', () => {
  it.each<[string | null, BackButtonEntry[], string | null]>([
    [null, fallback, null],
    ['  ', fallback, null],
    ['{oops', fallback, 'Error in sl.back_button setting: parsing JSON failed'],
    ['[1,2]', fallback, 'Error in sl.back_button setting: creating publication list array failed'],
    ['"x"', fallback, 'Error in sl.back_button setting: creating publication list array failed'],
    [`{"${used}": "javascript:alert(1)"}`, fallback, 'Error in sl.back_button setting: creating publication list array failed'],
    [`{"${used}": {"label": "no path"}}`, fallback, 'Error in sl.back_button setting: creating publication list array failed'],
    ['{}', [], null],
    [
      `{"${used}": "/used-cars", "${approved}": {"path": "https://example.com/approved", "label": "Back to approved cars"}}`,
      [
        { publicationList: used, path: '/used-cars', label: null },
        { publicationList: approved, path: 'https://example.com/approved', label: 'Back to approved cars' },
      ],
      null,
    ],
  ])('%j → %j, logs %j', (raw, value, error) => {
    expect(backButtonLists(raw, fallback)).toEqual({ value, error })
  })

  it.each<[string | null, boolean, string | null]>([
    [null, false, null],
    [`{"${used}": "/used"}`, true, null],
    ['{oops', false, 'Cannot parse back button settings'],
    ['[]', false, 'Cannot parse back button settings'],
  ])('plain reading %j → value %s, %j', (raw, hasValue, error) => {
    const parsed = backButtonSettings(raw)
    expect(parsed.value !== null).toBe(hasValue)
    expect(parsed.error).toBe(error)
  })

  it('leads to the list’s entry, else the stock page', () => {
    const lists = backButtonLists(`{"${approved}": "/approved"}`, fallback).value
    expect(backButtonTarget(lists, approved, '/stock').path).toBe('/approved')
    expect(backButtonTarget(lists, used, '/stock')).toEqual({ publicationList: used, path: '/stock', label: null })
    expect(backButtonTarget(lists, null, '/stock').path).toBe('/stock')
  })
})
