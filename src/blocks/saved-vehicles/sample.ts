import type { BlockSample } from '../sample.ts'
import { SAVED_VEHICLES_TEXTS } from './template.ts'

/** The block's default texts: the vehicles themselves come from the visitor's browser. */
export const sample = {
  fields: { headline: SAVED_VEHICLES_TEXTS.headline, empty_text: SAVED_VEHICLES_TEXTS.empty, back_label: SAVED_VEHICLES_TEXTS.back },
} satisfies BlockSample
