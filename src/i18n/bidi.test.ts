import { describe, expect, it } from 'vitest'
import { bidiSegments, plainTextInDirection } from './bidi.ts'

/** ADR 128: left-to-right runs inside right-to-left text, isolated where a value meets a label. */
describe('bidiSegments', () => {
  const l = (text: string) => ({ text, ltr: true })
  const r = (text: string) => ({ text, ltr: false })
  it.each([
    ['', []],
    ['2.0 Diesel AWD S', [l('2.0 Diesel AWD S')]],
    ['Vantor Ridge 2.0 Diesel AWD S', [l('Vantor Ridge 2.0 Diesel AWD S')]],
    ['فانتور ريدج 2.0 Diesel AWD S', [r('فانتور ريدج '), l('2.0 Diesel AWD S')]],
    ['شاشة لمس 11.4-inch بوصة', [r('شاشة لمس '), l('11.4-inch'), r(' بوصة')]],
    ['VIN: SAJAA2BN5RA123456', [l('VIN: SAJAA2BN5RA123456')]],
    ['رقم الهيكل SAJAA2BN5RA123456', [r('رقم الهيكل '), l('SAJAA2BN5RA123456')]],
    ['193,200 درهم', [l('193,200'), r(' درهم')]],
    ['درهم 193,200', [r('درهم '), l('193,200')]],
    ['150 kW، 204 PS', [l('150 kW'), r('، '), l('204 PS')]],
    ['خصم 10% اليوم', [r('خصم '), l('10%'), r(' اليوم')]],
    ['موديل (2025) جديد', [r('موديل ('), l('2025)'), r(' جديد')]],
    ['مرحبا', [r('مرحبا')]],
    ['אאודי A4 Avant', [r('אאודי '), l('A4 Avant')]],
  ])('%j → %j', (text, segments) => expect(bidiSegments(text)).toEqual(segments))
})

/** A right-to-left market's plain-text mail: each line with Arabic or Hebrew reads right to left. */
describe('plainTextInDirection', () => {
  const rlm = '\u200F'
  it.each([
    ['Aurelia E5 محجوزة', 'rtl', `${rlm}Aurelia E5 محجوزة`],
    [
      'مرحبًا Layla،\n\nhttps://example.com/showroom/1\nرقم الطلب: FC1',
      'rtl',
      `${rlm}مرحبًا Layla،\n\nhttps://example.com/showroom/1\n${rlm}رقم الطلب: FC1`,
    ],
    ['Is a tow bar available?', 'rtl', 'Is a tow bar available?'],
    [`${rlm}مرحبا`, 'rtl', `${rlm}مرحبا`],
    ['', 'rtl', ''],
    ['Aurelia E5 محجوزة', 'ltr', 'Aurelia E5 محجوزة'],
    ['Hello ليلى,', 'ltr', 'Hello ليلى,'],
  ] as const)('%j (%s) → %j', (text, direction, expected) => expect(plainTextInDirection(text, direction)).toBe(expected))
})
