import { defaultFilterToggles, type FilterToggle } from '~/stock/rules/filters.ts'
import { commonFields } from './common-fields.ts'
import { field, options, type FieldValues } from './fields.ts'

/**
 * The fields of the two listing blocks, Stock Locator and Stock Locator Overseas (spec 3 §2,
 * spec 2 §3.13): the list key, the brand, one boolean per filter, the reset button's theme and
 * the vehicles JSON (its schema: vehicles-setting.ts). Only the filter booleans' defaults differ (defaultFilterToggles).
 */

/** spec 3 §2: the editor's label of each filter boolean. */
const TOGGLE_LABELS: Record<FilterToggle, string> = {
  'filter-brands': 'Filter: brands (hidden when a brand is selected)',
  'filter-models': 'Filter: models',
  'filter-financing_options': 'Filter: financing options',
  'filter-states': 'Filter: condition (new, used, approved, demo)',
  'filter-statuses': 'Filter: availability',
  'filter-msrp_price': 'Filter: price',
  'filter-display_price': 'Filter: display price (sale price included)',
  'filter-mileage': 'Filter: mileage',
  'filter-production_year': 'Filter: production year',
  'filter-model_year': 'Filter: model year',
  'filter-power': 'Filter: power',
  'filter-engine_types': 'Filter: engine types',
  'filter-transmissions': 'Filter: transmissions',
  'filter-colors': 'Filter: colours',
  'filter-specific_colors': 'Filter: specific colours',
  'filter-dealers': 'Filter: retailers',
  'filter-number_of_seats': 'Filter: number of seats',
}

/** reset_button_theme (values not shown, ADR 074): the look of 'clear all filters' and 'Reset Filter'. */
export const RESET_BUTTON_THEMES = options(['primary', 'Primary'], ['secondary', 'Secondary'], ['tertiary', 'Tertiary'])

export const DEFAULT_VEHICLES = { headline: '', list: [] }

/** The filter booleans in FILTER_TOGGLES' order, with the block's defaults (spec 3 §2 Defaults). */
const toggles = (block: 'standard' | 'overseas') => {
  const defaults = defaultFilterToggles(block)
  const toggle = <S extends FilterToggle>(symbol: S) => field.bool(symbol, TOGGLE_LABELS[symbol], defaults[symbol])
  return [
    toggle('filter-brands'),
    toggle('filter-models'),
    toggle('filter-financing_options'),
    toggle('filter-states'),
    toggle('filter-statuses'),
    toggle('filter-msrp_price'),
    toggle('filter-display_price'),
    toggle('filter-mileage'),
    toggle('filter-production_year'),
    toggle('filter-model_year'),
    toggle('filter-power'),
    toggle('filter-engine_types'),
    toggle('filter-transmissions'),
    toggle('filter-colors'),
    toggle('filter-specific_colors'),
    toggle('filter-dealers'),
    toggle('filter-number_of_seats'),
  ] as const
}

/** The fields of a listing block, in the editor's order; `block` picks the filter defaults. */
export const stockLocatorFields = (block: 'standard' | 'overseas') =>
  [
    commonFields.blockScrollId,
    field.stockList('ci_key_list', 'Stock list', { tooltip: 'The stock list (publication list) whose vehicles the block lists' }),
    field.string('sl_key_brand', 'Brand', '', {
      tooltip: "Only this brand's vehicles (its name as the stock list spells it); empty: every brand",
      max: 100,
    }),
    // spec 3 §3: the model group 'set by the block' (ADR 163).
    commonFields.brandFamily,
    field.separator('Filters'),
    ...toggles(block),
    field.separator('Look'),
    field.select('reset_button_theme', 'Reset button theme', RESET_BUTTON_THEMES, 'secondary'),
    field.json('vehicles', 'Vehicles', DEFAULT_VEHICLES, {
      tooltip: '{"headline": "…", "list": ["productionYear", "mileage", …], "icons": ["engines", "power", "color"]}',
    }),
  ] as const

export type StockLocatorFields = FieldValues<ReturnType<typeof stockLocatorFields>>
