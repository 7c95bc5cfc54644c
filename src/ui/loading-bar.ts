/** spec 1 §4, §9 Loading bar: throttle 200 ms, duration 5000 ms, tick 100 ms; red when failed. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100 } as const
/** The bar approaches but never reaches the end until loading is done. */
const MAX_RUNNING_PROGRESS = 0.95

export interface LoadingBarState {
  phase: 'idle' | 'waiting' | 'running' | 'done' | 'failed'
  progress: number
  startedAt: number | null
}
export type LoadingBarEvent = { type: 'start' | 'tick' | 'done' | 'fail'; now: number }

export const initialLoadingBarState: LoadingBarState = { phase: 'idle', progress: 0, startedAt: null }

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      return { phase: 'waiting', progress: 0, startedAt: event.now }
    case 'tick': {
      if ((state.phase !== 'waiting' && state.phase !== 'running') || state.startedAt === null) return state
      const elapsed = event.now - state.startedAt
      // Loads shorter than the throttle never show the bar.
      if (elapsed < LOADING_BAR.throttleMs) return state
      const progress = Math.min(MAX_RUNNING_PROGRESS, (elapsed / LOADING_BAR.durationMs) * MAX_RUNNING_PROGRESS)
      return { ...state, phase: 'running', progress: Math.max(state.progress, progress) }
    }
    case 'done':
      return state.phase === 'idle' ? state : { phase: 'done', progress: 1, startedAt: null }
    case 'fail':
      return state.phase === 'idle' || state.phase === 'done' ? state : { ...state, phase: 'failed', progress: 1 }
  }
}
