import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/settings'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Settings · Admin' }]

export default function AdminSettings() {
  return <h2>Settings</h2>
}
