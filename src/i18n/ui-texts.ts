import { createContext, useContext } from 'react'
import { ui as english } from './locales/en/ui.ts'
import type { Texts } from './messages.ts'

/** The visitor interface's shared labels (carousels, galleries, dialogs, forms): the catalogue's `ui` namespace. */
export type UiTexts = Texts<'ui'>

/**
 * The market's `ui` texts for every component under the page (ADR 118): the root provides what
 * the shell's loader resolved. Without a provider (unit tests, the editor's preview) English:
 * the namespace is small, the only one the browser carries.
 */
export const UiTextsContext = createContext<UiTexts>(english)

/** @example const t = useUiTexts(); <button aria-label={t.close}>… */
export const useUiTexts = (): UiTexts => useContext(UiTextsContext)
