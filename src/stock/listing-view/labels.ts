import type { CardAttribute } from '../rules/card-attributes.ts'
import type { SortOption } from '../rules/constants.ts'
import type { FilterKey } from '../rules/filters.ts'

/**
 * The listing's English texts: filter, sort and attribute names and the enumerations' values
 * (spec 3 §9 Filter enumerations). The stock locator's translations service (spec 3 §7
 * widget_translations_configs) is not built yet; these are its English defaults (ADR 074).
 */

/** spec 3 §3 Filter: the heading of each front-end filter. */
export const FILTER_LABELS: Readonly<Record<FilterKey, string>> = {
  brands: 'Brand',
  models: 'Model',
  financing_options: 'Financing',
  states: 'Condition',
  statuses: 'Availability',
  msrp_price: 'Price',
  display_price: 'Sale price',
  mileage: 'Mileage',
  production_year: 'Production year',
  model_year: 'Model year',
  power: 'Power',
  engine_types: 'Engine',
  transmissions: 'Transmission',
  number_of_seats: 'Seats',
  colors: 'Colour',
  specific_colors: 'Specific colour',
  dealers: 'Retailer',
}

/** spec 3 §9 Sorting options. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  productionYearAsc: 'Production year: oldest first',
  productionYearDesc: 'Production year: newest first',
  createdAtAsc: 'Listed: oldest first',
  createdAtDesc: 'Listed: newest first',
  mileageAsc: 'Mileage: lowest first',
  mileageDesc: 'Mileage: highest first',
  priceAsc: 'Price: lowest first',
  priceDesc: 'Price: highest first',
  status: 'Availability',
}

/** spec 3 §9 Vehicle card attributes. */
export const CARD_ATTRIBUTE_LABELS: Readonly<Record<CardAttribute, string>> = {
  productionYear: 'Year',
  model: 'Model',
  mileage: 'Mileage',
  engines: 'Engine',
  color: 'Colour',
  drivetrain: 'Drivetrain',
  vin: 'VIN',
  power: 'Power',
  capacity: 'Engine capacity',
  status: 'Availability',
  state: 'Condition',
  colorInterior: 'Interior',
}

/** spec 3 §9 Filter enumerations, by the filter (or attribute) whose values they name. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  states: { new: 'New', used: 'Used', approved: 'Approved', demo: 'Demo' },
  statuses: {
    sold: 'Sold',
    on_demand: 'On demand',
    reserved: 'Reserved',
    in_production: 'In production',
    delivery: 'In delivery',
    available_soon: 'Available soon',
    stock: 'In stock',
    demo: 'Demo',
  },
  engine_types: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    bev: 'Electric',
    hev: 'Hybrid',
    mhev: 'Mild hybrid',
    phev: 'Plug-in hybrid',
    phev_rev: 'Plug-in hybrid with range extender',
    ffv: 'Flex fuel',
  },
  transmissions: { auto: 'Automatic', manual: 'Manual' },
  financing_options: { cash: 'Cash', lease: 'Lease', rent: 'Subscription' },
  number_of_seats: {},
}

/** A value's label: the enumeration's name, else the value with its first letter capitalised. */
export function valueLabel(key: string, value: string): string {
  const known = VALUE_LABELS[key]?.[value]
  if (known) return known
  const text = value.replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Fixed texts of the listing screen (spec 3 §2; the budget calculator's are REVERSE_CALCULATOR_TEXTS). */
export const LISTING_TEXTS = {
  filters: 'Filters',
  clearAll: 'Clear all filters',
  sort: 'Sort by',
  loadMore: 'Load more',
  loading: 'Loading…',
  noResults: 'No vehicles match your filters.',
  noResultsHint: 'Try removing a filter or clearing them all.',
  results: (shown: number, total: number) => (total === 1 ? '1 vehicle' : `Showing ${shown} of ${total} vehicles`),
  save: 'Save vehicle',
  from: 'From',
  to: 'To',
  priceOnRequest: 'Price on request',
  retailerPrice: 'Retailer price',
  loadFailed: 'The vehicles could not be loaded. Please try again.',
  budget: 'Monthly budget',
  apply: 'Apply',
  close: 'Close',
  disclaimer: 'Price information',
} as const
