import { describe, expect, it } from 'vitest'
import { attributePointer, attributeProblemInput, attributeRowProblems, attributesOf } from './location-attributes.ts'

describe('a location’s attribute rows: nothing typed is lost without a word', () => {
  it.each([
    [[{ key: 'crm_id', value: '1' }], []],
    [[{ key: '', value: '' }], []],
    [[{ key: ' ', value: 'A-17' }], [[0, 'Give this attribute a name, or remove it']]],
    [
      [
        { key: 'city', value: 'Leeds' },
        { key: 'crm_id', value: '1' },
        { key: 'city ', value: 'York' },
      ],
      [[2, 'city is already the name of attribute 1']],
    ],
    [
      [
        { key: 'City', value: 'Leeds' },
        { key: 'city', value: 'York' },
      ],
      [],
    ],
  ])('%j → %j', (rows, problems) => {
    expect([...attributeRowProblems(rows)]).toEqual(problems)
  })

  it('saves the named rows, names trimmed', () => {
    expect(
      attributesOf([
        { key: ' crm_id ', value: 'A-17' },
        { key: '', value: '' },
      ]),
    ).toEqual({ crm_id: 'A-17' })
  })
})

describe("a location's attribute as the API points at it", () => {
  it.each([
    ['crm_id', '/data/attributes/attributes/crm_id'],
    [' crm_id ', '/data/attributes/attributes/crm_id'],
    ['region/area', '/data/attributes/attributes/region~1area'],
    ['a~b', '/data/attributes/attributes/a~0b'],
  ])('%j → %s', (name, pointer) => {
    expect(attributePointer(name)).toBe(pointer)
  })

  it.each([
    ['must not contain a NUL character (U+0000)', 'value'],
    ['At most 2000 characters', 'value'],
    ['its name must not contain a NUL character (U+0000)', 'key'],
    ['Invalid key in record', 'key'],
  ] as const)('%j is the problem of its %s', (message, input) => {
    expect(attributeProblemInput(message)).toBe(input)
  })
})
