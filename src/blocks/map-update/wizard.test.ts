import { describe, expect, it } from 'vitest'
import { nextStep, previousStep, vinStepErrors } from './wizard.ts'

describe('map update wizard (spec 2 §4, §5 Map update)', () => {
  it.each([
    [{ vin: 'AUR5E7A24P0000101', termsAccepted: true }, null],
    [{ vin: ' aur5e7a24p-0000101 ', termsAccepted: true }, null],
    [{ vin: 'AUR5E7A24P٠٠٠٠١٠١', termsAccepted: true }, null],
    [{ vin: 'ＡＵＲ５Ｅ７Ａ２４Ｐ۰۰۰۰۱۰۱', termsAccepted: true }, null],
    // spec 2 §5: a VIN must be entered — asked for, not 'not recognised'.
    [
      { vin: '', termsAccepted: true },
      { vin: 'empty', typed: 0, terms: false },
    ],
    [
      { vin: ' - ', termsAccepted: true },
      { vin: 'empty', typed: 0, terms: false },
    ],
    [
      { vin: 'AUR5E7A24', termsAccepted: true },
      { vin: 'length', typed: 9, terms: false },
    ],
    [
      { vin: 'AUR5E7A24P000010O', termsAccepted: true },
      { vin: 'characters', typed: 17, terms: false },
    ],
    [
      { vin: 'AUR5E7A24P0000101', termsAccepted: false },
      { vin: null, typed: 17, terms: true },
    ],
    [
      { vin: '', termsAccepted: false },
      { vin: 'empty', typed: 0, terms: true },
    ],
  ])('%j → %j', (input, errors) => {
    expect(vinStepErrors(input)).toEqual(errors)
  })

  it.each([
    ['description', 'markets', 'description'],
    ['markets', 'final', 'description'],
    ['final', 'final', 'markets'],
  ] as const)('from %s: next is %s, back is %s', (step, next, back) => {
    expect(nextStep(step)).toBe(next)
    expect(previousStep(step)).toBe(back)
  })
})
