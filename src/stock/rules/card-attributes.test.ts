import { describe, expect, it } from 'vitest'
import { cardAttributes, cardIconAttributes, languageCode, seatsTranslations, showroomSpecAttributes, specIcon } from './card-attributes.ts'

describe('spec 3 §5, §9: card icon attributes', () => {
  it.each<[unknown, string[]]>([
    [undefined, ['engines', 'power', 'color']],
    [[], ['engines', 'power', 'color']],
    ['engines', ['engines', 'power', 'color']],
    [
      ['mileage', 'vin'],
      ['mileage', 'vin'],
    ],
    [
      ['state', 'mileage', 'vin', 'power'],
      ['state', 'mileage', 'vin'],
    ],
    [
      ['mileage', 'wheels'],
      ['engines', 'power', 'color'],
    ],
    [
      ['mileage', 3],
      ['engines', 'power', 'color'],
    ],
    [
      ['vin', 'vin', 'model'],
      ['vin', 'model'],
    ],
  ])('%j → %j', (configured, shown) => {
    expect(cardIconAttributes(configured)).toEqual(shown)
  })
})

describe('spec 3 §9: card attributes', () => {
  it.each<[unknown, string[]]>([
    [undefined, ['productionYear', 'mileage', 'engines', 'color', 'drivetrain', 'vin', 'power', 'capacity', 'state']],
    [['wheels'], ['productionYear', 'mileage', 'engines', 'color', 'drivetrain', 'vin', 'power', 'capacity', 'state']],
    [
      ['status', 'wheels', 'colorInterior', 'status'],
      ['status', 'colorInterior'],
    ],
  ])('%j → %j', (configured, shown) => {
    expect(cardAttributes(configured)).toEqual(shown)
  })
})

describe('spec 3 §9: showroom spec attributes and icons', () => {
  it('lists the attribute version, and the accordion adds status', () => {
    const list = [
      'state',
      'deliveryDate',
      'productionYear',
      'mileage',
      'transmission',
      'engines',
      'capacity',
      'power',
      'color',
      'colorInterior',
      'vin',
      'orderNumber',
      'avl',
    ]
    expect(showroomSpecAttributes('list')).toEqual(list)
    expect(showroomSpecAttributes('accordion')).toEqual(['state', 'status', ...list.slice(1)])
  })
  it.each([
    ['capacity', 'engine-capacity'],
    ['colorInterior', 'color-interior'],
    ['numberOfSeats', 'seats'],
    ['power', 'power'],
  ])('%s → icon %s', (attribute, icon) => {
    expect(specIcon(attribute)).toBe(icon)
  })
})

describe('spec 3 §5: the language code', () => {
  it.each<[string | null | undefined, string]>([
    ['en_GB', 'en'],
    ['HE_IL', 'he'],
    ['EN', 'en'],
    [' de_AT ', 'de'],
    ['fr', 'fr'],
    ['', 'en'],
    [null, 'en'],
    ['_GB', 'en'],
  ])('%j → %j', (setting, code) => {
    expect(languageCode(setting)).toBe(code)
  })
})

describe('spec 3 §8: custom seats translations', () => {
  it.each<[string | null, Record<string, string> | null, string | null]>([
    [null, null, null],
    ['{"2":"2 seats","7":"7 seats (3 rows)"}', { 2: '2 seats', 7: '7 seats (3 rows)' }, null],
    ['{oops', null, 'Cannot parse custom "seats" translations'],
    ['["2 seats"]', null, 'Cannot parse custom "seats" translations'],
    ['{"2":2}', null, 'Cannot parse custom "seats" translations'],
  ])('%j → %j, logs %j', (raw, value, error) => {
    expect(seatsTranslations(raw)).toEqual({ value, error })
  })
})
