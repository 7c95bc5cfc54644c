import { data } from 'react-router'
import { ConfigScreen } from '~/admin/inventory/ConfigScreen.tsx'
import { CONFIG_KINDS, type ConfigKind } from '~/admin/inventory/inventory-admin.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listConfigEntries } from '~/stock/write/admin.server.ts'
import type { Route } from './+types/config'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  if (!(params.kind in CONFIG_KINDS)) throw data('There is no such config', { status: 404 })
  const kind = params.kind as ConfigKind
  return { kind, entries: await listConfigEntries(context.services.database.db, context.site.id, kind) }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? CONFIG_KINDS[loaded.kind] : 'Config'} · Inventory · Admin` },
]

export default function AdminInventoryConfig({ loaderData }: Route.ComponentProps) {
  return <ConfigScreen key={loaderData.kind} {...loaderData} />
}
