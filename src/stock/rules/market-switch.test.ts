import { describe, expect, it } from 'vitest'
import { marketBoundPage, SHOWROOM_SITE_PATH, showroomSwitchHref, type ShowroomSwitchInput } from './market-switch.ts'

/** ADR 126: the language switch of a showroom page lands on a page that exists in the other market. */
describe('showroomSwitchHref', () => {
  const input = (over: Partial<ShowroomSwitchInput>): ShowroomSwitchInput => ({
    basePath: '/ar',
    showroomPath: null,
    stockPage: '/stock',
    model: 'Aurelia E7',
    ...over,
  })
  it.each<[string, Partial<ShowroomSwitchInput>, string]>([
    ['the same vehicle there', { showroomPath: '/showroom/new-aurelia-e7-2025-bev-12' }, '/ar/showroom/new-aurelia-e7-2025-bev-12'],
    ['the same vehicle, root market', { basePath: '/', showroomPath: '/showroom/new-e7-3' }, '/showroom/new-e7-3'],
    ['not there: the listing of the model', {}, '/ar/stock?models=Aurelia+E7'],
    ['not there, root market', { basePath: '/' }, '/stock?models=Aurelia+E7'],
    ['a base path with a trailing slash', { basePath: '/ar/' }, '/ar/stock?models=Aurelia+E7'],
    ['a model with characters to encode', { model: 'Ridge & Co/2' }, '/ar/stock?models=Ridge+%26+Co%2F2'],
    ['no model: the listing unfiltered', { model: null }, '/ar/stock'],
    ['a blank model: the listing unfiltered', { model: '  ' }, '/ar/stock'],
    ['no stock page: the market home, filtered', { stockPage: '/' }, '/ar?models=Aurelia+E7'],
    ['no stock page, root market', { basePath: '/', stockPage: '/', model: null }, '/'],
    ['a stock page without its slash', { stockPage: 'cars' }, '/ar/cars?models=Aurelia+E7'],
  ])('%s', (_, over, expected) => expect(showroomSwitchHref(input(over))).toBe(expected))

  it.each([
    ['/showroom/new-e7-12', true],
    ['/showroom/new-e7-12/', true],
    ['/showroom', false],
    ['/showroom/a/b', false],
    ['/stock', false],
  ])('%s is a showroom path: %s', (path, expected) => expect(SHOWROOM_SITE_PATH.test(path)).toBe(expected))
})

/** ADR 126: the pages whose language switch cannot keep the path, and the vehicle each names. */
describe('marketBoundPage', () => {
  it.each<[string, string, { vehicleId: number | null } | null]>([
    ['/showroom/new-e7-12', '', { vehicleId: 12 }],
    ['/showroom/no-id-here', '', { vehicleId: null }],
    ['/showroom-order-online/vehicle/42', '', { vehicleId: 42 }],
    ['/showroom-order-online/vehicle/42/', '', { vehicleId: 42 }],
    ['/showroom-order-online/vehicle/0', '', { vehicleId: null }],
    ['/showroom-order-online/vehicle', 'config_url=https%3A%2F%2Fbuild.example%2Fx', { vehicleId: null }],
    ['/showroom-order-online/checkout', 'vehicle=7', { vehicleId: 7 }],
    ['/showroom-order-online/checkout', 'vehicle=99999999999', { vehicleId: null }],
    ['/showroom-order-online/checkout', 'vehicle=7x', { vehicleId: null }],
    ['/showroom-order-online/confirmation/FC-1234', '', { vehicleId: null }],
    ['/showroom-order-online/success', 'vehicle=7', { vehicleId: null }],
    ['/showroom-order-online', '', { vehicleId: null }],
    ['/showroom-order-onlinex', '', null],
    ['/stock', 'vehicle=7', null],
    ['/about', '', null],
  ])('%s?%s', (path, query, expected) => expect(marketBoundPage(path, new URLSearchParams(query))).toEqual(expected))
})
