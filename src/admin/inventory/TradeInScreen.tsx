import { PageHeader } from '~/admin/PageHeader.tsx'
import ui from '~/ui/forms.module.css'
import own from './inventory-admin.module.css'
import { InventoryNav } from './InventoryNav.tsx'

export interface TradeInOptions {
  bodyTypes: { value: string; name: string }[]
  brands: { value: string; name: string }[]
  models: { value: string; name: string }[]
  fuelTypes: { value: string; name: string }[]
}

const GROUPS = [
  ['brands', 'Brands'],
  ['models', 'Models'],
  ['bodyTypes', 'Body types'],
  ['fuelTypes', 'Fuel types'],
] as const

/**
 * The Trade-in options page (spec 3 §3 Trade-in, ADR 079): what GET /api/inventory/trade_in/form_options
 * offers a visitor. Nothing to edit: brands are the market's live stock's among common makes, models
 * its stock's, body and fuel types fixed lists (ADR 072, 194); a market with its own trade-in service
 * names it in the setting stock_locator.endpoint_trade_in instead.
 */
export function TradeInScreen({ options, endpoint }: { options: TradeInOptions; endpoint: string }) {
  return (
    <>
      <PageHeader title="Trade-in options">
        What the checkout&apos;s trade-in step offers. Brands are this market&apos;s stock brands among common makes, then Other (another
        make&apos;s model is typed); models come from its stock (the vehicles shown in its lists); body and fuel types are fixed.{' '}
        {endpoint
          ? `This market uses its own trade-in service instead (stock_locator.endpoint_trade_in: ${endpoint}).`
          : 'To use another trade-in service, set stock_locator.endpoint_trade_in in Settings.'}
      </PageHeader>
      <InventoryNav />
      <ul className={own.entries}>
        {GROUPS.map(([key, label]) => (
          <li key={key} className={own.entry}>
            <strong>
              {label} ({options[key].length})
            </strong>
            <p className={ui.hint}>{options[key].map((o) => o.name).join(', ') || 'None yet: import a feed.'}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
