import { describe, expect, it } from 'vitest'
import { ConfiguratorUrlError, configuratorVehicle, configuratorVehicleDocument, readConfigUrl } from './configurator.ts'

/** spec 3 §3 Configurator vehicle; ADR 073 (the build in the config_url's query string). */
describe('configurator builds', () => {
  it.each([
    ['https://configurator.example.com/build?item_id=l460', 'l460'],
    ['/configure/summary?item_id=x152&color=Red', 'x152'],
    ['item_id=x260&color=Blue', 'x260'],
    ['?item_id=l405', 'l405'],
  ])('reads the build of %s', (url, item) => {
    expect(readConfigUrl(url).get('item_id')).toBe(item)
  })

  it.each([
    [undefined, 'is required'],
    ['  ', 'is required'],
    ['https://c.example/?color=red', 'names no build (item_id)'],
    ['https://[bad', 'is not a URL'],
    [`?item_id=x&pad=${'a'.repeat(4000)}`, 'is longer than 4000 characters'],
  ])('refuses %s: %s', (url, message) => {
    expect(() => readConfigUrl(url)).toThrow(new ConfiguratorUrlError(message))
  })

  it.each([
    ['include_tax=true', 61000],
    ['include_tax=1', 61000],
    ['include_tax=false', 50000],
    ['', 50000],
  ])('takes msrp_price from gross_price only when prices include tax (%s → %i)', (tax, msrp) => {
    const params = new URLSearchParams(`item_id=x761&gross_price=61000&net_price=50000&${tax}`)
    expect(configuratorVehicle(params, 'u').msrp_price).toBe(msrp)
  })

  it('maps the fields of spec 3 §3', () => {
    const params = new URLSearchParams('item_id=x761&color=Ruby&availability=in_production&model_year=2026.4&brand=Aurelia&model=E7')
    expect(configuratorVehicle(params, 'the-url')).toMatchObject({
      state: 'new',
      status: 'in_production',
      color_name: 'Ruby',
      nameplate_external_code: 'x761',
      production_year: 2026,
      model_year: 2026,
      nameplate_brand_name: 'Aurelia',
      nameplate_name: 'E7',
      config_url: 'the-url',
      vehicle_from_configurator: true,
    })
    expect(configuratorVehicle(new URLSearchParams('item_id=a'), '').status).toBe('on_demand')
    const id = configuratorVehicle(params, '').id
    expect(id).toBeLessThan(0)
    expect(configuratorVehicle(params, 'other').id).toBe(id)
  })

  it('answers button set 1 (extended) and meta.buttons [{button_set_setup_id 1}]', () => {
    const doc = configuratorVehicleDocument('item_id=x&reservation_fee=250')
    expect(doc.included).toEqual([
      { id: '1', type: 'button_set', attributes: { setup_type: 'extended', reservation_fee: 250, financing_options: [], buttons: [] } },
    ])
    expect(doc.data.relationships.button_set.data).toEqual({ id: '1', type: 'button_set' })
    expect(doc.meta.buttons).toEqual([{ button_set_setup_id: 1, button_type: 'reserve', label: '' }])
  })
})
