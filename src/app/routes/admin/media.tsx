import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/media'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Media library · Admin' }]

export default function AdminMedia() {
  return <h2>Media library</h2>
}
