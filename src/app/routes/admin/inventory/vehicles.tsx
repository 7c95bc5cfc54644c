import { VehiclesScreen } from '~/admin/inventory/VehiclesScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { stockPriceFormat } from '~/pricing/price-settings.ts'
import { listListings, listVehicles, vehicleListQuery } from '~/stock/write/admin.server.ts'
import type { Route } from './+types/vehicles'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const db = context.services.database.db
  const query = listQueryFromUrl(vehicleListQuery, new URL(request.url))
  const [list, listings, settings] = await Promise.all([
    listVehicles(db, context.site.id, query),
    listListings(db, context.site.id),
    context.services.content.settings(context.site),
  ])
  return { list, query, listings: listings.map(({ id, name }) => ({ id, name })), currency: stockPriceFormat(settings).currencyIso }
}

export const meta: Route.MetaFunction = () => [{ title: 'Inventory · Admin' }]

export default function AdminInventoryVehicles({ loaderData }: Route.ComponentProps) {
  return <VehiclesScreen {...loaderData} />
}
