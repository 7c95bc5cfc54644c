import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a move to another page within the app — not the first load, nor a change of the query or
 * the hash, which stay on the page — the new page's main region (`#main`, where the skip link
 * puts it) takes the focus, so keyboard and screen-reader users start on the new page rather than
 * on the link they left, or on nothing (WCAG 2.4.3). A page that placed the focus itself (the
 * checkout on its step's heading), or a dialog it opened, keeps it.
 */
export function usePageChangeFocus() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // A dialog the page opened keeps the focus too: the page behind a modal dialog cannot take it.
    const main = document.getElementById('main')
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true })
  }, [pathname])
}
