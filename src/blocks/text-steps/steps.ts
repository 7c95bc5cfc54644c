import type { TextStepsGroup } from './template.ts'

/**
 * Text Steps numbering (ADR 015): a step without a title and without text is left out, and the
 * numbers close up over the steps shown (1, 2, 3 … whatever the editor left empty in between).
 */
export function numberedSteps<S extends Pick<TextStepsGroup, 'title' | 'paragraph'>>(steps: readonly S[]): { number: number; step: S }[] {
  return steps.filter((step) => step.title.trim() || step.paragraph.trim()).map((step, i) => ({ number: i + 1, step }))
}
