import { z } from 'zod'

/**
 * spec 2 §3.12, §4 Select your vehicle to update: the block's subblocks_mapper — the parent
 * dropdown's vehicles with their model years (children), and per sub-block group the vehicles and
 * years it matches — and the pure rules the block follows.
 */
const key = z.string().trim().min(1).max(100)
export const mapperSchema = z.strictObject({
  dropdowns: z
    .array(z.strictObject({ label: z.string().trim().min(1).max(100), key, children: z.array(key).max(50) }))
    .min(1)
    .max(100),
  subblocks_groups: z
    .array(z.strictObject({ key, match_dropdowns: z.array(z.strictObject({ parent_key: key, child_key: z.array(key).max(50) })).max(100) }))
    .max(100),
})
export type SubblocksMapper = z.infer<typeof mapperSchema>

/** A dropdown's 'All' option (spec 2 §4: both dropdowns offer 'All'); '' is its placeholder, nothing chosen. */
export const ALL = '*'
export interface Selection {
  parent: string
  child: string
}

export type MapperRead = { ok: true; mapper: SubblocksMapper } | { ok: false; problems: string[] }

/** The mapper checked, each problem naming its place (e.g. "subblocks_mapper.dropdowns.0.key: …"). */
export function readMapper(value: unknown): MapperRead {
  const parsed = mapperSchema.safeParse(value)
  if (parsed.success) return { ok: true, mapper: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues
      .slice(0, 10)
      .map((issue) => `subblocks_mapper${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`),
  }
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

/** What keeps the mapper and the block's groups from working together, for the editor. */
export function mapperProblems(mapper: SubblocksMapper, groupKeys: readonly string[]): string[] {
  const problems: string[] = []
  const vehicles = new Map(mapper.dropdowns.map((d) => [d.key, d]))
  const mapped = new Set(mapper.subblocks_groups.map((g) => g.key))
  if (vehicles.size !== mapper.dropdowns.length) problems.push('subblocks_mapper: two vehicles share a key.')
  for (const group of mapper.subblocks_groups)
    for (const match of group.match_dropdowns) {
      const vehicle = vehicles.get(match.parent_key)
      if (!vehicle) problems.push(`subblocks_mapper: group "${group.key}" matches an unknown vehicle "${match.parent_key}".`)
      else
        for (const year of match.child_key)
          if (!vehicle.children.includes(year))
            problems.push(`subblocks_mapper: group "${group.key}" matches ${vehicle.label} ${year}, which the vehicle's years do not list.`)
    }
  if (groupKeys.length === 0) problems.push('No group: add a group per system, with its sub-block key.')
  groupKeys.forEach((k, i) => {
    if (!k.trim()) problems.push(`Group ${i + 1} has no sub-block key.`)
    else if (!mapped.has(k.trim())) problems.push(`Group ${i + 1}: the sub-block key "${k}" is not in subblocks_mapper.subblocks_groups.`)
  })
  return problems
}
