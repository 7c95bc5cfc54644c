import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/dealers'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Dealers · Admin' }]

export default function AdminDealers() {
  return <h2>Dealers</h2>
}
