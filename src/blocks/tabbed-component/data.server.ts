import type { BlockDataResolver } from '../block-data.server.ts'
import { presetFrames, presetPanorama, type PresetPictures } from '../presets-360.ts'
import { marketPresets } from '../presets-360.server.ts'
import type { TabbedComponentFields } from './template.ts'

/**
 * spec 2 §3.3 image presets (ADR 164): the pictures of the block's exterior and interior tabs when
 * it names presets the market has; null where the tabs keep their own.
 */
export const resolveData: BlockDataResolver<TabbedComponentFields, unknown, PresetPictures> = async ({ fields }, context) => {
  if (!fields['preset-exterior'] && !fields['preset-interior']) return { presetFrames: null, presetPanorama: null }
  const presets = marketPresets(context)
  return {
    presetFrames: presetFrames(fields['preset-exterior'], presets),
    presetPanorama: presetPanorama(fields['preset-interior'], presets),
  }
}
