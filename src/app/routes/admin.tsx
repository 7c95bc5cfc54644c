import { Outlet, useRouteError, useRouteLoaderData } from 'react-router'
import { AdminErrorView } from '~/admin/AdminErrorView.tsx'
import { AdminLayout } from '~/admin/AdminLayout.tsx'
import { requireUserWithRole, switchableMarkets } from '~/auth/guard.server.ts'
import type { Route } from './+types/admin'

export async function loader({ request, context }: Route.LoaderArgs) {
  // Editors of the market use some of its screens (the tabs say which, ADR 142); each screen's own
  // loader and API check the role again.
  const user = requireUserWithRole(request, context, ['admin', 'editor'])
  return { user, csrfToken: context.csrfToken, markets: await switchableMarkets(request, context, user, 'admin') }
}

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'none' }]

/** /admin: the back office, for administrators, and its media library for editors (spec 1 §2, §6; ADR 142). */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout user={loaderData.user} csrfToken={loaderData.csrfToken} markets={loaderData.markets}>
      <Outlet />
    </AdminLayout>
  )
}

/** A screen's error keeps the back office around it (its bar, tabs and English), not the public site's error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('routes/admin')
  const view = <AdminErrorView error={error} />
  return data ? (
    <AdminLayout user={data.user} csrfToken={data.csrfToken} markets={data.markets}>
      {view}
    </AdminLayout>
  ) : (
    view
  )
}
