import { describe, expect, it } from 'vitest'
import {
  enableStep,
  goToStep,
  initialStepState,
  isNavTabActive,
  isStepValidated,
  MAX_STEPS,
  restoreSteps,
  stepStateSchema,
  validatedUpTo,
  validateStep,
  type StepState,
  type ValidatedEntry,
} from './steps.ts'

const state = (over: Partial<StepState> = {}): StepState => ({ ...initialStepState(), ...over })
const ok = (stepIndex: number, type = 'form'): ValidatedEntry => ({ stepIndex, type, value: true })
const notOk = (stepIndex: number, type = 'form'): ValidatedEntry => ({ stepIndex, type, value: false })

describe('spec 3 §4 Step navigation rules', () => {
  it('starts with active 0 and enabled [0]', () => {
    expect(initialStepState()).toEqual({ active: 0, enabled: [0], validated: [], disabledButtons: [] })
  })

  it('hands out a fresh state each time', () => {
    const first = initialStepState()
    first.enabled.push(3)
    expect(initialStepState().enabled).toEqual([0])
  })

  describe('a step is validated when any validated entry for it has value true', () => {
    it.each<[ValidatedEntry[], number, boolean]>([
      [[], 1, false],
      [[ok(1)], 1, true],
      [[notOk(1)], 1, false],
      [[notOk(1, 'form'), ok(1, 'terms')], 1, true],
      [[ok(2)], 1, false],
      [[{ stepIndex: 1, type: 'form', value: 'true' as unknown as boolean }], 1, false],
    ])('%j, step %i → %s', (validated, i, expected) => {
      expect(isStepValidated(state({ validated }), i)).toBe(expected)
    })
  })

  describe('steps count as validated up to N (inclusive or not); step 0 always counts', () => {
    it.each<[ValidatedEntry[], number, boolean, boolean]>([
      [[], 0, true, true],
      [[], 0, false, true],
      [[], 1, false, true],
      [[], 1, true, false],
      [[ok(1)], 1, true, true],
      [[ok(1)], 2, false, true],
      [[ok(1)], 2, true, false],
      [[ok(1), ok(2)], 2, true, true],
      [[ok(2)], 2, true, false],
      [[ok(1), notOk(2)], 3, false, false],
      [[ok(1), ok(2), ok(3)], 3, true, true],
      [[notOk(0), ok(1)], 1, true, true],
    ])('%j up to %i (inclusive %s) → %s', (validated, n, inclusive, expected) => {
      expect(validatedUpTo(state({ validated }), n, inclusive)).toBe(expected)
    })
  })

  describe('a nav tab is active when its step is active, or it is enabled and all previous steps are validated', () => {
    it.each<[Partial<StepState>, number, boolean]>([
      [{}, 0, true],
      [{}, 1, false],
      [{ active: 2, enabled: [0, 1, 2] }, 2, true],
      [{ active: 2, enabled: [0, 1, 2] }, 1, true],
      [{ active: 2, enabled: [0, 1, 2] }, 0, true],
      [{ active: 0, enabled: [0, 1] }, 1, true],
      [{ active: 0, enabled: [0, 1, 2] }, 2, false],
      [{ active: 0, enabled: [0, 1, 2], validated: [ok(1)] }, 2, true],
      [{ active: 0, enabled: [0, 1], validated: [ok(1)] }, 2, false],
      [{ active: 0, enabled: [0, 1, 2, 3], validated: [ok(1), notOk(2)] }, 3, false],
      [{ active: 3, enabled: [0], validated: [] }, 3, true],
    ])('%j, tab %i → %s', (over, i, expected) => {
      expect(isNavTabActive(state(over), i)).toBe(expected)
    })
  })

  describe('enabling adds an index; step 0 is always included', () => {
    it.each<[number[], number, number[]]>([
      [[0], 1, [0, 1]],
      [[0, 1], 1, [0, 1]],
      [[0, 3], 2, [0, 2, 3]],
      [[], 2, [0, 2]],
      [[2, 1, 1], 0, [0, 1, 2]],
      [[0], MAX_STEPS - 1, [0, MAX_STEPS - 1]],
      [[0], MAX_STEPS, [0]],
      [[0], -1, [0]],
      [[0], 1.5, [0]],
    ])('%j + %i → %j', (enabled, i, expected) => {
      expect(enableStep(state({ enabled }), i).enabled).toEqual(expected)
    })

    it('does not change the given state', () => {
      const before = state({ enabled: [0, 2] })
      enableStep(before, 1)
      expect(before.enabled).toEqual([0, 2])
    })
  })

  describe('a validated entry replaces the one of the same step and type', () => {
    it.each<[ValidatedEntry[], [number, string, boolean], ValidatedEntry[]]>([
      [[], [1, 'form', true], [ok(1)]],
      [[notOk(1)], [1, 'form', true], [ok(1)]],
      [[ok(1)], [1, 'form', false], [notOk(1)]],
      [[ok(1, 'form')], [1, 'terms', false], [ok(1, 'form'), notOk(1, 'terms')]],
      [[ok(2)], [1, 'form', true], [ok(2), ok(1)]],
      [[ok(1)], [MAX_STEPS, 'form', true], [ok(1)]],
    ])('%j + %j → %j', (validated, [i, type, value], expected) => {
      expect(validateStep(state({ validated }), i, type, value).validated).toEqual(expected)
    })
  })

  describe('going to a step', () => {
    it.each<[number[], number, number]>([
      [[0, 1], 1, 1],
      [[0, 1, 2], 0, 0],
      [[0], 1, 0],
      [[0, 1], 5, 0],
    ])('enabled %j, go to %i → active %i', (enabled, i, active) => {
      expect(goToStep(state({ enabled }), i).active).toBe(active)
    })
  })
})

