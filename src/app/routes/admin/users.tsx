import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/users'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Users · Admin' }]

export default function AdminUsers() {
  return <h2>Users</h2>
}
