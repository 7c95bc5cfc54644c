import { useEffect, useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { MainLayout } from '~/app/shell/MainLayout.tsx'
import { useShell } from '~/app/root.tsx'
import { pushToDataLayer } from '~/consent/tag-manager.ts'
import { STEP_PARAM } from '~/orders/rules/step-address.ts'

/**
 * A journey page in the site's shell, pushing its page_view with the analytics category its loader
 * gave it (spec 3 §2 Page categories: the admin's mapping, else checkout, checkout_reservation,
 * checkout_order_confirmation).
 */
export function JourneyPage({ category, children }: { category: string; children: ReactNode }) {
  const shell = useShell()!
  const location = useLocation()
  // One page_view per page, not per checkout step: a step's entry in the history (`?step=`) is the same page.
  const page = useMemo(() => {
    const params = new URLSearchParams(location.search)
    params.delete(STEP_PARAM)
    return `${location.pathname}?${params}`
  }, [location.pathname, location.search])
  useEffect(() => {
    pushToDataLayer(window, [{ event: 'page_view', page_category: category }])
  }, [category, page])
  return <MainLayout shell={shell}>{children}</MainLayout>
}

/** The journey's document title (the pages render no CMS meta tags, spec 3 §2). */
export const journeyMeta = (data: { title: string } | undefined) => (data ? [{ title: data.title }] : [])
