// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { inRouter } from '~/test/blocks.tsx'
import SelectVehicleToUpdate from './Block.tsx'
import { resolveData, type SelectVehicleData } from './data.server.ts'
import { sample } from './sample.ts'
import { selectVehicleToUpdate, type SelectVehicleFields, type SelectVehicleGroup } from './template.ts'

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

const fields = (extra: Partial<SelectVehicleFields> = {}) => selectVehicleToUpdate.schema.parse({ ...sample.fields, ...extra })
const groups = () => sample.groups.map((g) => selectVehicleToUpdate.groupSchema.parse(g)) as SelectVehicleGroup[]
const show = (f: SelectVehicleFields, g: SelectVehicleGroup[], data: SelectVehicleData | undefined, editing = false) =>
  render(inRouter(<SelectVehicleToUpdate fields={f} groups={g} context={{ index: 1, eagerImages: false, editing }} data={data} />))
/** A visitor's block: its data resolved on the server, as the page does. */
const finder = async (f = fields(), g = groups()) => show(f, g, await resolveData({ fields: f, groups: g }, blockDataContext({})))
const shownSubblocks = () => [...document.querySelectorAll('[data-subblock]')].map((e) => e.getAttribute('data-subblock'))
const yearOptions = () => [...(screen.getByLabelText('Model year') as HTMLSelectElement).options].map((o) => o.textContent)

describe('Select your vehicle to update (spec 2 §2, §3.12, §4)', () => {
  it("has the spec's defaults: 'All', 'HOW TO UPDATE', 'View all systems'", () => {
    expect(selectVehicleToUpdate.schema.parse({})).toMatchObject({
      parent_all_items_label: 'All',
      child_all_items_label: 'All',
      view_all_link_text: 'View all systems',
      button_text: 'Show me',
      clear_text: 'Clear',
    })
    expect(selectVehicleToUpdate.groupSchema.parse({})).toMatchObject({
      modal_title: 'HOW TO UPDATE',
      button_text: 'Find maps for your car',
    })
  })

  it('vehicle limits the years; Show me shows the matching groups, the count and the note; a group opens its modal', async () => {
    await finder()
    // Nothing chosen: Show me asks for a vehicle.
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByRole('alert').textContent).toBe('Select your vehicle first.')
    expect(yearOptions()).toEqual(['Select the model year', 'All', '2026', '2025', '2024', '2023'])
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'aurelia-e7' } })
    expect(yearOptions()).toEqual(['Select the model year', 'All', '2025', '2026'])
    fireEvent.change(screen.getByLabelText('Model year'), { target: { value: '2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByText('Systems found: 1')).toBeTruthy()
    expect(shownSubblocks()).toEqual(['pivi-pro'])
    expect(screen.queryByText(/More than one system/)).toBeNull()

    // A vehicle without the chosen year drops it; E5 2024 matches both systems: the note shows.
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'aurelia-e5' } })
    expect((screen.getByLabelText('Model year') as HTMLSelectElement).value).toBe('2026')
    fireEvent.change(screen.getByLabelText('Model year'), { target: { value: '2024' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(shownSubblocks()).toEqual(['pivi', 'pivi-pro'])
    expect(screen.getByText(/More than one system fits your choice/)).toBeTruthy()

    fireEvent.click(screen.getAllByRole('button', { name: 'Find maps for your car' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'HOW TO UPDATE' })
    expect(within(dialog).getByRole('link', { name: 'Start the map update' }).getAttribute('href')).toBe('/owners/map-update')

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(shownSubblocks()).toEqual([])
    expect((screen.getByLabelText('Vehicle') as HTMLSelectElement).value).toBe('')
  })

  it("'All' and 'View all systems' show every group; a year no system has says so", async () => {
    await finder()
    fireEvent.click(screen.getByRole('button', { name: 'View all systems' }))
    expect(shownSubblocks()).toEqual(['pivi', 'pivi-pro'])
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'vantor-ridge' } })
    fireEvent.change(screen.getByLabelText('Model year'), { target: { value: '2025' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(shownSubblocks()).toEqual(['pivi-pro'])
    cleanup()
    await finder(fields(), groups().slice(0, 1))
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'aurelia-e7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByText('No system matches this vehicle and model year.')).toBeTruthy()
  })

  it('a bad mapper: the problem in the editor, Loading Failed for visitors, and the resolver refuses it', async () => {
    const bad = fields({ subblocks_mapper: { dropdowns: 'none' } })
    show(bad, groups(), undefined, true)
    expect((await screen.findByRole('alert')).textContent).toContain('subblocks_mapper.dropdowns: ')
    cleanup()
    show(bad, groups(), undefined)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    await expect(resolveData({ fields: bad, groups: groups() }, blockDataContext({}))).rejects.toThrow(
      'Select your vehicle to update misconfigured',
    )
    const ar = await resolveData({ fields: fields(), groups: groups() }, blockDataContext({}, { 'general.language': 'ar_AE' }))
    expect(ar.texts).toEqual(namespaceTexts('selectVehicleToUpdate', { language: 'ar' }))
    expect(ar.mapper.dropdowns.map((d) => d.key)).toEqual(['aurelia-e5', 'aurelia-e7', 'vantor-ridge'])
  })

  it('in the editor, without server data, checks the mapper itself and shows the finder', async () => {
    show(fields(), groups(), undefined, true)
    fireEvent.change(await screen.findByLabelText('Vehicle'), { target: { value: 'aurelia-e7' } })
    expect(yearOptions()).toEqual(['Select the model year', 'All', '2025', '2026'])
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(shownSubblocks()).toEqual(['pivi-pro'])
  })
})
