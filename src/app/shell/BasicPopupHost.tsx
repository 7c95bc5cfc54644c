import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { BasicPopup } from '~/ui/basic-popup.ts'
import type { Texts } from '~/i18n/messages.ts'
import { pageInMarket } from '~/sites/sites.ts'

// The popup is a chunk of its own, loaded only when it opens.
const BasicPopupDialog = lazy(() => import('~/app/overlays/BasicPopupDialog.tsx'))

/**
 * spec 1 §4 Basic popup: checked in the browser on every route change (its schedule and
 * dismissal are the visitor's, never in a cached page), opened 500 ms after a page it applies to
 * (ADR 132). A dialog, so it moves nothing in the page.
 */
export function BasicPopupHost({ popup, basePath, texts }: { popup: BasicPopup | null; basePath: string; texts: Texts<'overlay'> }) {
  const { pathname } = useLocation()
  // The path it opened on: another path closes it (and checks again).
  const [openOn, setOpenOn] = useState<string | null>(null)
  useEffect(() => {
    if (!popup) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    // Its rules are a chunk of their own, loaded only in a market that sets a popup.
    void import('~/ui/basic-popup.ts').then(({ BASIC_POPUP_DEFAULTS, browserStores, isDismissed, shouldShowBasicPopup }) => {
      const path = pageInMarket(basePath, pathname) ?? pathname
      if (!live || !shouldShowBasicPopup(popup, path, Date.now(), isDismissed(popup, browserStores))) return
      timer = setTimeout(() => setOpenOn(pathname), BASIC_POPUP_DEFAULTS.openDelayMs)
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [popup, pathname, basePath])
  if (!popup || openOn !== pathname) return null
  return (
    <Suspense fallback={null}>
      <BasicPopupDialog popup={popup} texts={texts} onClose={() => setOpenOn(null)} />
    </Suspense>
  )
}
