import type { LinkValue } from './link-value.ts'

/**
 * spec 1 §4 FAB and spec 2 §4 Ready To Go Bar: which floating-button items a page shows. A pure
 * rule for the shell's floating button (ADR 058: the shell has none yet; the Ready To Go Bar draws
 * its own items) so it is decided once, here.
 */
export interface FabItem {
  label: string
  icon: string
  link: LinkValue | null
}

/** spec 1 §9: how many items the button shows. */
export const FAB_DESKTOP_ITEMS = 4
export const FAB_MOBILE_ITEMS = 3

export interface FabInput {
  /** general.global_fab's items; null when the setting does not exist (or does not parse). */
  globalItems: readonly FabItem[] | null
  /** The page's Ready To Go Bar, if it has one: its items and its fabDisabled. */
  readyToGoBar: { items: readonly FabItem[]; fabDisabled: boolean } | null
  /** The path is in navigation.disabled_on_pages (ignored on one brand theme: the caller decides). */
  disabledOnPage: boolean
}

export interface FabState {
  /** A Ready To Go Bar with items is on the page: it overrides the admin's global setting. */
  isRTGOnPage: boolean
  items: readonly FabItem[]
  /** Whether the floating button shows at all. */
  visible: boolean
}

/**
 * - Disabled unless a global setting exists or a page block provides items; an empty global setting disables it.
 * - A Ready To Go Bar with items sets isRTGOnPage, which overrides the global setting: its items are shown;
 *   its fabDisabled hides the button.
 * - The button shows when it has items and is not disabled (nor hidden on this path).
 */
export function fabState({ globalItems, readyToGoBar, disabledOnPage }: FabInput): FabState {
  const isRTGOnPage = readyToGoBar !== null && readyToGoBar.items.length > 0
  const items = isRTGOnPage ? readyToGoBar.items : (globalItems ?? [])
  const disabled = disabledOnPage || (isRTGOnPage ? readyToGoBar.fabDisabled : globalItems === null || globalItems.length === 0)
  return { isRTGOnPage, items, visible: !disabled && items.length > 0 }
}
