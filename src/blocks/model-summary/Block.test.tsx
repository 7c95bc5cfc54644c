// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDisclaimers } from '~/pricing/tags.ts'
import { parseBundle } from '~/bundle/bundle.ts'
import { DEFAULT_PRICE_FORMAT } from '~/pricing/price.ts'
import { e7Model, WLTP } from '~/test/vehicles.ts'
import ModelSummary from './Block.tsx'
import { derivativesData } from './derivatives.ts'
import { modelSummary } from './template.ts'

const link = (link_text: string, url: string) => ({ type: 'internal', url, link_text })
const baseFields = {
  car_key: 'e7-24my',
  engine_key: 'e7-long-range',
  model: 'Aurelia E7',
  bodystyle: 'Saloon',
  tab_id: 'e7-saloon',
  'rdx-button': link('Build your E7', '/models/aurelia-e7'),
  link: link('Book a test drive', '/contact'),
  'rdx-links-2': [link('Compare the range', '/models')],
  standard_equipment_information_content: '<ul><li>Adaptive air suspension</li></ul>',
}
const baseGroups = [
  { image: { id: 1002, alt: 'E7 in blue' }, name: 'E7 Long Range', features: '<ul><li>402 miles</li></ul>' },
  { image: { id: 1004 }, engine_key: 'e7-performance', features: '<ul><li>Launch control</li></ul>' },
]

/** The block as the page renders it: with the data its resolver gives, or `null` for a car the market lacks. */
function block(raw: Record<string, unknown> = baseFields, rawGroups: Record<string, unknown>[] = baseGroups, withData = true) {
  const fields = modelSummary.schema.parse(raw)
  const groups = rawGroups.map((g) => modelSummary.groupSchema.parse(g))
  const data = withData ? derivativesData(e7Model, fields, groups, DEFAULT_PRICE_FORMAT, createDisclaimers()) : null
  return (
    <MemoryRouter>
      <ModelSummary fields={fields} groups={groups} context={{ index: 3, eagerImages: false }} data={data} />
    </MemoryRouter>
  )
}
const html = (...args: Parameters<typeof block>) => renderToStaticMarkup(block(...args))
const cards = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))
const specsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dl > div')].map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`)

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; as browsers do, showModal focuses the first control.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
    this.querySelector<HTMLElement>('button, a[href], input')?.focus()
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(cleanup)

