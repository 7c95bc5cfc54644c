import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/predefined-links'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Predefined links · Admin' }]

export default function AdminPredefinedLinks() {
  return <h2>Predefined links</h2>
}
