import { expect, it } from 'vitest'
import { showBidiControls } from './bidi.ts'

it.each([
  ['plain text', 'Ada Lovelace', 'Ada Lovelace'],
  ['Arabic and Hebrew letters stay', 'مرحبا שלום', 'مرحبا שלום'],
  ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoice[U+202E]fdp.exe'],
  ['isolates and marks', '\u2066a\u2069\u200F\u061C', '[U+2066]a[U+2069][U+200F][U+061C]'],
  ['an embedding and its pop', '\u202Ax\u202C', '[U+202A]x[U+202C]'],
])('%s', (_name, text, shown) => {
  expect(showBidiControls(text)).toBe(shown)
})
