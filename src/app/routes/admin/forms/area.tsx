import { Outlet } from 'react-router'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { FormsAreaData } from '~/admin/forms/FormsNav.tsx'
import { sandboxOutboxInUse } from '~/admin/forms/forms-admin.server.ts'
import type { Route } from './+types/area'

/** Around the Forms, Leads and Locations tabs: administrators of the market only (ADR 053, ADR 059). */
export function loader({ request, context }: Route.LoaderArgs): FormsAreaData {
  requireUserWithRole(request, context, ['admin'])
  return { sandbox: sandboxOutboxInUse(context.services) }
}

export default function FormsArea() {
  return <Outlet />
}
