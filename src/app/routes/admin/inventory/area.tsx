import { Outlet } from 'react-router'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/area'

/** Around the Inventory pages: administrators of the market only (ADR 078). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export default function InventoryArea() {
  return <Outlet />
}
