import { AuditScreen } from '~/admin/audit/AuditScreen.tsx'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { auditListQuery, auditPage } from '~/audit/api.server.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/audit'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const query = listQueryFromUrl(auditListQuery, new URL(request.url))
  return { list: await auditPage(context.services.database.db, context.site.id, query), search: query.search }
}

export const meta: Route.MetaFunction = () => [{ title: 'Audit log · Admin' }]

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />
}
