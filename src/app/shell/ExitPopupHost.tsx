import { lazy, Suspense, useEffect, useState } from 'react'
import type { Texts } from '~/i18n/messages.ts'
import type * as ExitRules from '~/ui/exit-popup.ts'
import type { ExitPopupSettings, PendingExit } from '~/ui/exit-popup.ts'

// The dialog is a chunk of its own, loaded on the first link that asks (few visitors see it).
const ExitPopup = lazy(() => import('~/app/overlays/ExitPopup.tsx'))

/**
 * spec 1 §2 Exit popup, §4: one listener on the document for the links of the whole page (blocks,
 * footer, navigation); a link that matches asks first (ADR 131). Before the page's script the link
 * simply proceeds.
 */
export function ExitPopupHost({ settings, texts }: { settings: ExitPopupSettings | null; texts: Texts<'overlay'> }) {
  const [pending, setPending] = useState<PendingExit | null>(null)
  useEffect(() => {
    if (!settings) return
    let needsExitConfirmation: typeof ExitRules.needsExitConfirmation | null = null
    // Its rules are a chunk of their own, loaded only in a market that asks; until they are here a
    // link proceeds, as before the page's script.
    void import('~/ui/exit-popup.ts').then((rules) => (needsExitConfirmation = rules.needsExitConfirmation))
    const onClick = (event: MouseEvent) => {
      if (!needsExitConfirmation) return
      // A modified click (new tab, download) is the visitor's own choice.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return
      if (!needsExitConfirmation(anchor.href, window.location.href, settings)) return
      event.preventDefault()
      setPending({ href: anchor.href, newWindow: anchor.target === '_blank' })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [settings])
  if (!settings || !pending) return null
  return (
    <Suspense fallback={null}>
      <ExitPopup settings={settings} texts={texts} pending={pending} onClose={() => setPending(null)} />
    </Suspense>
  )
}
