import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/navigation'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Navigation · Admin' }]

export default function AdminNavigation() {
  return <h2>Navigation</h2>
}
