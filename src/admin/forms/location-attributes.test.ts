import { describe, expect, it } from 'vitest'
import { attributeRowProblems, attributesOf } from './location-attributes.ts'

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
