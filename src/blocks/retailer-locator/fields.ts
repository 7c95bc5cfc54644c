import { commonFields } from '../common-fields.ts'
import { field, options } from '../fields.ts'

/**
 * spec 2 §3.11: "Fields not shown" for Retailer Locator, its Mena version and With Map. ADR 080
 * decides them: the spec 3 §2 texts as label fields with the spec's defaults, the brand the list
 * is narrowed to, which view opens first, and switches for the service filter and 'near me'.
 */
export const SEARCH_PLACEHOLDER = 'Search retailers...'
export const NO_RESULTS_TEXT = 'Sorry, there were no results for your search.'
export const SERVICE_LABEL = 'Choose service'
export const NEAR_ME_LABEL = 'SHOWROOM/SERVICE NEAR ME'
export const LOCATION_ERROR_TEXT =
  'We could not get your location. Allow this site to use your location in your browser, or search by name, town or postcode.'

export const VIEWS = options(['list', 'List'], ['map', 'Map'])

/** The first fields of the three blocks. */
export const locatorLeadFields = [
  commonFields.blockScrollId,
  field.string('heading', 'Heading', 'Find a retailer', { max: 200 }),
  field.string('brand', 'Brand', '', {
    max: 100,
    tooltip: "Only the retailers selling this brand (as in the admin's Dealers tab). Empty: every retailer of the market.",
  }),
] as const

/** Which view opens first; With Map shows both at once and has no such field. */
export const defaultViewField = field.select('default_view', 'View shown first', VIEWS, 'list')

/** The other fields of the three blocks. */
export const locatorFields = [
  field.bool('service_filter', 'Service filter', true),
  field.bool('near_me', "'Near me' button", true, { tooltip: "Sorts the retailers by distance from the visitor's position." }),
  field.select('distance_unit', 'Distance unit', options(['km', 'km'], ['mi', 'mi']), 'km'),
  field.separator('Labels'),
  field.string('search_placeholder', 'Search placeholder', SEARCH_PLACEHOLDER, { max: 100 }),
  field.string('service_label', 'Service filter label', SERVICE_LABEL, { max: 100 }),
  field.string('near_me_label', "'Near me' label", NEAR_ME_LABEL, { max: 100 }),
  field.string('no_results_text', 'No results text', NO_RESULTS_TEXT, { max: 200 }),
  field.string('location_error_text', 'Location refused text', LOCATION_ERROR_TEXT, { max: 300 }),
  field.string('list_label', 'List view label', 'List', { max: 50 }),
  field.string('map_label', 'Map view label', 'Map', { max: 50 }),
  field.string('opening_hours_label', 'Opening hours label', 'Opening hours', { max: 100 }),
  field.string('closed_label', 'Closed label', 'Closed', { max: 50 }),
  field.string('directions_label', 'Directions label', 'Directions', { max: 100 }),
  field.string('website_label', 'Website label', 'Retailer website', { max: 100 }),
  commonFields.boxColor,
] as const
