import { charactersIn, normaliseVin, vinProblem, type VinProblem } from '~/recalls/vin.ts'

/**
 * spec 2 §2, §4 Map update: a three-step wizard — VIN entry (description) → download maps
 * (markets) → copy to USB (final). Pure: the block renders what these answer.
 */
export const MAP_UPDATE_STEPS = ['description', 'markets', 'final'] as const
export type MapUpdateStep = (typeof MAP_UPDATE_STEPS)[number]

export interface VinStepInput {
  vin: string
  termsAccepted: boolean
}
/**
 * What is wrong with the VIN step's VIN: none typed (spec 2 §5: a VIN must be entered), or one that
 * is not a VIN (spec 2 §4: not recognised, the block's VIN error text, after what is wrong with it),
 * with how many characters it had.
 */
export interface VinStepErrors {
  vin: VinProblem | null
  typed: number
  terms: boolean
}

/**
 * spec 2 §4, §5: a VIN must be entered, and one that is not a VIN is not recognised; the terms must
 * be accepted to go on (ADR 139: the spec leaves it open; a download under terms nobody accepted
 * binds no one). Null when the step may be left.
 */
export function vinStepErrors(input: VinStepInput): VinStepErrors | null {
  const vin = normaliseVin(input.vin)
  const problem = vinProblem(vin)
  const terms = !input.termsAccepted
  return problem || terms ? { vin: problem, typed: charactersIn(vin), terms } : null
}

/** The step after `step` (the last stays), and the one before it (the first stays). */
export function nextStep(step: MapUpdateStep): MapUpdateStep {
  return MAP_UPDATE_STEPS[Math.min(MAP_UPDATE_STEPS.indexOf(step) + 1, MAP_UPDATE_STEPS.length - 1)]!
}
export function previousStep(step: MapUpdateStep): MapUpdateStep {
  return MAP_UPDATE_STEPS[Math.max(MAP_UPDATE_STEPS.indexOf(step) - 1, 0)]!
}

/** spec 2 §9: map updates are free during the 3-year standard warranty. */
export const FREE_UPDATE_YEARS = 3