describe('spec 3 §4: a stored active step is restored only if it and all earlier steps are enabled', () => {
  const restored: StepState = { active: 2, enabled: [0, 1, 2, 3], validated: [ok(1)], disabledButtons: [3] }

  it.each<[string, unknown, StepState]>([
    ['a valid state', restored, restored],
    ['its JSON text', JSON.stringify(restored), restored],
    ['without the optional lists', { active: 1, enabled: [0, 1] }, { active: 1, enabled: [0, 1], validated: [], disabledButtons: [] }],
    [
      'enabled out of order and repeated',
      { active: 1, enabled: [1, 0, 1] },
      { active: 1, enabled: [0, 1], validated: [], disabledButtons: [] },
    ],
    ['the first step', { active: 0, enabled: [0] }, initialStepState()],
  ])('restores %s', (_, stored, expected) => {
    expect(restoreSteps(stored)).toEqual({ state: expected, reset: false })
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
  ])('nothing stored (%s) is the initial state, with nothing to remove', (_, stored) => {
    expect(restoreSteps(stored)).toEqual({ state: initialStepState(), reset: false })
  })

  it.each<[string, unknown]>([
    ['the active step not enabled', { active: 2, enabled: [0, 1] }],
    ['an earlier step not enabled', { active: 2, enabled: [0, 2] }],
    ['step 0 not enabled', { active: 1, enabled: [1] }],
    ['bad JSON', '{oops'],
    ['a list', [0, 1]],
    ['a negative active step', { active: -1, enabled: [0] }],
    ['an active step beyond the bound', { active: MAX_STEPS, enabled: [0] }],
    ['a fractional step', { active: 0.5, enabled: [0] }],
    ['an enabled index beyond the bound', { active: 0, enabled: [0, MAX_STEPS] }],
    ['too many enabled entries', { active: 0, enabled: Array.from({ length: MAX_STEPS + 1 }, () => 0) }],
    ['a validated value that is not a boolean', { active: 0, enabled: [0], validated: [{ stepIndex: 0, type: 'form', value: 'yes' }] }],
    ['a too long validation type', { active: 0, enabled: [0], validated: [{ stepIndex: 0, type: 'x'.repeat(101), value: true }] }],
    ['a text active step', { active: '1', enabled: [0, 1] }],
    ['a huge text', JSON.stringify({ active: 0, enabled: [0], pad: 'x'.repeat(20_000) })],
  ])('resets on %s, and asks for the stored value to be removed', (_, stored) => {
    expect(restoreSteps(stored)).toEqual({ state: initialStepState(), reset: true })
  })

  it('the schema bounds the stored state to 20 steps', () => {
    expect(stepStateSchema.safeParse({ active: 19, enabled: [19] }).success).toBe(true)
    expect(stepStateSchema.safeParse({ active: 20, enabled: [0] }).success).toBe(false)
  })
})
