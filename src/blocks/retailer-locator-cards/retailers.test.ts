import { describe, expect, it } from 'vitest'
import { parseContactInfo, parseServices } from './retailers.ts'

describe('spec 2 §3.11 Retailer Locator Cards: contact_info JSON', () => {
  it.each([
    ['nothing', undefined, []],
    ['an empty text', '  ', []],
    ['an empty list', [], []],
    [
      'a phone',
      [{ type: 'phone', icon: 'phone', label: '01483 555 010', href: '+44 1483 555010' }],
      [{ type: 'phone', icon: 'phone', label: '01483 555 010', href: 'tel:+441483555010' }],
    ],
    [
      'JSON text',
      '[{"type":"email","label":"Email us","href":"sales@example.co.uk"}]',
      [{ type: 'email', icon: '', label: 'Email us', href: 'mailto:sales@example.co.uk' }],
    ],
    [
      'a WhatsApp number without a label',
      [{ type: 'whatsapp', href: '+44 7700 900123' }],
      [{ type: 'whatsapp', icon: '', label: '+447700900123', href: 'https://wa.me/447700900123' }],
    ],
    [
      'an unsafe href, dropped, keeping the label',
      [{ type: 'phone', label: 'Call us', href: 'javascript:alert(1)' }],
      [{ type: 'phone', icon: '', label: 'Call us', href: '' }],
    ],
    ['an item with neither a label nor a usable href, left out', [{ type: 'email', href: 'not an address' }], []],
  ])('%s', (_, raw, expected) => {
    expect(parseContactInfo(raw)).toEqual({ success: true, data: expected })
  })

  it('is the same when checked again after it is stored', () => {
    const first = parseContactInfo([
      { type: 'phone', href: '+44 (0)1483 555010' },
      { type: 'whatsapp', label: 'WhatsApp', href: '00447700900123' },
    ])
    expect(first.success && parseContactInfo(first.data)).toEqual(first)
  })

  it.each([
    ['[{"type":', 'Invalid JSON in contact_info'],
    [{ type: 'phone' }, 'Invalid contact_info: Invalid input: expected array, received object'],
    [[{ type: 'fax', href: '+441483555011' }], 'Invalid contact_info: 0.type: '],
    [[{ type: 'phone', href: '+441483555010', colour: 'red' }], 'Invalid contact_info: 0: '],
    [Array.from({ length: 11 }, () => ({ type: 'phone', href: '999' })), 'Invalid contact_info: '],
  ])('rejects %j', (raw, message) => {
    const result = parseContactInfo(raw)
    expect(result.success).toBe(false)
    expect(!result.success && result.error).toContain(message)
  })
})

describe('spec 2 §3.11 Retailer Locator Cards: services JSON', () => {
  it.each([
    [null, []],
    [
      '[{"icon":"car","label":"Sales"},{"label":"Parts"}]',
      [
        { icon: 'car', label: 'Sales' },
        { icon: '', label: 'Parts' },
      ],
    ],
  ])('%j', (raw, expected) => {
    expect(parseServices(raw)).toEqual({ success: true, data: expected })
  })

  it.each([
    ['{', 'Invalid JSON in services'],
    [[{ icon: 'car' }], 'Invalid services: 0.label: '],
    [[{ label: '  ' }], 'Invalid services: 0.label: '],
  ])('rejects %j', (raw, message) => {
    const result = parseServices(raw)
    expect(!result.success && result.error).toContain(message)
  })
})
