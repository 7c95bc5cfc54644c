import { useEffect } from 'react'
import { handleChunkLoadError } from '~/ui/chunk-reload.ts'

/** spec 1 §4 Chunk loading: reload when a code chunk fails, at most once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (error: unknown) =>
      handleChunkLoadError(error, {
        storage: window.sessionStorage,
        now: Date.now(),
        reload: () => window.location.reload(),
      })
    const onPreloadError = (event: Event) => onError((event as Event & { payload?: unknown }).payload ?? event)
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason)
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
