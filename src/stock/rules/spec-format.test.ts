import { describe, expect, it } from 'vitest'
import { engineCapacity, registrationDate } from './spec-format.ts'

describe('spec 3 §9: engine capacity and registration date', () => {
  it.each<[unknown, string | null, string]>([
    [1.998, 'L', '2.0 L'],
    [2, 'l', '2.0 L'],
    ['3', 'litres', '3.0 L'],
    [1998.4, 'cc', '1998 cc'],
    [77.4, 'kWh', '77 kWh'],
    [1598, null, '1598'],
    [0, 'L', ''],
    ['n/a', 'cc', ''],
  ])('%j %j → %j', (value, unit, text) => {
    expect(engineCapacity(value, unit)).toBe(text)
  })

  it("writes the unit in the market's language, litres under one name", () => {
    const arabic = (unit: string) => ({ L: 'لتر', cc: 'سم³' })[unit] ?? unit
    expect(engineCapacity(1.998, 'litre', arabic)).toBe('2.0 لتر')
    expect(engineCapacity(1997, 'cc', arabic)).toBe('1997 سم³')
    expect(engineCapacity(77, 'kWh', arabic)).toBe('77 kWh')
  })

  it.each<[unknown, string]>([
    ['2021-03-15', '2021/03'],
    ['2021-3', '2021/03'],
    ['2019-12-31T23:30:00Z', '2019/12'],
    [new Date(Date.UTC(2020, 0, 5)), '2020/01'],
    ['2021-13-01', ''],
    ['March 2021', ''],
    [null, ''],
    [new Date('x'), ''],
  ])('%j → %j', (value, text) => {
    expect(registrationDate(value)).toBe(text)
  })
})
