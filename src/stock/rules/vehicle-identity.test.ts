import { describe, expect, it } from 'vitest'
import { slugify } from '~/lib/slug.ts'
import { settingDefaults } from '~/settings/keys.ts'
import {
  analyticsOffer,
  omittedSlugBrand,
  shortVin,
  showroomPath,
  showroomSlug,
  showroomVehicleId,
  stockListCode,
  stockSource,
  type SlugFields,
} from './vehicle-identity.ts'

const ridge: SlugFields = {
  id: 1042,
  state: 'new',
  nameplate_brand_name: 'Vantor',
  nameplate_name: 'Ridge',
  production_year: 2025,
  engine_type: ['phev'],
  drivetrain: 'AWD',
  transmission: 'auto',
  color_name: 'Fuji White',
}

describe('spec 3 §2 Showroom URL: the slug', () => {
  it.each<[string, string]>([
    ['Fuji White', 'fuji-white'],
    ['  Ébène / Noir  ', 'ebene-noir'],
    ['A--B__C', 'a-b-c'],
    ['', ''],
  ])('slugify %j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it.each<[string, SlugFields, string | null, string]>([
    ['all parts in order', ridge, null, 'new-vantor-ridge-2025-phev-awd-auto-fuji-white'],
    ['the omitted brand is left empty', ridge, 'vantor', 'new-ridge-2025-phev-awd-auto-fuji-white'],
    ['another brand is kept', ridge, 'Aurelia', 'new-vantor-ridge-2025-phev-awd-auto-fuji-white'],
    ['several engines', { ...ridge, engine_type: ['petrol', 'mhev'] }, null, 'new-vantor-ridge-2025-petrol-mhev-awd-auto-fuji-white'],
    ['an engine as text', { ...ridge, engine_type: 'bev' }, null, 'new-vantor-ridge-2025-bev-awd-auto-fuji-white'],
    ['missing parts', { id: 5, state: 'used', nameplate_name: 'E7', color_name: null }, null, 'used-e7'],
    ['nothing to name it by', { id: 5 }, null, 'vehicle'],
  ])('%s', (_, vehicle, omittedBrand, slug) => {
    expect(showroomSlug(vehicle, { omittedBrand })).toBe(slug)
  })

  it.each<[string, Record<string, string>, string | null]>([
    ['no settings: the default theme', {}, 'Aurelia'],
    ['the theme', { 'general.theme': 'vantor' }, 'Vantor'],
    ['the setting over the theme', { 'general.theme': 'vantor', 'stock_locator.slug_omitted_brand': 'Aurelia' }, 'Aurelia'],
    // Blank is the setting's default, which every market's settings hold: the market's own brand.
    ["the setting's blank default: the theme", { ...settingDefaults, 'general.theme': 'vantor' }, 'Vantor'],
    ['a setting of spaces: the theme', { 'stock_locator.slug_omitted_brand': ' ' }, 'Aurelia'],
  ])('%s omits the brand %j', (_, settings, brand) => {
    expect(omittedSlugBrand(settings)).toBe(brand)
  })

  it.each<[boolean, string | undefined, string]>([
    [false, '_postcode=2000&_locality=Sydney', '/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042'],
    [
      true,
      '_postcode=2000&_locality=Sydney',
      '/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042?_postcode=2000&_locality=Sydney',
    ],
    [true, '?_state=NSW', '/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042?_state=NSW'],
    [true, '', '/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042'],
  ])('postcode search %s with %j → %s', (postcodeSearch, postcodeQuery, path) => {
    expect(showroomPath(ridge, { postcodeSearch, postcodeQuery })).toBe(path)
  })

  it.each<[string, string | null]>([
    ['/showroom/new-vantor-ridge-2025-phev-awd-auto-fuji-white-1042', '1042'],
    ['/showroom/new-ridge-1042/', '1042'],
    ['/showroom/new-ridge-1042?_state=NSW', '1042'],
    ['new-ridge-2025-77', '77'],
    ['vehicle-5', '5'],
    ['1042', '1042'],
    ['/showroom/new-ridge', null],
    ['/showroom/', null],
  ])('%s → id %j', (path, id) => {
    expect(showroomVehicleId(path)).toBe(id)
  })

  it('reads back the id of every path it makes', () => {
    expect(
      showroomVehicleId(showroomPath({ ...ridge, production_year: 2024, id: 9 }, { postcodeSearch: true, postcodeQuery: 'a=1' })),
    ).toBe('9')
  })
})

describe('spec 3 §5: shortVin', () => {
  it.each<[string | null | undefined, string | null]>([
    ['SALGA2BE5LA123456', '456'],
    ['ABCD', 'BCD'],
    ['ABC', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (vin, short) => {
    expect(shortVin(vin)).toBe(short)
  })
})

describe('spec 3 §4: stock-list affiliation code, stock source, analytics offer', () => {
  it.each<[string, Parameters<typeof stockListCode>[0], string | null]>([
    ['new', { vehicle: { state: 'new' } }, 'sl-nvl'],
    ['approved', { vehicle: { state: 'approved' } }, 'sl-avl'],
    ['used', { vehicle: { state: 'used' } }, 'sl-avl'],
    ['new_config', { vehicle: { state: 'new_config' } }, 'sl-nvl-config'],
    ['from the configurator', { vehicle: { state: 'new', fromConfigurator: true } }, 'sl-nvl-config'],
    ['demo', { vehicle: { state: 'demo' } }, null],
    ['configurator journey, new', { configuratorJourney: true, vehicle: { state: 'new' } }, 'sl-nvl-config'],
    ['configurator journey, used', { configuratorJourney: true, vehicle: { state: 'used' } }, null],
    ['configurator journey, no vehicle', { configuratorJourney: true, route: '/approved' }, null],
    ['no vehicle, approved route', { route: '/approved-used/search' }, 'sl-avl'],
    ['no vehicle, a new-vehicle page', { route: '/new-cars?x=1', newVehiclePages: ['/new-cars'] }, 'sl-nvl'],
    ['no vehicle, below a new-vehicle page', { route: '/new-cars/suv', newVehiclePages: ['/new-cars/'] }, 'sl-nvl'],
    ['no vehicle, a look-alike route', { route: '/new-cars-archive', newVehiclePages: ['/new-cars'] }, null],
    ['no vehicle, another route', { route: '/offers', newVehiclePages: ['/new-cars', ''] }, null],
  ])('%s → %j', (_, input, code) => {
    expect(stockListCode(input)).toBe(code)
  })

  it.each<[string | null, string | null, string | null]>([
    ['new', 'NVL', 'new_vehicle_offer'],
    ['approved', 'AVL', 'approved_vehicle_offer'],
    ['used', null, 'used_vehicle_offer'],
    ['demo', null, null],
    ['constructor', null, null],
    [null, null, null],
  ])('%j → source %j, offer %j', (state, source, offer) => {
    expect(stockSource(state)).toBe(source)
    expect(analyticsOffer(state)).toBe(offer)
  })
})
