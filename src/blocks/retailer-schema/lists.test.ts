import { describe, expect, it } from 'vitest'
import { parseContactItems, parseOfferItems } from './lists.ts'

describe('spec 2 §3.11 retailer schema blocks: contact_info and offers_info JSON', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['[{"type":"phone","value":" +44 1483 555010 "}]', [{ type: 'phone', value: '+44 1483 555010' }]],
  ])('contact_info %j', (raw, data) => {
    expect(parseContactItems(raw)).toEqual({ success: true, data })
  })

  it.each([
    [[{ category: 'New cars' }], [{ category: 'New cars', description: '', url: '' }]],
    ['[]', []],
  ])('offers_info %j', (raw, data) => {
    expect(parseOfferItems(raw)).toEqual({ success: true, data })
  })

  it.each([
    [parseContactItems, '[{"type":"phone"', 'Invalid JSON in contact_info'],
    [parseContactItems, [{ type: 'phone' }], 'Invalid contact_info: 0.value: '],
    [parseContactItems, [{ type: 'phone', value: '1', label: 'x' }], 'Invalid contact_info: 0: '],
    [parseOfferItems, '{"category":"New cars"}', 'Invalid offers_info: '],
    [parseOfferItems, [{ category: 5 }], 'Invalid offers_info: 0.category: '],
  ])('%o rejects %j', (parse, raw, message) => {
    const result = parse(raw)
    expect(!result.success && result.error).toContain(message)
  })
})
