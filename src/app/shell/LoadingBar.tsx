import { useEffect, useReducer } from 'react'
import { useNavigation } from 'react-router'
import { LOADING_BAR, loadingBarReducer, initialLoadingBarState } from '~/ui/loading-bar.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/** spec 1 §4 Loading bar: appears after 200 ms of loading, ticks every 100 ms, red on failure. */
export function LoadingBar() {
  const ui = useUiTexts()
  const navigation = useNavigation()
  const [state, dispatch] = useReducer(loadingBarReducer, initialLoadingBarState)
  const loading = navigation.state !== 'idle'

  useEffect(() => {
    if (!loading) {
      dispatch({ type: 'done', now: Date.now() })
      return
    }
    dispatch({ type: 'start', now: Date.now() })
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), LOADING_BAR.tickMs)
    const failOnError = () => dispatch({ type: 'fail', now: Date.now() })
    window.addEventListener('unhandledrejection', failOnError)
    return () => {
      clearInterval(timer)
      window.removeEventListener('unhandledrejection', failOnError)
    }
  }, [loading])

  const visible = state.phase === 'running' || state.phase === 'failed'
  return (
    <div
      className="fc-loading-bar"
      data-phase={state.phase}
      aria-hidden={!visible}
      role="progressbar"
      aria-label={ui.pageLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress * 100)}
    >
      <span style={{ transform: `scaleX(${visible ? state.progress : 0})` }} />
    </div>
  )
}
