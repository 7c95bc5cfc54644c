import { DealersScreen } from '~/admin/backoffice/DealersScreen.tsx'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { dealerListQuerySchema } from '~/dealers/dealer.ts'
import { getDealer, listDealers } from '~/dealers/dealers.server.ts'
import type { Route } from './+types/dealers'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const url = new URL(request.url)
  const query = listQueryFromUrl(dealerListQuerySchema, url)
  const db = context.services.database.db
  const edit = url.searchParams.get('edit')
  const editing =
    edit === 'new' ? ('new' as const) : edit && /^[1-9]\d{0,8}$/.test(edit) ? await getDealer(db, context.site.id, Number(edit)) : null
  return { list: await listDealers(db, context.site.id, query), query, editing }
}

export const meta: Route.MetaFunction = () => [{ title: 'Dealers · Admin' }]

export default function AdminDealers({ loaderData }: Route.ComponentProps) {
  return <DealersScreen {...loaderData} />
}
