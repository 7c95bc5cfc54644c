/** spec 1 §4, §9: when a code chunk fails to load, reload, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'forecourt.chunk-reload-at'

/** A missing, unreadable or future timestamp (a changed clock) does not block the reload. */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt
}

const CHUNK_ERRORS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

/** The messages browsers and Vite give a dynamic import or preload that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERRORS.some((text) => message.includes(text))
}

/**
 * Reloads for a chunk error unless one happened within the guard; returns whether it reloaded.
 * NOTE: when session storage cannot be read or written the guard cannot hold, and reloading could
 * loop forever, so the page is left as it is.
 */
export function handleChunkLoadError(
  error: unknown,
  options: {
    storage: Pick<Storage, 'getItem' | 'setItem'>
    now: number
    reload: () => void
  },
): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const stored = options.storage.getItem(CHUNK_RELOAD_KEY)
    if (!shouldReloadAfterChunkError(options.now, stored === null ? null : Number(stored))) return false
    options.storage.setItem(CHUNK_RELOAD_KEY, String(options.now))
  } catch {
    return false
  }
  options.reload()
  return true
}

/**
 * Reloads the page when a code chunk fails (spec 1 §4), from now on: called by the browser's entry
 * before any block's chunk is asked for, so a chunk that fails before hydration counts too.
 * Vite's dynamic imports dispatch `vite:preloadError`; others surface as unhandled rejections.
 */
export function watchChunkLoadErrors(win: Window): void {
  const onError = (error: unknown) =>
    handleChunkLoadError(error, { storage: win.sessionStorage, now: Date.now(), reload: () => win.location.reload() })
  win.addEventListener('vite:preloadError', (event) => onError((event as Event & { payload?: unknown }).payload ?? event))
  win.addEventListener('unhandledrejection', (event) => onError(event.reason))
}
