// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import SpecificationAccordion from './Block.tsx'
import { specificationAccordion } from './template.ts'

const sections = [
  { title: 'Performance', content: '<table><tbody><tr><th>Power</th><td>300 kW</td></tr></tbody></table>' },
  { title: 'Battery and charging', content: '<table><tbody><tr><th>Battery</th><td>90 kWh</td></tr></tbody></table>' },
  { title: '', content: '<p>Untitled</p>' },
]
const block = (raw: unknown, groups: unknown[] = sections) => (
  <SpecificationAccordion fields={specificationAccordion.schema.parse(raw)} groups={groups.map((g) => specificationAccordion.groupSchema.parse(g))}
    context={{ index: 1, eagerImages: true }} />
)

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
    expect(renderToStaticMarkup(block({ model_key: 'e7-24my', model_key_additional: 'e7-gt-24my' }))).toContain('data-model-key="e7-gt-24my"')
    expect(renderToStaticMarkup(block({}))).not.toContain('data-model-key')
  })

  it('renders nothing without titled sections', () => {
    expect(renderToStaticMarkup(block({}, [{ title: ' ', content: '<p>x</p>' }]))).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(specificationAccordion.schema.parse({})).toEqual({
      block_scroll_id: '', model_key: '', model_key_additional: '',
      selectModelLabel: 'Select model', selectEngineLabel: 'Select engine',
      selectSpecificationLabel: 'Select specification', viewSpecificationLabel: 'View specification',
    })
    expect(specificationAccordion.groupSchema.parse({})).toEqual({ title: '', content: '' })
    expect(specificationAccordion.schema.safeParse({ model_key: 7 }).success).toBe(false)
    expect(specificationAccordion.groupHtmlFields).toEqual(['content'])
  })
})
