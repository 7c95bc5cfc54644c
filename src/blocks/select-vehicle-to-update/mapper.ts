import { z } from 'zod'

/**
 * spec 2 §3.12, §4 Select your vehicle to update: the block's subblocks_mapper — the parent
 * dropdown's vehicles with their model years (children), and per sub-block group the vehicles and
 * years it matches — and its checks. For the server (data.server.ts), the editor's preview and
 * tests: the block's visitor code takes the checked mapper from the server and imports only its
 * type, since visitors' pages load no zod (ADR 145). The dropdowns' rules are in selection.ts.
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
