import type { InfoSystemFields, InfoSystemOption } from './template.ts'

/**
 * spec 2 §3.12, §5: the placeholder model_title must keep; the chosen option's label replaces it.
 * Here rather than in template.ts, whose schemas (zod) the block's browser code must not load.
 */
export const SELECTED_OPTION = '{selectedOption}'

/** spec 2 §4 Infotainment: the title with {selectedOption} replaced by the chosen vehicle (each occurrence). */
export function modelTitle(template: string, option: string): string {
  return template.split(SELECTED_OPTION).join(option)
}

/** What keeps the block from working, for the editor (the visitor sees Loading Failed). */
export function infoSystemProblems(
  fields: Pick<InfoSystemFields, 'model_title' | 'button_label' | 'dropdown_label'>,
  options: readonly Pick<InfoSystemOption, 'option_label'>[],
): string[] {
  const problems: string[] = []
  if (!fields.model_title.includes(SELECTED_OPTION))
    problems.push(`Model title must keep ${SELECTED_OPTION}: the chosen vehicle takes its place.`)
  if (!fields.button_label.trim()) problems.push("Button is empty: 'Show me' needs a label.")
  if (!fields.dropdown_label.trim()) problems.push('Dropdown label is empty: the dropdown needs a name.')
  if (options.length === 0) problems.push('No option: add a group per vehicle, with the number of blocks it shows.')
  options.forEach((option, i) => {
    if (!option.option_label.trim()) problems.push(`Option ${i + 1} has no label.`)
  })
  return problems
}
