import { Link } from 'react-router'
import { adminTabs } from '~/admin/AdminLayout.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/overview'

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export const meta: Route.MetaFunction = () => [{ title: 'Overview · Admin' }]

export default function AdminOverview() {
  return (
    <>
      <h1>Overview</h1>
      <ul>
        {adminTabs.slice(1).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to}>{tab.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        The content API is described at <a href="/api/content/openapi.json">/api/content/openapi.json</a>.
      </p>
    </>
  )
}
