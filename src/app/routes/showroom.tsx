import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router'
import { MainLayout } from '~/app/shell/MainLayout.tsx'
import { useShell } from '~/app/root.tsx'
import { pushToDataLayer, type DataLayerEntry } from '~/consent/tag-manager.ts'
import { showroomItem, viewItemEvents } from '~/stock/ui/analytics.ts'
import { GoneView, ShowroomView } from '~/stock/ui/showroom/ShowroomView.tsx'
import { StockTextsContext } from '~/stock/texts/context.ts'
import { jsonForScript } from '~/ui/structured-data.ts'
import type { Route } from './+types/showroom'
import { loadShowroomRoute } from './showroom.server.ts'
import { PAINT_FIRST } from '~/app/shell/paint-first.ts'
import { pathInMarket } from '~/sites/sites.ts'

/** spec 3 §2 /showroom/:custom-:id (stock-locator-preview): the vehicle detail page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShowroomRoute(request, context)
}

/** spec 3 §2: the CMS page meta tags are not rendered here; the page's own are (ADR 077). */
/** Visitors land here: its scripts come after the first paint (ADR 095). */
export const handle = PAINT_FIRST

/** The loader's page-cache headers reach the response (the page cache reads them, ADR 004). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? []

export default function Showroom({ loaderData }: Route.ComponentProps) {
  const shell = useShell()!
  const location = useLocation()
  const found = loaderData.kind === 'found' ? loaderData.page : null
  // ADR 087: the vehicle's view_item (and its offer event) after the page_view.
  const viewItem = useMemo(
    () => (found ? viewItemEvents(showroomItem(found.vehicle), { currency: found.priceFormat.currencyIso }) : []),
    [found],
  )
  useDataLayer(found ? found.category : 'pdp', location.key, viewItem)
  return (
    <MainLayout shell={shell}>
      <StockTextsContext value={loaderData.texts}>
        {loaderData.kind === 'found' ? (
          <>
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }} />
            <ShowroomView page={loaderData.page} />
          </>
        ) : (
          <GoneView
            status={loaderData.status}
            model={loaderData.result.model}
            similar={loaderData.result.similar}
            stockPage={pathInMarket(shell.site.basePath, loaderData.result.stockPage)}
            format={loaderData.result.priceFormat}
          />
        )}
      </StockTextsContext>
    </MainLayout>
  )
}

/** spec 3 §2 Page categories: pdp for the showroom, pushed to the analytics data layer on each view, then the vehicle's events. */
function useDataLayer(category: string, key: string, then: readonly DataLayerEntry[]) {
  useEffect(() => {
    pushToDataLayer(window, [{ event: 'page_view', page_category: category }, ...then])
  }, [category, key, then])
}
