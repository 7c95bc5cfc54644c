import { describe, expect, it } from 'vitest'
import { optionValue } from './FieldEditor.tsx'

describe("an option's value made from its label in the form builder", () => {
  it.each([
    ['Test drive', 0, 'test_drive'],
    ['Crème brûlée', 1, 'creme_brulee'],
    // No Latin letters or digits: the option's number, not an empty value the form would refuse.
    ['صباحاً', 1, 'option_2'],
    ['午前', 0, 'option_1'],
    ['E5 · صباحاً', 2, 'e5'],
  ])('%s (option %i) → %s', (label, index, expected) => {
    expect(optionValue(label, index)).toBe(expected)
  })
})
