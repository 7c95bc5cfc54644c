import { useEffect, useMemo } from 'react'
import { useIsClient } from '~/ui/use-is-client.ts'
import { journeyStorage } from '~/orders/ui/journey-storage.ts'
import { parseStoredOrderData, ORDER_ONLINE_STORAGE_KEYS } from '~/orders/rules/storage.ts'
import type { Route } from './+types/start'
import { loadJourneyStart } from '../order-online.server.ts'
import { JourneyPage, journeyMeta } from './journey-page.tsx'

/** spec 3 §2 /showroom-order-online/ (stock-locator-order-online): back to the stored journey, or to the stock. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneyStart(request, context)
}

export const meta: Route.MetaFunction = ({ data }) => journeyMeta(data)

export default function JourneyStart({ loaderData }: Route.ComponentProps) {
  const { texts, stockPage } = loaderData.base
  const client = useIsClient()
  // The journey this browser holds, if any: back to its details route.
  const resume = useMemo(() => {
    if (!client) return null
    const stored = parseStoredOrderData(window.localStorage.getItem(ORDER_ONLINE_STORAGE_KEYS.data))
    const lock = journeyStorage.softLock()
    return stored?.detailsRoute && lock?.vehicleId === stored.vehicleId ? stored.detailsRoute : null
  }, [client])
  useEffect(() => {
    if (resume) window.location.replace(resume)
  }, [resume])
  const checked = client && !resume
  return (
    <JourneyPage category={loaderData.category}>
      <section style={{ padding: '2rem 1rem', maxInlineSize: '60rem', marginInline: 'auto' }}>
        <h1>{texts.journeyTitle}</h1>
        {checked && <p>{texts.unavailable}</p>}
        <a href={stockPage}>{texts.backToStock}</a>
      </section>
    </JourneyPage>
  )
}
