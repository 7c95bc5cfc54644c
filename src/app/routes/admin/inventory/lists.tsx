import { ListingsScreen } from '~/admin/inventory/ListingsScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listListings } from '~/stock/write/admin.server.ts'
import type { Route } from './+types/lists'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return { listings: await listListings(context.services.database.db, context.site.id) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Publication lists · Inventory · Admin' }]

export default function AdminInventoryLists({ loaderData }: Route.ComponentProps) {
  return <ListingsScreen {...loaderData} />
}
