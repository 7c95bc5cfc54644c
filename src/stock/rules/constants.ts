/**
 * The stock locator's business constants (spec 3 §9), shared by the listing, the showroom and the
 * inventory API. Pure: no database, no React.
 */

/** spec 3 §5, §9: the list request's item count lies between these (the default is the maximum). */
export const API_ITEMS_MIN = 1
export const API_ITEMS_MAX = 12

/** spec 3 §5, §9: similar vehicles are capped at 6, and 6 is also the default amount. */
export const SIMILAR_VEHICLES_ITEMS_MAX = 6
export const SIMILAR_VEHICLES_DEFAULT_AMOUNT = 6

/** spec 3 §2, §9: the last list query is kept in session storage under this key. */
export const LIST_QUERY_SESSION_KEY = 'sl_vehicle_list_query_params'

/** spec 3 §9 Browser storage keys. NOTE: 'Vahicles' is the spec's spelling; stored lists depend on it. */
export const STORAGE_KEYS = {
  savedVehicles: 'stockLocatorSavedVahicles',
  orderOnlineData: 'sl_order_online_data',
  orderOnlineSteps: 'sl_order_online_steps',
  softLock: 'sl_order_online_soft_lock',
  reservation: 'sl_order_online_reservation',
  /** spec 3 §3 Stock locator storage data: the showroom calculator's inputs, for the order journey. */
  leaseCalculator: 'leaseCalculatorData',
} as const

/** spec 3 §9: default language EN, translations in en and he (and ar, ADR 089), fallback 'en'. */
export const DEFAULT_LANGUAGE = 'EN'
export const TRANSLATION_LANGUAGES = ['en', 'he', 'ar'] as const
export const LANGUAGE_FALLBACK = 'en'

/** spec 3 §9: the dealers list asks for 50 items. */
export const DEALERS_LIST_ITEMS = 50

/** spec 3 §9 Filter enumerations. */
export const VEHICLE_STATES = ['new', 'used', 'approved', 'demo'] as const
export type VehicleState = (typeof VEHICLE_STATES)[number]
export const VEHICLE_STATUSES = ['sold', 'on_demand', 'reserved', 'in_production', 'delivery', 'available_soon', 'stock'] as const
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]
export const ENGINE_TYPES = ['petrol', 'diesel', 'bev', 'hev', 'mhev', 'phev', 'phev_rev', 'ffv'] as const
export type EngineType = (typeof ENGINE_TYPES)[number]
export const TRANSMISSIONS = ['auto', 'manual'] as const
export type Transmission = (typeof TRANSMISSIONS)[number]
export const COLOURS = ['white', 'black', 'silver', 'gray', 'red', 'green', 'bronze', 'blue', 'yellow', 'orange'] as const
export type Colour = (typeof COLOURS)[number]
/** spec 3 §3 Vehicle financing_options: the ways a vehicle may be financed. */
export const FINANCING_OPTIONS = ['cash', 'lease', 'rent'] as const
export const POWER_UNITS = ['kw', 'bhp'] as const
export type PowerUnit = (typeof POWER_UNITS)[number]

/** spec 3 §4 Vehicle state and status: the statuses displayed by default. */
export const DEFAULT_DISPLAYED_STATUSES = [
  'stock',
  'available_soon',
  'reserved',
  'sold',
  'in_production',
  'on_demand',
  'delivery',
  'demo',
] as const

/** spec 3 §9 Sorting options. */
export const SORT_OPTIONS = [
  'productionYearAsc',
  'productionYearDesc',
  'createdAtAsc',
  'createdAtDesc',
  'mileageAsc',
  'mileageDesc',
  'priceAsc',
  'priceDesc',
  'status',
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

/** spec 3 §9 Additional features. */
export const ADDITIONAL_FEATURES = ['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'] as const
export type AdditionalFeature = (typeof ADDITIONAL_FEATURES)[number]

/** spec 3 §4 Market variant: stock_locator.market; only 'overseas' changes the rules. */
export const STOCK_MARKETS = ['overseas', 'mobility'] as const

/** spec 3 §3, §9: the showroom config types. */
export const SHOWROOM_CONFIG_TYPES = ['additional', 'cash', 'lease', 'subscription'] as const
export type ShowroomConfigType = (typeof SHOWROOM_CONFIG_TYPES)[number]

/** spec 3 §3 Order-online config, §9: the standard types, then the configurator journey's config_ variants. */
export const ORDER_ONLINE_CONFIG_TYPES = [
  'order_online',
  'order_online_steps_page',
  'order_online_checkout_page',
  'order_online_success_page',
] as const
export const CONFIGURATOR_ORDER_ONLINE_CONFIG_TYPES = ORDER_ONLINE_CONFIG_TYPES.map((type) => `config_${type}` as const)

/**
 * spec 3 §4 Reservation availability, §9 Payment vendors; the card, wallet and regional vendors'
 * type strings are the product's own (ADR 099, ADR 100).
 */
export const PAYMENT_VENDORS = {
  card: 'CARD',
  wallet: 'PAYPAL',
  regional: 'PRZELEWY24',
  noPaymentWithConfirmationEmail: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
  noPaymentJapan: 'NO_PAYMENT_JAPAN',
} as const

/** spec 3 §9 Layout: the stock-locator back bar, and the vehicle-order top bar small and large (px). */
export const LAYOUT = { backBar: 42, orderTopBarSmall: 42, orderTopBarLarge: 62 } as const
