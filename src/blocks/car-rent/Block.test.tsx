// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import CarRent from './Block.tsx'
import { sample } from './sample.ts'
import { carRent, type CarRentGroup } from './template.ts'

afterEach(cleanup)

const show = (groups: Record<string, unknown>[], editing = false) =>
  render(
    inRouter(
      <CarRent
        fields={carRent.schema.parse(sample.fields)}
        groups={groups.map((g) => carRent.groupSchema.parse(g) as CarRentGroup)}
        context={{ index: 1, eagerImages: false, editing }}
      />,
    ),
  )

describe('Car Rent (spec 2 §1, §3.12, §9)', () => {
  it('per group: image, title, text, link, the icons with text and the equipment with a title', () => {
    show(sample.groups)
    expect(screen.getByRole('heading', { level: 2, name: 'Rent an Aurelia' })).toBeTruthy()
    const offer = screen.getByRole('article', { name: 'Aurelia E5 for the weekend' })
    expect(within(offer).getByRole('heading', { level: 3, name: 'Aurelia E5 for the weekend' })).toBeTruthy()
    expect(within(offer).getByRole('link', { name: 'Rent the E5' }).getAttribute('href')).toBe('/rent-a-car')
    const [icons, equipment] = within(offer).getAllByRole('list')
    expect(
      within(icons!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Up to 318 miles', 'Charging cable included', 'Fully insured', 'Free cancellation'])
    expect(icons!.querySelector('[data-icon="battery"]')).toBeTruthy()
    expect(
      within(equipment!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Child seatGroup 1/2/3, fitted on request.', 'Bike rackTow-bar carrier for two bikes.'])
  })

  it('has 8 icons and 5 equipment items per group, at most 20 groups', () => {
    const symbols = carRent.field_groups_template.map((f) => f.symbol)
    expect(symbols.filter((s) => /^icon-\d$/.test(s))).toHaveLength(8)
    expect(symbols.filter((s) => /^icon-text-\d$/.test(s))).toHaveLength(8)
    expect(symbols.filter((s) => /^equipment-title-\d$/.test(s))).toHaveLength(5)
    expect(symbols.filter((s) => /^equipment-description-\d$/.test(s))).toHaveLength(5)
    expect(symbols.filter((s) => /^rdx-image-\d$/.test(s))).toHaveLength(5)
    expect(carRent.max_field_groups).toBe(20)
  })

  it('without groups: nothing for visitors, a hint in the editor', () => {
    const { container } = show([])
    expect(container.innerHTML).toBe('')
    cleanup()
    show([], true)
    expect(screen.getByText('Add a rental offer (a group).')).toBeTruthy()
  })
})
