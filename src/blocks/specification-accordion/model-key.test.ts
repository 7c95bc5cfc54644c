import { describe, expect, it } from 'vitest'
import { modelKeyOf } from './model-key.ts'

describe('spec 2 §3.9 Specification Accordion: the model', () => {
  it.each([
    ['e7-24my', '', 'e7-24my'],
    ['e7-24my', 'e7-gt-24my', 'e7-gt-24my'],
    ['', 'e5-23my', 'e5-23my'],
    ['e7-24my', '   ', 'e7-24my'],
    ['', '', ''],
  ])('model %j with additional %j is %j', (model_key, model_key_additional, expected) => {
    expect(modelKeyOf({ model_key, model_key_additional })).toBe(expected)
  })
})
