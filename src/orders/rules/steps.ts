import * as g from '~/lib/guards.ts'

/**
 * The order-online journey's step state (spec 3 §3 Order-online step state) and its navigation
 * rules (spec 3 §4 Step navigation rules), as pure functions over the state the journey keeps in
 * localStorage[ORDER_ONLINE_STORAGE_KEYS.steps]. Every function returns a new state.
 */

/** The most steps a journey has; stored indexes lie in 0..MAX_STEPS-1 (the steps page shows seven). */
export const MAX_STEPS = 20
/** The longest stored steps text read: a full state of MAX_STEPS steps is a few kilobytes. */
const MAX_STORED_CHARS = 20_000

// NOTE: small guards (guards.ts), not zod, as the journey's other storage schemas: they run in the browser (ADR 145).
const stepIndex = g.int({ min: 0, max: MAX_STEPS - 1 })

/** spec 3 §3 Order-online step state, as stored; bounded because it comes back from the browser. */
export const stepStateSchema = g.object({
  active: stepIndex,
  enabled: g.array(stepIndex, { max: MAX_STEPS }),
  validated: g.withDefault(g.array(g.object({ stepIndex, type: g.string({ max: 100 }), value: g.boolean() }), { max: MAX_STEPS * 10 }), []),
  disabledButtons: g.withDefault(g.array(stepIndex, { max: MAX_STEPS }), []),
})
export type StepState = g.Infer<typeof stepStateSchema>
export type ValidatedEntry = StepState['validated'][number]

const isStepIndex = (i: number): boolean => Number.isInteger(i) && i >= 0 && i < MAX_STEPS

/** spec 3 §4: active starts at 0, enabled as [0]; nothing validated, no button disabled. */
export function initialStepState(): StepState {
  return { active: 0, enabled: [0], validated: [], disabledButtons: [] }
}

/** spec 3 §4: a step is validated when any validated entry for it has value true. */
export function isStepValidated(state: StepState, i: number): boolean {
  return state.validated.some((entry) => entry.stepIndex === i && entry.value === true)
}

/**
 * spec 3 §4: steps count as validated up to N when every step from 0 to N (inclusive) or to N-1
 * (not inclusive) is validated. Step 0 always counts as validated.
 */
export function validatedUpTo(state: StepState, n: number, inclusive: boolean): boolean {
  const last = inclusive ? n : n - 1
  for (let i = 1; i <= last; i++) if (!isStepValidated(state, i)) return false
  return true
}

/** spec 3 §4: a nav tab is active when its step is active, or it is enabled and all previous steps are validated. */
export function isNavTabActive(state: StepState, i: number): boolean {
  return state.active === i || (state.enabled.includes(i) && validatedUpTo(state, i, false))
}

/** spec 3 §4: enabling adds an index; step 0 is always included (sorted, each once). An index outside 0..19 changes nothing. */
export function enableStep(state: StepState, i: number): StepState {
  if (!isStepIndex(i)) return state
  const enabled = [...new Set([0, ...state.enabled, i])].sort((a, b) => a - b)
  return { ...state, enabled }
}

/** spec 3 §3 validated entries {stepIndex, type, value}: a new value replaces the entry of the same step and type. */
export function validateStep(state: StepState, i: number, type: string, value: boolean): StepState {
  if (!isStepIndex(i)) return state
  const validated = state.validated.filter((entry) => !(entry.stepIndex === i && entry.type === type))
  return { ...state, validated: [...validated, { stepIndex: i, type, value }] }
}

/**
 * Makes step i the active one. Only an enabled step can be: going to any other would store a
 * state that the restore rule below throws away, so the state is returned as it is.
 */
export function goToStep(state: StepState, i: number): StepState {
  return state.enabled.includes(i) ? { ...state, active: i } : state
}

/**
 * spec 3 §4: the stored steps (the parsed value, or its JSON text). A stored active step is
 * restored only if it and all earlier steps are enabled; otherwise, or when the value is not a step
 * state, the steps are reset and `reset` is true so that the caller removes the stored value.
 * Nothing stored is the initial state, with nothing to remove.
 */
export function restoreSteps(stored: unknown): { state: StepState; reset: boolean } {
  if (stored === null || stored === undefined || stored === '') return { state: initialStepState(), reset: false }
  let value = stored
  if (typeof stored === 'string') {
    if (stored.length > MAX_STORED_CHARS) return { state: initialStepState(), reset: true }
    try {
      value = JSON.parse(stored)
    } catch {
      return { state: initialStepState(), reset: true }
    }
  }
  const parsed = stepStateSchema.safeParse(value)
  if (!parsed.success) return { state: initialStepState(), reset: true }
  const state = parsed.data
  for (let i = 0; i <= state.active; i++) if (!state.enabled.includes(i)) return { state: initialStepState(), reset: true }
  return { state: enableStep(state, 0), reset: false }
}
