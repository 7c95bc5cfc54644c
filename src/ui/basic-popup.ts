/**
 * spec 1 §2 Basic popup, §3, §4, §5, §9: a scheduled popup with content and buttons, shown when it
 * is enabled, the path matches one of its patterns, now is between its start and end date, and it
 * was not dismissed in its store. Pure rules (ADR 132); the setting is `basic_popup` (JSON).
 */

/** spec 1 §9: the defaults. */
export const BASIC_POPUP_DEFAULTS = {
  paths: ['/*'],
  namespace: 'basic-popup',
  cookieExpiryDays: 1,
  openDelayMs: 500,
} as const
const DAY_MS = 86_400_000

export const STORE_TYPES = ['localStorage', 'sessionStorage', 'cookie', 'none'] as const
export type StoreType = (typeof STORE_TYPES)[number]

/** spec 1 §5: store_type is one of the four; anything else means none. */
export const storeTypeOf = (value: unknown): StoreType =>
  (STORE_TYPES as readonly unknown[]).includes(value) ? (value as StoreType) : 'none'

/** spec 1 §3 Basic popup button (type is its ui type). */
export interface BasicPopupButton {
  type: 'primary' | 'secondary' | 'tertiary'
  url: string
  text: string
  icon: string | null
  target: '_self' | '_blank'
  close_on_click: boolean
}

/** What the browser decides from: the setting with its defaults applied, dates as epoch milliseconds or null. */
export interface BasicPopup {
  enabled: boolean
  paths: string[]
  /** null: open-ended (spec 1 §9: yesterday and tomorrow, which always hold). */
  start: number | null
  end: number | null
  storeType: StoreType
  namespace: string
  title: string
  content: string
  buttons: BasicPopupButton[]
}

/** A valid path pattern starts with '/'; an invalid one is logged and dropped, so it matches nothing (spec 1 §5). */
export function isValidPathPattern(pattern: string): boolean {
  return pattern.startsWith('/') && !/[\s\u0000]/.test(pattern)
}

/** A path pattern: `*` stands for any characters, the rest is literal; the whole path must match. */
export function pathMatches(pattern: string, path: string): boolean {
  if (!isValidPathPattern(pattern)) return false
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  return new RegExp(`^${body}$`).test(path) || new RegExp(`^${body}$`).test(trim(path))
}

/** spec 1 §4: all must hold — enabled, a pattern matches the path, now in [start, end], not dismissed. */
export function shouldShowBasicPopup(popup: BasicPopup, path: string, now: number, dismissed: boolean): boolean {
  return (
    popup.enabled &&
    popup.paths.some((pattern) => pathMatches(pattern, path)) &&
    (popup.start === null || now >= popup.start) &&
    (popup.end === null || now <= popup.end) &&
    !dismissed
  )
}

/** Where a dismissal is kept and read (storage may be missing or refused: nothing then counts as dismissed). */
export interface DismissalStores {
  localStorage: () => Storage | null
  sessionStorage: () => Storage | null
  cookie: { read: () => string; write: (cookie: string) => void }
}

/** Whether the popup was dismissed in its store type's store ('true' under its namespace). */
export function isDismissed(popup: Pick<BasicPopup, 'storeType' | 'namespace'>, stores: DismissalStores): boolean {
  try {
    switch (popup.storeType) {
      case 'localStorage':
        return stores.localStorage()?.getItem(popup.namespace) === 'true'
      case 'sessionStorage':
        return stores.sessionStorage()?.getItem(popup.namespace) === 'true'
      case 'cookie':
        return stores.cookie
          .read()
          .split(';')
          .some((part) => part.trim() === `${popup.namespace}=true`)
      case 'none':
        return false
    }
  } catch {
    return false
  }
}

/** spec 1 §4: closing records 'true' per store type (a cookie for one day, spec 1 §9); none records nothing. */
export function recordDismissal(popup: Pick<BasicPopup, 'storeType' | 'namespace'>, stores: DismissalStores): void {
  try {
    switch (popup.storeType) {
      case 'localStorage':
        stores.localStorage()?.setItem(popup.namespace, 'true')
        return
      case 'sessionStorage':
        stores.sessionStorage()?.setItem(popup.namespace, 'true')
        return
      case 'cookie':
        stores.cookie.write(
          `${popup.namespace}=true; Max-Age=${(BASIC_POPUP_DEFAULTS.cookieExpiryDays * DAY_MS) / 1000}; Path=/; SameSite=Lax`,
        )
        return
      case 'none':
        return
    }
  } catch {
    // Storage refused (private mode, full): the popup may show again; nothing else to do.
  }
}

const storage = (name: 'localStorage' | 'sessionStorage') => () => {
  try {
    return window[name]
  } catch {
    return null
  }
}

/** The browser's stores (a refused storage is null). */
export const browserStores: DismissalStores = {
  localStorage: storage('localStorage'),
  sessionStorage: storage('sessionStorage'),
  cookie: {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie
    },
  },
}
