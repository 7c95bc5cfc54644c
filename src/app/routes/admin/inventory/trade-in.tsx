import { TradeInScreen } from '~/admin/inventory/TradeInScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { tradeInOptionsDocument } from '~/stock/api/trade-in.server.ts'
import type { Route } from './+types/trade-in'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const [document, settings] = await Promise.all([
    tradeInOptionsDocument(context.services.database.db, context.site.id, {}),
    context.services.content.settings(context.site),
  ])
  return { options: document.data, endpoint: readSetting(settings, 'stock_locator.endpoint_trade_in').trim() }
}

export const meta: Route.MetaFunction = () => [{ title: 'Trade-in options · Inventory · Admin' }]

export default function AdminInventoryTradeIn({ loaderData }: Route.ComponentProps) {
  return <TradeInScreen {...loaderData} />
}
