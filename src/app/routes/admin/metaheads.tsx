import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/metaheads'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Metaheads · Admin' }]

export default function AdminMetaheads() {
  return <h2>Metaheads</h2>
}
