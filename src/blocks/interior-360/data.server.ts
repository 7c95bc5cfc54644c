import type { BlockDataResolver } from '../block-data.server.ts'
import { presetPanorama } from '../presets-360.ts'
import { marketPresets } from '../presets-360.server.ts'
import type { Frame } from '../tabbed-component/frames.ts'
import type { Interior360Fields } from './template.ts'

/** spec 2 §3.3 Interior image presets (ADR 164): the chosen preset's panorama, null when the block keeps its own. */
export const resolveData: BlockDataResolver<Interior360Fields, unknown, { presetPanorama: Frame | null }> = async (
  { fields },
  context,
) => ({
  presetPanorama: fields['preset-interior'] ? presetPanorama(fields['preset-interior'], marketPresets(context)) : null,
})
