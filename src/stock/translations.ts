import { LANGUAGE_FALLBACK, TRANSLATION_LANGUAGES } from './rules/constants.ts'

/**
 * spec 3 §7 GET /public_api/widget_translations_configs/{id}: the stock locator's texts by
 * lower-cased language code (spec 3 §9: en and he). The block reads data.data.attributes.data;
 * a key missing in a language falls back to English (spec 3 §3 languageFallback 'en').
 */
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]

const en = {
  'filters.title': 'Filters',
  'filters.clear': 'Clear all',
  'filters.apply': 'Apply',
  'filters.brands': 'Brand',
  'filters.models': 'Model',
  'filters.financing_options': 'Financing',
  'filters.states': 'Condition',
  'filters.statuses': 'Availability',
  'filters.msrp_price': 'Price (RRP)',
  'filters.display_price': 'Price',
  'filters.mileage': 'Mileage',
  'filters.production_year': 'Year',
  'filters.model_year': 'Model year',
  'filters.power': 'Power',
  'filters.engine_types': 'Engine',
  'filters.transmissions': 'Transmission',
  'filters.number_of_seats': 'Seats',
  'filters.colors': 'Colour',
  'filters.specific_colors': 'Exact colour',
  'filters.dealers': 'Retailer',
  'sort.label': 'Sort by',
  'sort.productionYearAsc': 'Year: oldest first',
  'sort.productionYearDesc': 'Year: newest first',
  'sort.createdAtAsc': 'Oldest listings first',
  'sort.createdAtDesc': 'Newest listings first',
  'sort.mileageAsc': 'Mileage: lowest first',
  'sort.mileageDesc': 'Mileage: highest first',
  'sort.priceAsc': 'Price: lowest first',
  'sort.priceDesc': 'Price: highest first',
  'sort.status': 'Availability',
  'state.new': 'New',
  'state.used': 'Used',
  'state.approved': 'Approved used',
  'state.demo': 'Demonstrator',
  'status.sold': 'Sold',
  'status.on_demand': 'On demand',
  'status.reserved': 'Reserved',
  'status.in_production': 'In production',
  'status.delivery': 'In delivery',
  'status.available_soon': 'Available soon',
  'status.stock': 'In stock',
  'list.results': '{count} vehicles',
  'list.load_more': 'Load more',
  'list.no_results': 'No vehicles match your filters.',
  'vehicle.details': 'View details',
  'vehicle.save': 'Save',
  'vehicle.saved': 'Saved',
  'vehicle.similar': 'Similar vehicles',
  'retailers.no_results': 'Sorry, there were no results for your search.',
  'reverse_calculator.error': 'Something went wrong, please refresh the page and try again',
} as const
export type TranslationKey = keyof typeof en

const he: Partial<Record<TranslationKey, string>> = {
  'filters.title': 'מסננים',
  'filters.clear': 'נקה הכל',
  'filters.apply': 'החל',
  'filters.brands': 'מותג',
  'filters.models': 'דגם',
  'filters.states': 'מצב',
  'filters.statuses': 'זמינות',
  'filters.display_price': 'מחיר',
  'filters.mileage': 'קילומטראז׳',
  'filters.production_year': 'שנה',
  'filters.engine_types': 'מנוע',
  'filters.transmissions': 'תיבת הילוכים',
  'filters.colors': 'צבע',
  'filters.dealers': 'סוכנות',
  'sort.label': 'מיין לפי',
  'state.new': 'חדש',
  'state.used': 'משומש',
  'status.stock': 'במלאי',
  'status.reserved': 'שמור',
  'status.sold': 'נמכר',
  'list.load_more': 'טען עוד',
  'list.no_results': 'אין רכבים התואמים את המסננים.',
  'vehicle.details': 'לפרטים',
  'vehicle.similar': 'רכבים דומים',
}

export const STOCK_TRANSLATIONS: Record<TranslationLanguage, Partial<Record<TranslationKey, string>>> = { en, he }

/** The texts of a language (its own over English), or null for a language the stock locator has none of. */
export function stockTranslations(id: string): Record<TranslationKey, string> | null {
  const code = id.trim().toLowerCase().split(/[_-]/)[0] ?? ''
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(code)) return null
  return { ...STOCK_TRANSLATIONS[LANGUAGE_FALLBACK as TranslationLanguage], ...STOCK_TRANSLATIONS[code as TranslationLanguage] } as Record<
    TranslationKey,
    string
  >
}

/** The API document: data.attributes.data holds the texts (spec 3 §7). */
export function translationsDocument(id: string) {
  const data = stockTranslations(id)
  if (!data) return null
  const language = id.trim().toLowerCase().split(/[_-]/)[0]!
  return { data: { id: language, type: 'widget_translations_config' as const, attributes: { language, data } } }
}
