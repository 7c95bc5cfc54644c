import { mapperProblems, readMapper, type SubblocksMapper } from './mapper.ts'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'

export type SelectVehicleConfig = { ok: true; mapper: SubblocksMapper } | { ok: false; problems: string[] }

/**
 * The block's mapper and groups checked together: what the editor lists, what makes visitors'
 * Loading Failed. Run by the server (data.server.ts) and the editor's preview, not the block's
 * visitor code: the mapper's schema is zod (ADR 145).
 */
export function selectVehicleConfig(
  fields: Pick<SelectVehicleFields, 'subblocks_mapper' | 'button_text'>,
  groups: readonly Pick<SelectVehicleGroup, 'subblock_key'>[],
): SelectVehicleConfig {
  const read = readMapper(fields.subblocks_mapper)
  if (!read.ok) return read
  const problems = mapperProblems(
    read.mapper,
    groups.map((g) => g.subblock_key),
  )
  if (!fields.button_text.trim()) problems.unshift("Show button is empty: 'Show me' needs a label.")
  return problems.length > 0 ? { ok: false, problems } : read
}
