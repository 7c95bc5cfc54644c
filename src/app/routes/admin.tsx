import { Outlet } from 'react-router'
import { AdminLayout } from '~/admin/AdminLayout.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/admin'

export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireUserWithRole(request, context, ['admin']), csrfToken: context.csrfToken }
}

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'none' }]

/** /admin: the back office, administrators only (spec 1 §2, §6). */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout user={loaderData.user} csrfToken={loaderData.csrfToken}>
      <Outlet />
    </AdminLayout>
  )
}
