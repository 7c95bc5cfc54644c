/** spec 1 §4, §9: when a code chunk fails to load, reload, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'forecourt.chunk-reload-at'

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt
}

const CHUNK_ERRORS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERRORS.some((text) => message.includes(text))
}

/** Reloads for a chunk error unless one happened within the guard; returns whether it reloaded. */
export function handleChunkLoadError(error: unknown, options: {
  storage: Pick<Storage, 'getItem' | 'setItem'>; now: number; reload: () => void
}): boolean {
  if (!isChunkLoadError(error)) return false
  const stored = options.storage.getItem(CHUNK_RELOAD_KEY)
  const last = stored === null ? null : Number(stored)
  if (!shouldReloadAfterChunkError(options.now, last)) return false
  options.storage.setItem(CHUNK_RELOAD_KEY, String(options.now))
  options.reload()
  return true
}
