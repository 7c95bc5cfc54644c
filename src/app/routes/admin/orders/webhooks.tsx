import { WebhooksScreen } from '~/admin/orders/WebhooksScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listWebhooks, WEBHOOK_LEDGER_LIMIT } from '~/orders/orders.server.ts'
import type { Route } from './+types/webhooks'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return { entries: await listWebhooks(context.services.database.db, context.site.id), limit: WEBHOOK_LEDGER_LIMIT }
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment webhooks · Orders · Admin' }]

export default function AdminOrderWebhooks({ loaderData }: Route.ComponentProps) {
  return <WebhooksScreen {...loaderData} />
}
