import { priceAmount } from '~/pricing/price.ts'

/**
 * A showroom vehicle's prices (spec 3 §3 Normalised showroom vehicle, §4 Prices, Market variant):
 * the purchase / lease / subscribe list with old (struck) and sale prices, hidden prices, the
 * drive-away prices per Australian state, and the overseas market's variant. Pure.
 */

/** spec 3 §4 Market variant: stock_locator.market; only 'overseas' changes the rules. */
export type StockMarket = 'overseas' | 'standard'
export const stockMarketOf = (setting: string | null | undefined): StockMarket =>
  setting?.trim().toLowerCase() === 'overseas' ? 'overseas' : 'standard'

/** spec 3 §4 Price hidden: the label that replaces a hidden price (a translation key). */
export const PRICE_ON_REQUEST = 'price_on_request'

export type PriceType = 'purchase' | 'lease' | 'subscribe'

/** spec 3 §3 Normalised showroom vehicle: prices.list[]. */
export interface PriceEntry {
  type: PriceType
  /** The price shown (the sale price when oldPrice is set); null when hidden. */
  value_raw: number | null
  /** spec 3 §4: when set, old_price_raw is the list price, shown struck. */
  oldPrice: boolean
  old_price_raw: number | null
  hiddenFromVisitors: boolean
  /** 'price_on_request' when hidden, else null. */
  label: string | null
}

/** The vehicle fields the prices come from (spec 3 §3 Vehicle). */
export interface VehiclePriceFields {
  state?: string | null
  msrp_price?: unknown
  display_price?: unknown
  sale_price?: unknown
  monthly_price?: unknown
  subscribe_price?: unknown
  price_hidden?: boolean | null
  financing_options?: { cash?: boolean | null; lease?: boolean | null; rent?: boolean | null } | null
  /** Drive-away price per Australian state code. */
  price_metadata?: Readonly<Record<string, unknown>> | null
  owner_state?: string | null
}

/** spec 3 §3 financing_options {cash, lease, rent}: which option each price type belongs to. */
const FINANCING_OPTION: Record<PriceType, 'cash' | 'lease' | 'rent'> = { purchase: 'cash', lease: 'lease', subscribe: 'rent' }

/** spec 3 §4 Price hidden: price_hidden with the price type's financing option on. */
export const priceHidden = (vehicle: VehiclePriceFields, type: PriceType) =>
  vehicle.price_hidden === true && vehicle.financing_options?.[FINANCING_OPTION[type]] === true

/** Whether a price entry shows 'price on request' instead of an amount (spec 3 §4 Price hidden). */
export const onRequest = (price: PriceEntry): boolean => price.hiddenFromVisitors || price.label === PRICE_ON_REQUEST

/**
 * The entries a vehicle card lists: spec 3 §4 flags each hidden price, and a card that said
 * 'Price on request' once per hidden purchase, lease or subscribe price would repeat itself; the
 * first hidden entry says it for all of them (the showroom's breakdown keeps every entry).
 */
export function cardPriceEntries(prices: readonly PriceEntry[]): PriceEntry[] {
  const first = prices.findIndex(onRequest)
  return prices.filter((price, i) => !onRequest(price) || i === first)
}

/**
 * spec 3 §4 Prices: the price list of a vehicle, in the order purchase, lease, subscribe.
 *
 * - Purchase: the list price is msrp_price (display_price when there is none). A sale price below
 *   it makes the entry an old/sale pair: old_price_raw the list price, value_raw the sale price.
 *   In the overseas market any sale price does (spec 3 §4 Market variant; ADR 068).
 * - currentDriveAway's value, when given, overrides the purchase price.
 * - Lease is monthly_price, subscribe subscribe_price; the overseas market skips both.
 * - price_hidden with the entry's financing option on (cash, lease, rent) hides it: value null,
 *   label 'price_on_request', hiddenFromVisitors.
 * - An entry without a price (≤ 0, non-numeric) that is not hidden is left out.
 */
