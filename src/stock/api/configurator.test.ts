import { describe, expect, it } from 'vitest'
import { configuratorBuildSchema } from '../rules/configurator-builds.ts'
import { buildParams, configuratorVehicle, configuratorVehicleDocument } from './configurator.ts'

/** spec 3 §3 Configurator vehicle; ADR 101 (the builds a market holds). */
describe('configurator builds', () => {
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
    const build = configuratorBuildSchema.parse({ config_url: '/b', item_id: 'x', reservation_fee: 250, gross_price: 100 })
    expect(buildParams(build).toString()).toBe('item_id=x&gross_price=100&include_tax=true&reservation_fee=250')
    const doc = configuratorVehicleDocument(build)
    expect(doc.data.attributes).toMatchObject({ msrp_price: 100, config_url: '/b', features_optional: [], vehicle_from_configurator: true })
    expect(doc.included).toEqual([
      { id: '1', type: 'button_set', attributes: { setup_type: 'extended', reservation_fee: 250, financing_options: [], buttons: [] } },
    ])
    expect(doc.data.relationships.button_set.data).toEqual({ id: '1', type: 'button_set' })
    expect(doc.meta.buttons).toEqual([{ button_set_setup_id: 1, button_type: 'reserve', label: '' }])
  })
})