describe('Derivatives (spec 2 §3.9)', () => {
  it("shows the model with its body style, and each derivative's image, name, key features and specs at a glance", () => {
    render(block())
    const section = screen.getByRole('region', { name: 'Aurelia E7' })
    expect(section.id).toBe('e7-saloon')
    expect(within(section).getByText('Saloon').tagName).toBe('P')
    const [longRange, performance] = cards()
    expect(within(longRange!).getByRole('heading', { level: 3 }).textContent).toBe('E7 Long Range')
    expect(within(longRange!).getByRole('img').getAttribute('alt')).toBe('E7 in blue')
    expect(
      within(longRange!)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Key features', 'Specs at a glance'])
    expect([longRange, performance].map((card) => card!.querySelector('.fc-prose')?.innerHTML)).toEqual([
      '<ul><li>402 miles</li></ul>',
      '<ul><li>Launch control</li></ul>',
    ])
    expect(specsOf(longRange!)).toEqual(['Top speed: 200 km/h', '0–100 km/h: 5.9 s*', 'Consumption: 16.1 kWh/100 km**'])
    // A derivative without a name is named after its engine, and shows that engine's specs.
    expect(within(performance!).getByRole('heading', { level: 3 }).textContent).toBe('Performance AWD')
    expect(specsOf(performance!)).toEqual(['Top speed: 250 km/h', '0–100 km/h: 3.5 s*', 'Consumption: 16.1 kWh/100 km**'])
  })

  it('prints the disclaimers of the specs under their markers', () => {
    render(block())
    const notes = screen.getByText('* Manufacturer figures.').closest('ul')!
    expect([...notes.children].map((li) => li.textContent)).toEqual(['* Manufacturer figures.', `** ${WLTP}`])
  })

  it("uses the editor's spec labels and headings", () => {
    render(
      block(
        {
          ...baseFields,
          spec_label_1: 'Vmax',
          spec_key_2: 'price',
          spec_label_2: 'From',
          features_heading: 'Highlights',
          specs_heading: '',
        },
        baseGroups.slice(0, 1),
      ),
    )
    expect(specsOf(cards()[0]!)).toEqual(['Vmax: 200 km/h', 'From: € 46,995', 'Consumption: 16.1 kWh/100 km*'])
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Highlights'])
  })

  it('leaves the specs area out when the market does not have the car, and shows the rest', () => {
    const markup = html(baseFields, baseGroups, false)
    expect(markup).not.toContain('Specs at a glance')
    expect(markup).not.toContain('<dl')
    expect(markup).not.toContain('Manufacturer figures')
    expect(markup).toContain('E7 Long Range')
    expect(markup).toContain('Key features')
    expect(markup).toContain('Build your E7')
  })

  it("without groups, shows the block's own car and engine as one derivative", () => {
    render(block({ ...baseFields, model: '', engine_key: 'e7-performance' }, []))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Aurelia E7') // the vehicle data's name
    expect(cards().map((c) => c.querySelector('h3')!.textContent)).toEqual(['Performance AWD'])
    expect(specsOf(cards()[0]!)).toEqual(['Top speed: 250 km/h', '0–100 km/h: 3.5 s*', 'Consumption: 16.1 kWh/100 km**'])
  })

  it('shows its button, link and links', () => {
    render(block())
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Build your E7', '/models/aurelia-e7'],
      ['Book a test drive', '/contact'],
      ['Compare the range', '/models'],
    ])
  })

  it('lays the derivatives out in rows, or in columns with has_columns', () => {
    expect(html()).toMatch(/<section[^>]*class="[^"]*rows/)
    expect(html({ ...baseFields, has_columns: true })).toMatch(/<section[^>]*class="[^"]*columns/)
  })

  it('opens the standard equipment in a dialog: focus moves in, Escape closes it and focus returns', () => {
    render(block())
    const opener = screen.getByRole('button', { name: 'Standard equipment' })
    expect(screen.queryByRole('dialog')).toBeNull()
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Standard equipment' }) as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')!.id)
    expect(dialog.querySelector('.fc-prose')?.innerHTML).toBe('<ul><li>Adaptive air suspension</li></ul>')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    // Escape: the dialog's cancel.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes the dialog with its close button and with a click on the backdrop', () => {
    render(block())
    fireEvent.click(screen.getByRole('button', { name: 'Standard equipment' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Standard equipment' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByText('Adaptive air suspension'))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    // A click outside the dialog's box is on its backdrop.
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers no standard equipment without its content or its label', () => {
    expect(html({ ...baseFields, standard_equipment_information_content: '' })).not.toContain('aria-haspopup="dialog"')
    expect(html({ ...baseFields, standard_equipment_information_label: ' ' })).not.toContain('aria-haspopup="dialog"')
  })

  it('renders nothing without a title or derivatives', () => {
    expect(html({}, [], false)).toBe('')
    expect(html({ car_key: 'e7-24my' }, [{ features: ' ' }], false)).toBe('')
  })
})

describe('Derivatives template (spec 2 §3.9, §9)', () => {
  it("has the spec's defaults", () => {
    expect(modelSummary.schema.parse({})).toEqual({
      block_scroll_id: '',
      icon: '',
      car_key: '',
      engine_key: '',
      'rdx-button': null,
      link: null,
      'rdx-links-2': [],
      has_columns: false,
      spec_key_1: 'top_speed',
      spec_label_1: '',
      spec_key_2: 'acceleration',
      spec_label_2: '',
      spec_key_3: 'consumption',
      spec_label_3: '',
      features_heading: 'Key features',
      specs_heading: 'Specs at a glance',
      model: '',
      bodystyle: '',
      tab_id: '',
      standard_equipment_information_label: 'Standard equipment',
      standard_equipment_information_content: '',
    })
    expect(modelSummary.groupSchema.parse({})).toEqual({ image: null, name: '', engine_key: '', features: '' })
    expect(modelSummary.field_groups_template[0]!.attrs.sizes).toEqual([
      { w: 1000, h: 562 },
      { w: 740, h: 416 },
    ])
    expect(modelSummary.htmlFields).toEqual(['standard_equipment_information_content'])
    expect(modelSummary.groupHtmlFields).toEqual(['features'])
  })

  it.each([{ has_columns: 'yes' }, { car_key: 7 }, { spec_key_1: 'x'.repeat(101) }, { colour: 'red' }])('rejects %j', (raw) => {
    expect(modelSummary.schema.safeParse(raw).success).toBe(false)
  })

  it('takes up to 10 derivatives', () => {
    const page = (count: number) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [
          {
            path: '/p',
            title: 'P',
            blocks: [{ template: 'model-summary', fields: {}, groups: Array.from({ length: count }, () => ({})) }],
          },
        ],
      })
    expect(page(10).ok).toBe(true)
    const tooMany = page(11)
    expect(tooMany.ok ? [] : tooMany.errors).toEqual([expect.stringContaining('11 field groups, at most 10 allowed')])
  })
})
