import { data } from 'react-router'
import { OrderScreen } from '~/admin/orders/OrderScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { chosenDealer, findAdminOrder } from '~/orders/orders.server.ts'
import type { Route } from './+types/order'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const order = params.number.length <= 40 ? await findAdminOrder(context.services.database.db, context.site.id, params.number) : null
  if (!order) throw data('This order could not be found', { status: 404 })
  const dealer = await chosenDealer(context.services.database.db, context.site.id, order.metadata)
  return { order, chosenDealerName: dealer?.name || null }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `Order ${loaded?.order.order_number ?? ''} · Admin` }]

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderScreen {...loaderData} />
}
