import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/audit'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Audit log · Admin' }]

export default function AdminAudit() {
  return <h2>Audit log</h2>
}
