import { ImportScreen } from '~/admin/inventory/ImportScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listListings } from '~/stock/write/admin.server.ts'
import type { Route } from './+types/import'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const listings = await listListings(context.services.database.db, context.site.id)
  return { listings: listings.map(({ key, name }) => ({ key, name })) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Feed import · Inventory · Admin' }]

export default function AdminInventoryImport({ loaderData }: Route.ComponentProps) {
  return <ImportScreen {...loaderData} />
}
