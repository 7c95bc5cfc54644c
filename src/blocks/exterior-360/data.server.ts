import type { BlockDataResolver } from '../block-data.server.ts'
import { presetFrames } from '../presets-360.ts'
import { marketPresets } from '../presets-360.server.ts'
import type { Exterior360Fields } from './template.ts'
import type { Frame } from '../tabbed-component/frames.ts'

/** spec 2 §3.3 Exterior image presets (ADR 164): the chosen preset's frames, null when the block keeps its own. */
export const resolveData: BlockDataResolver<Exterior360Fields, unknown, { presetFrames: Frame[] | null }> = async (
  { fields },
  context,
) => ({
  presetFrames: fields['preset-exterior'] ? presetFrames(fields['preset-exterior'], marketPresets(context)) : null,
})
