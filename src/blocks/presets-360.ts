import { z } from 'zod'
import { frameListSchema, frameSchema, type Frame } from './tabbed-component/frames.ts'

/**
 * spec 2 §3.3 Interior / Exterior image presets (preset-interior, preset-exterior; ADR 164): a key
 * per model year, `{model}_my{yy}`, naming the market's stored pictures of that car, so an editor
 * picks a car instead of its pictures one by one. Exterior presets are a turntable's frames in
 * turn order; interior presets a 2:1 cabin panorama. The pictures are the market's media, listed
 * in the setting `media.360_presets`:
 *
 *   {"exterior": {"e7_my24": [1004, {"id": 1018, "alt": "E7 from the front"}]},
 *    "interior": {"e7_my24": {"id": 1031, "alt": "The E7's cabin"}}}
 *
 * A preset the setting does not list leaves the block its own pictures.
 */

/** The demo range's nameplates and the model years they were photographed in (ADR 164). */
const RANGE = ['e5', 'e7', 'gt', 'ridge', 'summit'] as const
const YEARS = ['22', '23', '24', '25'] as const
/** The Aurelia X concept has exterior pictures only: its cabin is not shown before launch. */
const CONCEPT_EXTERIOR = ['x_my25', 'x_my26'] as const

const rangeKeys = RANGE.flatMap((model) => YEARS.map((year) => `${model}_my${year}`))
const labelOf = (key: string) => {
  const [model, year] = key.split('_my')
  return `${model!.toUpperCase()} MY${year}`
}
const presetOptions = (keys: readonly string[]) =>
  [{ value: '', label: 'None (the pictures below)' }, ...keys.map((key) => ({ value: key, label: labelOf(key) }))] as const

/** The 20 interior keys. */
export const INTERIOR_PRESET_KEYS: readonly string[] = rangeKeys
/** The 22 exterior keys. */
export const EXTERIOR_PRESET_KEYS: readonly string[] = [...rangeKeys, ...CONCEPT_EXTERIOR]
export const INTERIOR_PRESET_OPTIONS = presetOptions(INTERIOR_PRESET_KEYS)
export const EXTERIOR_PRESET_OPTIONS = presetOptions(EXTERIOR_PRESET_KEYS)

/** The setting holding the presets' pictures. */
export const PRESETS_SETTING = 'media.360_presets'

export const presetsSchema = z.strictObject({
  exterior: z.record(z.string().regex(/^[a-z0-9]+_my\d{2}$/), frameListSchema.min(1)).default({}),
  interior: z.record(z.string().regex(/^[a-z0-9]+_my\d{2}$/), frameSchema).default({}),
})
export type Presets = z.output<typeof presetsSchema>
export const NO_PRESETS: Presets = { exterior: {}, interior: {} }

/**
 * What a 360 block's data gives its renderer (the Tabbed Component's both, the Exterior 360's frames,
 * the Interior 360's panorama): the preset's pictures, null to keep the block's own. blockImageIds
 * reads these names, so the page has the pictures' sizes and alt texts.
 */
export interface PresetPictures {
  presetFrames: Frame[] | null
  presetPanorama: Frame | null
}

/** The frames of an exterior preset, or null: no preset chosen, or one the market has no pictures for. */
export function presetFrames(key: string, presets: Presets): Frame[] | null {
  return (key && Object.hasOwn(presets.exterior, key) && presets.exterior[key]) || null
}

/** The panorama of an interior preset, or null: no preset chosen, or one the market has no picture for. */
export function presetPanorama(key: string, presets: Presets): Frame | null {
  return (key && Object.hasOwn(presets.interior, key) && presets.interior[key]) || null
}
