import type { LinkValue } from './link-value.ts'

/**
 * spec 1 §4 FAB and spec 2 §4 Ready To Go Bar: which floating-button items a page shows, and
 * whether as the floating button or as quick links. A pure rule (ADR 130), read by the shell's
 * floating button with the admin's options (general.global_fab) and the page's Ready To Go Bar.
 */
export interface FabItem {
  label: string
  icon: string
  link: LinkValue | null
}

/** spec 1 §9: how many items the button shows. */
export const FAB_DESKTOP_ITEMS = 4
export const FAB_MOBILE_ITEMS = 3

/** spec 1 §3 FAB state: the admin's options beside the items (general.global_fab as an object). */
export interface FabOptions {
  isSecondary: boolean
  isQuickLinks: boolean
  areQuickLinksReversed: boolean
  /** Empty: the market language's default text. */
  quickLinksExpandButtonLabel: string
  mobileButtonLabel: string
}

export const DEFAULT_FAB_OPTIONS: FabOptions = {
  isSecondary: false,
  isQuickLinks: false,
  areQuickLinksReversed: false,
  quickLinksExpandButtonLabel: '',
  mobileButtonLabel: '',
}

export interface FabInput {
  /** general.global_fab's items; null when the setting does not exist (or does not parse). */
  globalItems: readonly FabItem[] | null
  /** The page's Ready To Go Bar, if it has one: its items and its fabDisabled. */
  readyToGoBar: { items: readonly FabItem[]; fabDisabled: boolean } | null
  /** The path is in navigation.disabled_on_pages (ignored on one brand theme: the caller decides). */
  disabledOnPage: boolean
  options?: FabOptions
}

export interface FabState {
  /** A Ready To Go Bar with items is on the page: it overrides the admin's global setting. */
  isRTGOnPage: boolean
  items: readonly FabItem[]
  /** Whether the floating button shows at all. */
  visible: boolean
  /** How it shows: as the floating button, as quick links, or not at all. */
  mode: 'fab' | 'quick-links' | 'none'
  /** The items wide screens show (4) and phones show (3), in the order drawn. */
  desktopItems: readonly FabItem[]
  mobileItems: readonly FabItem[]
  options: FabOptions
}

/**
 * - Disabled unless a global setting exists or a page block provides items; an empty global setting disables it.
 * - A Ready To Go Bar with items sets isRTGOnPage, which overrides the global setting: its items are shown;
 *   its fabDisabled hides the button.
 * - Quick links show when it is enabled with items and isQuickLinks is set (areQuickLinksReversed
 *   reverses them); otherwise the button shows when it has items and is not disabled (nor hidden on this path).
 */
export function fabState({ globalItems, readyToGoBar, disabledOnPage, options = DEFAULT_FAB_OPTIONS }: FabInput): FabState {
  const isRTGOnPage = readyToGoBar !== null && readyToGoBar.items.length > 0
  const items = isRTGOnPage ? readyToGoBar.items : (globalItems ?? [])
  const disabled = disabledOnPage || (isRTGOnPage ? readyToGoBar.fabDisabled : globalItems === null || globalItems.length === 0)
  const visible = !disabled && items.length > 0
  const mode = !visible ? 'none' : options.isQuickLinks ? 'quick-links' : 'fab'
  const ordered = mode === 'quick-links' && options.areQuickLinksReversed ? [...items].reverse() : items
  return {
    isRTGOnPage,
    items,
    visible,
    mode,
    desktopItems: visible ? ordered.slice(0, FAB_DESKTOP_ITEMS) : [],
    mobileItems: visible ? ordered.slice(0, FAB_MOBILE_ITEMS) : [],
    options,
  }
}

/**
 * navigation.disabled_on_pages (spec 1 §2 Main layout): the paths, inside the market, where the
 * button is hidden. A path matches itself with or without a trailing slash; an entry ending in
 * `/*` matches everything under it too (ADR 130).
 */
export function isFabDisabledOnPage(path: string, disabledOnPages: readonly string[]): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const here = trim(path)
  return disabledOnPages.some((entry) => {
    const value = entry.trim()
    if (!value.startsWith('/')) return false
    if (value.endsWith('/*')) {
      const base = trim(value.slice(0, -2)) || '/'
      return base === '/' || here === base || here.startsWith(`${base}/`)
    }
    return trim(value) === here
  })
}
