import { UsersScreen } from '~/admin/users/UsersScreen.tsx'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listUsers, usersListQuery } from '~/auth/users-admin.server.ts'
import type { Route } from './+types/users'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin'])
  const query = listQueryFromUrl(usersListQuery, new URL(request.url))
  return { list: await listUsers(context.services.database.db, query), query, currentUserId: user.id }
}

export const meta: Route.MetaFunction = () => [{ title: 'Users · Admin' }]

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} />
}
