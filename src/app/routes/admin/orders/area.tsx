import { Outlet } from 'react-router'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/area'

/** Around the Orders pages: administrators of the market only, as the orders API (ADR 099). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return null
}

export default function OrdersArea() {
  return <Outlet />
}
