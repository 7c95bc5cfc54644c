import { DEAD_PER_PAGE, DeadDeliveriesScreen } from '~/admin/forms/DeadDeliveriesScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listDeadDeliveries } from '~/forms/delivery.server.ts'
import type { Route } from './+types/deliveries'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const asked = Number(new URL(request.url).searchParams.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1
  const { data, total } = await listDeadDeliveries(context.services.database.db, context.site.id, { page, perPage: DEAD_PER_PAGE })
  return { list: { data, meta: { total } }, page }
}

export const meta: Route.MetaFunction = () => [{ title: 'Failed deliveries · Admin' }]

export default function AdminDeadDeliveries({ loaderData }: Route.ComponentProps) {
  return <DeadDeliveriesScreen {...loaderData} />
}
