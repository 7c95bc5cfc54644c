import type { ReactNode } from 'react'
import { ui } from './locales/en/ui.ts'
import { UiTextsContext } from './ui-texts.ts'

/** The root's `ui` texts when its loader failed, with no market to read them from: English, loaded only then. */
export default function EnglishUiTexts({ children }: { children: ReactNode }) {
  return <UiTextsContext value={ui}>{children}</UiTextsContext>
}
