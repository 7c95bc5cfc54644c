import { OutboxScreen } from '~/admin/forms/OutboxScreen.tsx'
import { listOutbox, sandboxOutboxInUse } from '~/admin/forms/forms-admin.server.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/outbox'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const sandbox = sandboxOutboxInUse(context.services)
  return { sandbox, messages: sandbox ? await listOutbox(context.services.database.db, context.site.id) : [] }
}

export const meta: Route.MetaFunction = () => [{ title: 'Sandbox outbox · Admin' }]

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxScreen {...loaderData} />
}