export function priceList(
  vehicle: VehiclePriceFields,
  options: { market?: StockMarket; currentDriveAway?: { value: number | null } | null } = {},
): PriceEntry[] {
  const overseas = options.market === 'overseas'
  const entries: PriceEntry[] = []
  const hidden = (type: PriceType) => priceHidden(vehicle, type)
  const push = (type: PriceType, value: number | null, old: number | null = null) => {
    if (hidden(type)) {
      entries.push({ type, value_raw: null, oldPrice: false, old_price_raw: null, hiddenFromVisitors: true, label: PRICE_ON_REQUEST })
    } else if (value !== null) {
      entries.push({ type, value_raw: value, oldPrice: old !== null, old_price_raw: old, hiddenFromVisitors: false, label: null })
    }
  }

  const list = priceAmount(vehicle.msrp_price) ?? priceAmount(vehicle.display_price)
  const sale = priceAmount(vehicle.sale_price)
  const driveAway = priceAmount(options.currentDriveAway?.value)
  if (driveAway !== null) push('purchase', driveAway)
  else if (sale !== null && list !== null && (overseas ? sale !== list : sale < list)) push('purchase', sale, list)
  else push('purchase', list ?? sale)

  if (!overseas) {
    push('lease', priceAmount(vehicle.monthly_price))
    push('subscribe', priceAmount(vehicle.subscribe_price))
  }
  return entries
}

/** spec 3 §9: the Australian states of drive-away pricing, with their full names. */
export const AUSTRALIAN_STATES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const
export type AustralianState = keyof typeof AUSTRALIAN_STATES
export const isAustralianState = (code: unknown): code is AustralianState =>
  typeof code === 'string' && Object.hasOwn(AUSTRALIAN_STATES, code)

/** spec 3 §3 pricesDriveAway.listDriveAway[]. */
export interface DriveAwayEntry {
  state: AustralianState
  value: number
  /** The state's full name, or 'retailer_price' (a translation key) for a non-new vehicle. */
  label: string
  description: string | null
  disclaimer: string | null
}
export interface DriveAwayPrices {
  listDriveAway: DriveAwayEntry[]
  currentDriveAway: DriveAwayEntry | null
}

/** The label of a non-new vehicle's single drive-away price (a translation key; ADR 068). */
export const RETAILER_PRICE = 'retailer_price'

/**
 * spec 3 §4 Prices, drive-away: the state whose price is current — the retailer's owner_state in a
 * retailer search, else the state derived from the postcode (or chosen in a state search).
 */
export function driveAwayState(
  search: { mode: 'postcodeSearch' | 'stateSearch' | 'retailerSearch' | null; state?: string | null },
  ownerState?: string | null,
): AustralianState | null {
  const code = (search.mode === 'retailerSearch' ? ownerState : search.state)?.trim().toUpperCase()
  return isAustralianState(code) ? code : null
}

/**
 * spec 3 §4 Prices, drive-away: a new vehicle shows one price per state of price_metadata (in the
 * order ACT … WA; unknown codes and non-prices dropped); the current one is `currentState`'s. Any
 * other vehicle of a retailer in an Australian state shows a single retailer price from msrp_price,
 * which is current. None while the purchase price is hidden.
 */
export function driveAwayPrices(
  vehicle: VehiclePriceFields,
  currentState: AustralianState | null,
  texts: { description?: string | null; disclaimer?: string | null } = {},
): DriveAwayPrices {
  const description = texts.description ?? null
  const disclaimer = texts.disclaimer ?? null
  // A drive-away or retailer price is a purchase price: hidden with it ('Price on request').
  if (priceHidden(vehicle, 'purchase')) return { listDriveAway: [], currentDriveAway: null }
  if (vehicle.state === 'new') {
    const metadata = vehicle.price_metadata ?? {}
    const listDriveAway = (Object.keys(AUSTRALIAN_STATES) as AustralianState[]).flatMap((state) => {
      const value = priceAmount(metadata[state])
      return value === null ? [] : [{ state, value, label: AUSTRALIAN_STATES[state], description, disclaimer }]
    })
    return { listDriveAway, currentDriveAway: listDriveAway.find((entry) => entry.state === currentState) ?? null }
  }
  const value = priceAmount(vehicle.msrp_price)
  const owner = vehicle.owner_state?.trim().toUpperCase()
  // Drive-away pricing is the Australian states': a retailer elsewhere (a British one) has none,
  // and its used car's sale price stays the price everywhere (ADR 068).
  if (value === null || !isAustralianState(owner)) return { listDriveAway: [], currentDriveAway: null }
  const entry: DriveAwayEntry = { state: owner, value, label: RETAILER_PRICE, description, disclaimer }
  return { listDriveAway: [entry], currentDriveAway: entry }
}

/** Buttons in the two groups the showroom shows them in. */
export interface ButtonGroups<B> {
  primary: B[]
  secondary: B[]
}

/** spec 3 §4 Market variant: in the overseas market the first non-primary button joins the primary group. */
export function promoteButtons<B>(groups: ButtonGroups<B>, market: StockMarket): ButtonGroups<B> {
  if (market !== 'overseas' || groups.secondary.length === 0) return groups
  const [first, ...rest] = groups.secondary
  return { primary: [...groups.primary, first!], secondary: rest }
}
