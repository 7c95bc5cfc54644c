/**
 * The block's models: its field's lines, trimmed, without empty ones or repeats. Apart from the
 * template (its fields' schemas), so that the block's browser code does not load zod.
 */
export const programmeModels = (fields: { models: string }): string[] => [
  ...new Set(
    fields.models
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && line.length <= 100),
  ),
]
