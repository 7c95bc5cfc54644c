// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createDisclaimers } from '~/pricing/tags.ts'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import { e7Model } from '~/test/vehicles.ts'
import SpecificationAccordion from './Block.tsx'
import { specificationData, type SpecificationData } from './spec-data.ts'
import { specificationAccordion } from './template.ts'

const sections = [
  { title: 'Performance', content: '<table><tbody><tr><th>Power</th><td>300 kW</td></tr></tbody></table>' },
  { title: 'Battery and charging', content: '<table><tbody><tr><th>Battery</th><td>90 kWh</td></tr></tbody></table>' },
  { title: '', content: '<p>Untitled</p>' },
]
const block = (raw: unknown, groups: unknown[] = sections, data?: SpecificationData | null) => (
  <SpecificationAccordion
    fields={specificationAccordion.schema.parse(raw)}
    groups={groups.map((g) => specificationAccordion.groupSchema.parse(g))}
    context={{ index: 1, eagerImages: true }}
    data={data}
  />
)
const e7 = specificationData(e7Model, DEFAULT_PRICE_FORMAT, createDisclaimers())
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const options = (name: string) => [...select(name).options].map((o) => o.textContent)

afterEach(cleanup)

describe('Specification Accordion (spec 2 §3.9)', () => {
  it('renders the titled sections on the server, closed, with their tables in the page', () => {
    const html = renderToStaticMarkup(block({}))
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2)
    expect(html).toContain('<th>Power</th><td>300 kW</td>')
    expect(html).not.toContain('Untitled')
  })

  it('opens and closes each section on its own', () => {
    render(block({}))
    const battery = screen.getByRole('button', { name: 'Battery and charging' })
    fireEvent.click(battery)
    expect(battery.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: 'Battery and charging' }).textContent).toBe('Battery90 kWh')
    expect(screen.getByRole('button', { name: 'Performance' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(battery)
    expect(battery.getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the model, the additional model key first', () => {
    expect(renderToStaticMarkup(block({ model_key: 'e7-24my' }))).toContain('data-model-key="e7-24my"')
    expect(renderToStaticMarkup(block({ model_key: 'e7-24my', model_key_additional: 'e7-gt-24my' }))).toContain(
      'data-model-key="e7-gt-24my"',
    )
    expect(renderToStaticMarkup(block({}))).not.toContain('data-model-key')
  })

  it('renders nothing without titled sections', () => {
    expect(renderToStaticMarkup(block({}, [{ title: ' ', content: '<p>x</p>' }]))).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(specificationAccordion.schema.parse({})).toEqual({
      block_scroll_id: '',
      model_key: '',
      model_key_additional: '',
      selectModelLabel: 'Select model',
      selectEngineLabel: 'Select engine',
      selectSpecificationLabel: 'Select specification',
      viewSpecificationLabel: 'View specification',
    })
    expect(specificationAccordion.groupSchema.parse({})).toEqual({ title: '', content: '' })
    expect(specificationAccordion.schema.safeParse({ model_key: 7 }).success).toBe(false)
    expect(specificationAccordion.groupHtmlFields).toEqual(['content'])
  })
})

describe("Specification Accordion with the model's vehicle data (spec 2 §3.9)", () => {
  it("offers the model, its engines and the sections, with the editor's labels", () => {
    render(block({ model_key: 'e7-24my', selectEngineLabel: 'Powertrain' }, sections, e7))
    expect(options('Select model')).toEqual(['Aurelia E7'])
    expect(options('Powertrain')).toEqual(['Long Range RWD', 'Performance AWD'])
    expect(options('Select specification')).toEqual(['Aurelia E7 Long Range RWD', 'Performance', 'Battery and charging'])
    expect(screen.getByRole('button', { name: 'View specification' }).getAttribute('type')).toBe('submit')
  })

  it("shows the chosen engine's specs as the first section, on the server too", () => {
    const html = renderToStaticMarkup(block({ model_key: 'e7-24my' }, sections, e7))
    expect(html).toContain('<tr><th>Top speed</th><td>200 km/h</td></tr>')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(3)
    render(block({ model_key: 'e7-24my' }, sections, e7))
    fireEvent.change(select('Select engine'), { target: { value: 'e7-performance' } })
    const first = screen.getByRole('button', { name: 'Aurelia E7 Performance AWD' })
    fireEvent.click(first)
    const region = screen.getByRole('region', { name: 'Aurelia E7 Performance AWD' })
    expect(region.querySelector('tr:nth-child(2)')!.textContent).toBe('Top speed250 km/h')
    expect(region.textContent).toContain('** Manufacturer figures.')
  })

  it('View specification opens the chosen section and moves focus to it', () => {
    render(block({ model_key: 'e7-24my' }, sections, e7))
    fireEvent.change(select('Select specification'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'View specification' }))
    const battery = screen.getByRole('button', { name: 'Battery and charging' })
    expect(battery.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(battery)
    expect(screen.getByRole('button', { name: 'Performance' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.change(select('Select specification'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'View specification' }))
    expect(screen.getByRole('button', { name: 'Aurelia E7 Long Range RWD' }).getAttribute('aria-expanded')).toBe('true')
    expect(battery.getAttribute('aria-expanded')).toBe('true') // viewing one leaves the others as they were
  })

  it('has the engines side by side as the second section, which the selects lead to', () => {
    const compared = specificationData(e7Model, DEFAULT_PRICE_FORMAT, createDisclaimers(), {
      title: 'Aurelia E7: compare engines',
      specification: 'Specification',
    })
    render(block({ model_key: 'e7-24my' }, sections, compared))
    expect(options('Select specification')).toEqual([
      'Aurelia E7 Long Range RWD',
      'Aurelia E7: compare engines',
      'Performance',
      'Battery and charging',
    ])
    fireEvent.change(select('Select specification'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'View specification' }))
    const region = screen.getByRole('region', { name: 'Aurelia E7: compare engines' })
    expect([...region.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual([
      'Specification',
      'Long Range RWD',
      'Performance AWD',
    ])
  })

  it('has no engine select for a model without engines', () => {
    const data: SpecificationData = {
      model: { key: 'x1', name: 'X1' },
      engines: [{ key: '', name: 'X1', title: 'X1', content: '<table></table>' }],
    }
    render(block({ model_key: 'x1' }, [], data))
    expect(screen.queryByRole('combobox', { name: 'Select engine' })).toBeNull()
    expect(options('Select specification')).toEqual(['X1'])
  })

  it('without the data (no model, or one the market lacks), shows only its sections and no selects', () => {
    const html = renderToStaticMarkup(block({ model_key: 'x9-24my' }, sections, null))
    expect(html).not.toContain('<select')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2)
    expect(renderToStaticMarkup(block({ model_key: 'e7-24my' }, [], e7))).toContain('Aurelia E7 Long Range RWD')
  })
})
