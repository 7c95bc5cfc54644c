import { UsersScreen } from '~/admin/users/UsersScreen.tsx'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listUsers, usersListQuery } from '~/auth/users-admin.server.ts'
import { listSites } from '~/sites/sites.server.ts'
import type { Route } from './+types/users'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin'])
  const { db } = context.services.database
  const query = listQueryFromUrl(usersListQuery, new URL(request.url))
  const markets = (await listSites(db)).map(({ id, key, name }) => ({ id, key, name }))
  return {
    list: await listUsers(db, context.site.id, query),
    query,
    currentUserId: user.id,
    market: markets.find((m) => m.id === context.site.id)!,
    markets,
    actorGrants: user.grants,
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Users · Admin' }]

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} />
}
