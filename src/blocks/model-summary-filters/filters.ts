/**
 * spec 2 §4 Model Summary Filters: the state the filters share with the Derivatives blocks of one
 * page, as a pure reducer. Derivatives blocks register their body style and model; the filters
 * offer them (the models limited to the chosen body style) and, on submit, apply the selection:
 * only Derivatives blocks whose bodystyle and model match stay visible (ADR 018).
 */

/** A body style and a model; '' is 'All'. */
export interface Selection {
  body: string
  model: string
}

export interface FiltersState {
  /** The page the state belongs to: a registration from another page resets it. */
  key: string
  /** The body styles of the page's Derivatives, in page order. */
  bodies: string[]
  /** Per body style, its models in page order. */
  models: Record<string, string[]>
  /** What the selects show. */
  selected: Selection
  /** The applied selection (filterIdOf), null while none is: every Derivatives block shows. */
  filterId: string | null
}

export type FiltersAction =
  | { type: 'register'; key: string; body: string; model: string }
  | { type: 'chooseBody'; key: string; body: string }
  | { type: 'chooseModel'; key: string; model: string }
  | { type: 'submit'; key: string }
  /** A URL hash naming a Derivatives block's tab_id applies that block's selection. */
  | { type: 'show'; key: string; selection: Selection }

const ALL: Selection = { body: '', model: '' }

/** The state before any registration: no options, nothing applied. */
export const initialFiltersState: FiltersState = { key: '', bodies: [], models: {}, selected: ALL, filterId: null }

/** The id of an applied selection; null for 'All' and 'All', which applies nothing. */
export function filterIdOf(selection: Selection): string | null {
  return selection.body || selection.model ? JSON.stringify([selection.body, selection.model]) : null
}

/** The models the model select offers for a body style: its own, or every model for 'All'. */
export function modelsFor(state: FiltersState, body: string): string[] {
  if (body) return Object.hasOwn(state.models, body) ? state.models[body]! : []
  return [...new Set(state.bodies.flatMap((b) => state.models[b]!))]
}

/**
 * Whether a Derivatives block shows under the applied filter: always while none is applied, else
 * when its bodystyle and model match the selection ('All' matches any).
 */
export function isShown(filterId: string | null, block: { bodystyle: string; model: string }): boolean {
  if (filterId === null) return true
  const body = block.bodystyle.trim()
  const model = block.model.trim()
  return [
    { body, model },
    { body, model: '' },
    { body: '', model },
  ].some((s) => filterIdOf(s) === filterId)
}

function register(state: FiltersState, key: string, rawBody: string, rawModel: string): FiltersState {
  const base = key === state.key ? state : { ...initialFiltersState, key }
  const body = rawBody.trim()
  const model = rawModel.trim()
  // A block without a body style is no option; it shows only while nothing is applied.
  if (!body) return base
  const models = Object.hasOwn(base.models, body) ? base.models[body]! : []
  const knownBody = base.bodies.includes(body)
  if (knownBody && (!model || models.includes(model))) return base
  return {
    ...base,
    bodies: knownBody ? base.bodies : [...base.bodies, body],
    models: { ...base.models, [body]: model ? [...models, model] : models },
    // The first registration selects its body style and model.
    selected: base.bodies.length === 0 ? { body, model } : base.selected,
  }
}

export function filtersReducer(state: FiltersState, action: FiltersAction): FiltersState {
  if (action.type === 'register') return register(state, action.key, action.body, action.model)
  // Other actions come from this page's blocks; a state still holding another page's is not theirs.
  if (action.key !== state.key) return state
  switch (action.type) {
    case 'chooseBody': {
      if (action.body === state.selected.body || (action.body && !state.bodies.includes(action.body))) return state
      // Choosing a body style limits the models: a model it does not have becomes 'All'.
      const model = modelsFor(state, action.body).includes(state.selected.model) ? state.selected.model : ''
      return { ...state, selected: { body: action.body, model } }
    }
    case 'chooseModel':
      if (action.model === state.selected.model || (action.model && !modelsFor(state, state.selected.body).includes(action.model)))
        return state
      return { ...state, selected: { ...state.selected, model: action.model } }
    case 'submit': {
      const filterId = filterIdOf(state.selected)
      return filterId === state.filterId ? state : { ...state, filterId }
    }
    case 'show': {
      const selected = { body: action.selection.body.trim(), model: action.selection.model.trim() }
      return { ...state, selected, filterId: filterIdOf(selected) }
    }
  }
}
