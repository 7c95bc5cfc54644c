import { describe, expect, it } from 'vitest'
import * as c from './constants.ts'

describe('spec 3 §9: business constants, exactly as the spec has them', () => {
  it.each<[string, unknown, unknown]>([
    ['API_ITEMS_MIN', c.API_ITEMS_MIN, 1],
    ['API_ITEMS_MAX', c.API_ITEMS_MAX, 12],
    ['SIMILAR_VEHICLES_ITEMS_MAX', c.SIMILAR_VEHICLES_ITEMS_MAX, 6],
    ['SIMILAR_VEHICLES_DEFAULT_AMOUNT', c.SIMILAR_VEHICLES_DEFAULT_AMOUNT, 6],
    ['LIST_QUERY_SESSION_KEY', c.LIST_QUERY_SESSION_KEY, 'sl_vehicle_list_query_params'],
    [
      'STORAGE_KEYS',
      c.STORAGE_KEYS,
      {
        savedVehicles: 'stockLocatorSavedVahicles',
        orderOnlineData: 'sl_order_online_data',
        orderOnlineSteps: 'sl_order_online_steps',
        softLock: 'sl_order_online_soft_lock',
        reservation: 'sl_order_online_reservation',
        leaseCalculator: 'leaseCalculatorData',
      },
    ],
    ['DEFAULT_LANGUAGE', c.DEFAULT_LANGUAGE, 'EN'],
    ['TRANSLATION_LANGUAGES', c.TRANSLATION_LANGUAGES, ['en', 'he', 'ar']],
    ['LANGUAGE_FALLBACK', c.LANGUAGE_FALLBACK, 'en'],
    ['DEALERS_LIST_ITEMS', c.DEALERS_LIST_ITEMS, 50],
    ['VEHICLE_STATES', c.VEHICLE_STATES, ['new', 'used', 'approved', 'demo']],
    ['VEHICLE_STATUSES', c.VEHICLE_STATUSES, ['sold', 'on_demand', 'reserved', 'in_production', 'delivery', 'available_soon', 'stock']],
    ['ENGINE_TYPES', c.ENGINE_TYPES, ['petrol', 'diesel', 'bev', 'hev', 'mhev', 'phev', 'phev_rev', 'ffv']],
    ['TRANSMISSIONS', c.TRANSMISSIONS, ['auto', 'manual']],
    ['COLOURS', c.COLOURS, ['white', 'black', 'silver', 'gray', 'red', 'green', 'bronze', 'blue', 'yellow', 'orange']],
    ['POWER_UNITS', c.POWER_UNITS, ['kw', 'bhp']],
    [
      'SORT_OPTIONS',
      c.SORT_OPTIONS,
      [
        'productionYearAsc',
        'productionYearDesc',
        'createdAtAsc',
        'createdAtDesc',
        'mileageAsc',
        'mileageDesc',
        'priceAsc',
        'priceDesc',
        'status',
      ],
    ],
    ['ADDITIONAL_FEATURES', c.ADDITIONAL_FEATURES, ['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter']],
    ['SHOWROOM_CONFIG_TYPES', c.SHOWROOM_CONFIG_TYPES, ['additional', 'cash', 'lease', 'subscription']],
    [
      'PAYMENT_VENDORS',
      c.PAYMENT_VENDORS,
      // The spec's two; the three providers' names are ADR 099's and ADR 100's.
      {
        card: 'CARD',
        wallet: 'PAYPAL',
        regional: 'PRZELEWY24',
        noPaymentWithConfirmationEmail: 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL',
        noPaymentJapan: 'NO_PAYMENT_JAPAN',
      },
    ],
    ['LAYOUT', c.LAYOUT, { backBar: 42, orderTopBarSmall: 42, orderTopBarLarge: 62 }],
  ])('%s', (_, value, expected) => {
    expect(value).toEqual(expected)
  })
})
