import { readSettingJson } from '~/settings/keys.ts'
import type { BlockDataContext } from './block-data.server.ts'
import { NO_PRESETS, PRESETS_SETTING, presetsSchema, type Presets } from './presets-360.ts'

/**
 * The market's 360 image presets (setting media.360_presets, ADR 164). A value that is not JSON
 * of the presets' shape is warned about and read as no presets: the blocks keep their own pictures.
 */
export const marketPresets = (context: Pick<BlockDataContext, 'settings' | 'warn'>): Presets =>
  readSettingJson(context.settings, PRESETS_SETTING, presetsSchema, NO_PRESETS, context.warn)
