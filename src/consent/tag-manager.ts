/**
 * spec 1 §4 Tag manager: the product waits for the tag manager's load event up to 5,000 ms
 * (spec 1 §9), then warns and runs the callback anyway (spec 1 §8). The tag manager's script is
 * loaded only after consent (scripts.ts), so without consent every callback runs after the wait.
 */
export const TAG_MANAGER_WAIT_MS = 5000
/** Dispatched on window when the tag manager's script has loaded. */
export const TAG_MANAGER_LOADED = 'forecourt:tag-manager-loaded'
export const TAG_MANAGER_TIMEOUT_WARNING = 'Tag manager not loaded in time'

interface TagManagerWindow {
  addEventListener: Window['addEventListener']
  removeEventListener: Window['removeEventListener']
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
  __fcTagManagerLoaded?: boolean
}

/**
 * Runs `callback` once the tag manager has loaded, or after `wait` ms with a warning.
 * @returns a function that cancels the wait (the callback then never runs)
 */
export function afterTagManager(
  callback: () => void,
  { win = window as unknown as TagManagerWindow, wait = TAG_MANAGER_WAIT_MS, warn = (m: string) => console.warn(m) } = {},
): () => void {
  if (win.__fcTagManagerLoaded) {
    callback()
    return () => {}
  }
  let done = false
  const finish = () => {
    if (done) return
    done = true
    win.removeEventListener(TAG_MANAGER_LOADED, onLoaded)
    win.clearTimeout(timer as never)
  }
  const onLoaded = () => {
    if (done) return
    finish()
    callback()
  }
  const timer = win.setTimeout(() => {
    if (done) return
    finish()
    warn(TAG_MANAGER_TIMEOUT_WARNING)
    callback()
  }, wait)
  win.addEventListener(TAG_MANAGER_LOADED, onLoaded)
  return finish
}

/** Marks the tag manager loaded (its script's load event) and tells those waiting. */
export function tagManagerLoaded(win: Window = window) {
  ;(win as unknown as TagManagerWindow).__fcTagManagerLoaded = true
  win.dispatchEvent(new Event(TAG_MANAGER_LOADED))
}
