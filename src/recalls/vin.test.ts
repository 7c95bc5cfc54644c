import { describe, expect, it } from 'vitest'
import { normaliseVin, vinProblem } from './vin.ts'

describe('VIN rules (spec 2 §3.12 Local VIN Checker; ISO 3779)', () => {
  it.each([
    ['SAJAA06E0N8K12345', 'SAJAA06E0N8K12345'],
    [' sajaa06e0n8k12345 ', 'SAJAA06E0N8K12345'],
    ['SAJ AA06E0 N8K-12345', 'SAJAA06E0N8K12345'],
    ['', ''],
    ['\t', ''],
  ])('normalises %j to %j', (input, vin) => {
    expect(normaliseVin(input)).toBe(vin)
  })

  it.each([
    ['SAJAA06E0N8K12345', null],
    ['1HGCM82633A004352', null],
    ['', 'empty'],
    ['SAJAA06E0N8K1234', 'length'],
    ['SAJAA06E0N8K123456', 'length'],
    ['SAJAA06E0N8K1234O', 'characters'],
    ['SAJAA06E0N8K1234I', 'characters'],
    ['SAJAA06E0N8K1234Q', 'characters'],
    ['SAJAA06E0N8K1234_', 'characters'],
    ['SAJAA06E0N8K1234é', 'characters'],
  ] as const)('%j → %s', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem)
  })
})
