import { dealerOptions, listLocationRows, locationListQuery } from '~/admin/forms/forms-admin.server.ts'
import { LocationsScreen } from '~/admin/forms/LocationsScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import type { Route } from './+types/locations'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const db = context.services.database.db
  const query = listQueryFromUrl(locationListQuery, new URL(request.url))
  const [list, dealers] = await Promise.all([listLocationRows(db, context.site.id, query), dealerOptions(db, context.site.id)])
  return { list, query, dealers }
}

export const meta: Route.MetaFunction = () => [{ title: 'Locations · Admin' }]

export default function AdminLocations({ loaderData }: Route.ComponentProps) {
  return <LocationsScreen {...loaderData} />
}
