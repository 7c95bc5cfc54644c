import { FormsScreen } from '~/admin/forms/FormsScreen.tsx'
import { formListQuery, listFormRows } from '~/admin/forms/forms-admin.server.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import type { Route } from './+types/forms'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const query = listQueryFromUrl(formListQuery, new URL(request.url))
  return { list: await listFormRows(context.services.database.db, context.site.id, query), query }
}

export const meta: Route.MetaFunction = () => [{ title: 'Forms · Admin' }]

export default function AdminForms({ loaderData }: Route.ComponentProps) {
  return <FormsScreen {...loaderData} />
}
