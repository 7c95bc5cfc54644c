import type { SubblocksMapper } from './mapper.ts'

/**
 * spec 2 §4 Select your vehicle to update: the rules the dropdowns and 'Show me' follow, on a mapper
 * already checked (mapper.ts). Apart from mapper.ts, whose schema is zod: this runs in visitors'
 * pages, which load no zod (ADR 145).
 */

/** A dropdown's 'All' option (spec 2 §4: both dropdowns offer 'All'); '' is its placeholder, nothing chosen. */
export const ALL = '*'
export interface Selection {
  parent: string
  child: string
}

const newestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true })

/**
 * The child dropdown's options (model years) for a parent: that vehicle's years as the mapper lists
 * them; for 'All' or no vehicle, every vehicle's years once, newest first.
 */
export function childOptions(mapper: SubblocksMapper, parent: string): string[] {
  const vehicle = mapper.dropdowns.find((d) => d.key === parent)
  if (vehicle) return vehicle.children
  return [...new Set(mapper.dropdowns.flatMap((d) => d.children))].sort(newestFirst)
}

/** A new parent keeps the chosen year only when that vehicle has it (or it is 'All'). */
export function withParent(selection: Selection, parent: string, mapper: SubblocksMapper): Selection {
  const keep = selection.child === ALL || childOptions(mapper, parent).includes(selection.child)
  return { parent, child: keep ? selection.child : '' }
}

/**
 * spec 2 §4: the keys of the sub-block groups whose match_dropdowns include the chosen parent_key
 * and child_key; 'All' (or no year) matches any. In the mapper's order.
 */
export function matchingKeys(mapper: SubblocksMapper, selection: Selection): string[] {
  const anyParent = selection.parent === ALL || selection.parent === ''
  const anyChild = selection.child === ALL || selection.child === ''
  return mapper.subblocks_groups
    .filter((group) =>
      group.match_dropdowns.some(
        (match) => (anyParent || match.parent_key === selection.parent) && (anyChild || match.child_key.includes(selection.child)),
      ),
    )
    .map((group) => group.key)
}
