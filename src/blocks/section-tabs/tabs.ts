import { format } from '~/i18n/messages.ts'

/**
 * WAI-ARIA tabs pattern (horizontal tab list, automatic activation): the tab an arrow, Home or
 * End key moves to, wrapping round; null for other keys. On right-to-left pages the tabs run from
 * right to left, so the left arrow goes to the next tab.
 */
export function tabAfterKey(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  if (step !== 0) return (((current + (rtl ? -step : step)) % count) + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * A tab's visible name: its label, else its fallback (such as the tab's title), else its number in
 * the market's words (`numbered`, the catalogue's `tabNumber`: 'Tab {index}').
 */
export const tabLabel = (label: string, fallback: string, index: number, numbered: string): string =>
  label.trim() || fallback.trim() || format(numbered, { index: index + 1 })
