/**
 * The WAI-ARIA combobox pattern of the site's fields with a list of suggestions (the site search,
 * the retailer locator's and the postcode search's place suggestions, ADR 157): which option
 * ArrowDown and ArrowUp make active. A closed list opens on its first option (Down) or its last
 * (Up); an open one moves by one, wrapping round at either end.
 *
 * @example comboboxStep('ArrowDown', 2, 3, true) // 0: past the last, the first again
 */
export function comboboxStep(key: 'ArrowDown' | 'ArrowUp', active: number, count: number, expanded: boolean): number {
  const last = count - 1
  const down = key === 'ArrowDown'
  if (!expanded) return down ? 0 : last
  if (down) return active < last ? active + 1 : 0
  return active > 0 ? active - 1 : last
}
