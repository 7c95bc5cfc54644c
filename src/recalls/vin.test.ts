import { describe, expect, it } from 'vitest'
import { charactersIn, normaliseVin, vinProblem } from './vin.ts'

describe('VIN rules (spec 2 §3.12 Local VIN Checker; ISO 3779)', () => {
  it.each([
    ['SAJAA06E0N8K12345', 'SAJAA06E0N8K12345'],
    [' sajaa06e0n8k12345 ', 'SAJAA06E0N8K12345'],
    ['SAJ AA06E0 N8K-12345', 'SAJAA06E0N8K12345'],
    ['', ''],
    ['\t', ''],
    // The digits and letters of Arabic, Persian and East Asian keyboards are the VIN's own.
    ['AUR5E7A24P٠٠٠٠١٠١', 'AUR5E7A24P0000101'],
    ['AUR5E7A24P۰۰۰۰۱۰۱', 'AUR5E7A24P0000101'],
    ['ＡＵＲ５Ｅ７Ａ２４Ｐ００００１０１', 'AUR5E7A24P0000101'],
    ['ａｕｒ５ｅ７ａ２４ｐ－００００１０１', 'AUR5E7A24P0000101'],
    ['\u200fAUR5E7A24P\u00a00000\u2010101\u200e', 'AUR5E7A24P0000101'],
    ['\u3000AUR5E7A24P0000101\u3000', 'AUR5E7A24P0000101'],
    // Only look-alikes of ASCII: other letters stay, and the VIN rule refuses them.
    ['AUR5E7A24P000010é', 'AUR5E7A24P000010É'],
    ['AUR5E7A24P00001٫1', 'AUR5E7A24P00001٫1'],
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
    // Seventeen characters a visitor sees, not 34: the characters are wrong, not the length.
    ['😀'.repeat(17), 'characters'],
    ['😀'.repeat(9), 'length'],
  ] as const)('%j → %s', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem)
  })

  it('counts what a visitor sees: an emoji is one character', () => {
    expect(charactersIn('😀'.repeat(17))).toBe(17)
    expect(charactersIn('SAJAA')).toBe(5)
  })
})
