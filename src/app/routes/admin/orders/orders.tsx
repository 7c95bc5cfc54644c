import { OrdersScreen } from '~/admin/orders/OrdersScreen.tsx'
import { pageFromUrl } from '~/admin/orders/orders-admin.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { adminOrdersPage } from '~/orders/orders.server.ts'
import type { Route } from './+types/orders'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const page = pageFromUrl(new URL(request.url))
  return { list: await adminOrdersPage(context.services.database.db, context.site.id, page) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Orders · Admin' }]

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen {...loaderData} />
}
