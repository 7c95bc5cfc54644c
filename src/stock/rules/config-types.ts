import { CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES, ORDER_ONLINE_CONFIG_TYPES, SHOWROOM_CONFIG_TYPES } from './constants.ts'
import type { StockConfigKind } from '~/db/schema/stock.ts'

/** spec 3 §7, §9: every config_type a market's `{site}/all` call may ask for: the showroom's and the order-online's. */
export const SITE_CONFIG_TYPES = [
  ...SHOWROOM_CONFIG_TYPES,
  ...ORDER_ONLINE_CONFIG_TYPES,
  ...CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES,
] as const
export type SiteConfigType = (typeof SITE_CONFIG_TYPES)[number]

/** The kind a config type is stored under (stock_config_entries.kind). */
export const configKindOf = (type: SiteConfigType): StockConfigKind =>
  (SHOWROOM_CONFIG_TYPES as readonly string[]).includes(type) ? 'showroom' : 'order_online'
