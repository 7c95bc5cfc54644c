import type { RangeCalculatorFields } from './template.ts'

/** What keeps the block's own fields from working, for the editor (the visitor sees Loading Failed). */
export function rangeCalculatorProblems(
  fields: Pick<
    RangeCalculatorFields,
    'data_url' | 'minimal_range' | 'maximal_range' | 'driving_profile' | 'wheel_size' | 'outdoor_temperature'
  >,
): string[] {
  const problems: string[] = []
  if (!fields.data_url.trim()) problems.push('Data file is empty: point the block to the JSON data file of a model.')
  if (fields.minimal_range === null || fields.maximal_range === null) problems.push('Minimal and maximal range are both needed.')
  else if (fields.minimal_range >= fields.maximal_range) problems.push('Minimal range must be below maximal range.')
  for (const [label, value] of [
    ['Driving profile label', fields.driving_profile],
    ['Wheel size label', fields.wheel_size],
    ['Outdoor temperature label', fields.outdoor_temperature],
  ] as const)
    if (!value.trim()) problems.push(`${label} is empty: its choices need a name.`)
  return problems
}
