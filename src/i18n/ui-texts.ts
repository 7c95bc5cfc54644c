import { createContext, useContext } from 'react'
import type { Texts } from './messages.ts'

/** The visitor interface's shared labels (carousels, galleries, dialogs, forms): the catalogue's `ui` namespace. */
export type UiTexts = Texts<'ui'>

/**
 * The market's `ui` texts for every component under the page (ADR 118): the root provides what
 * the shell's loader resolved, or English when that loader failed (`EnglishUiTexts`). No default
 * table: one would put the English texts in every page's script, beside the market's own texts
 * in its data.
 */
export const UiTextsContext = createContext<UiTexts | undefined>(undefined)

/** For a component rendered alone, outside any page: unit tests set English here (src/test/setup.ts). */
let outsideAnyPage: UiTexts | undefined
export const setUiTextsOutsideAnyPage = (texts: UiTexts) => {
  outsideAnyPage = texts
}

/** The context's value, or the texts set for components rendered alone. */
export function uiTextsOf(value: UiTexts | undefined): UiTexts {
  const texts = value ?? outsideAnyPage
  if (!texts) throw new Error('The interface texts are missing: render the component under <UiTextsContext value={…}>')
  return texts
}

/** @example const t = useUiTexts(); <button aria-label={t.close}>… */
export const useUiTexts = (): UiTexts => uiTextsOf(useContext(UiTextsContext))
