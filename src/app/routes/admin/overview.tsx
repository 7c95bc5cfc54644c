import { Link } from 'react-router'
import { adminTabsFor } from '~/admin/AdminLayout.tsx'
import styles from '~/admin/AdminLayout.module.css'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/overview'

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin', 'editor'])
  return { role: user.role }
}

export const meta: Route.MetaFunction = () => [{ title: 'Overview · Admin' }]

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Overview">
        Everything about this market that is not page content (pages are made in the{' '}
        <Link to="/cms" reloadDocument>
          editor
        </Link>
        ). The content API is described at <a href="/api/content/openapi.json">/api/content/openapi.json</a>.
      </PageHeader>
      <ul className={styles.sections}>
        {adminTabsFor(loaderData.role)
          .slice(1)
          .map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to}>{tab.label}</Link>
              {tab.summary && <p>{tab.summary}</p>}
            </li>
          ))}
      </ul>
    </>
  )
}
