// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { inRouter } from '~/test/blocks.tsx'
import { blockDataContext } from '~/test/block-data.ts'
import MapUpdate from './Block.tsx'
import { resolveData } from './data.server.ts'
import { sample } from './sample.ts'
import { mapUpdate, type MapUpdateMarket } from './template.ts'

afterEach(cleanup)

const groups = () => sample.groups.map((g) => mapUpdate.groupSchema.parse(g)) as MapUpdateMarket[]
const wizard = (markets = groups(), editing = false, code = 'en') =>
  render(
    inRouter(
      <MapUpdate
        fields={mapUpdate.schema.parse(sample.fields)}
        groups={markets}
        context={{ index: 1, eagerImages: false, editing }}
        data={{ ...namespaceTexts('mapUpdate', { language: code }), ...namespaceTexts('vinCheckerLocal', { language: code }) }}
      />,
    ),
  )

describe('Map update (spec 2 §2, §3.12, §4, §5, §8)', () => {
  it("has the spec's VIN error text and three steps' fields", () => {
    expect(mapUpdate.schema.parse({})).toMatchObject({
      step_1_vin_error: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
      step_1_button: 'Next',
      step_3_button: 'Start again',
    })
    expect(mapUpdate.max_field_groups).toBe(30)
  })

  it('VIN step → markets → copy to USB → start again; a bad VIN and unaccepted terms are refused', () => {
    wizard()
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: 'AUR5E7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'A VIN has 17 characters; you entered 6. VIN not recognised. Please check you have entered your VIN correctly or try again later.',
      'Please accept the terms to continue.',
    ])
    // The keyboard is taken to the first field to put right, then to the next one.
    expect(document.activeElement).toBe(screen.getByLabelText('VIN'))
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: 'aur5e7a24p0000101' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use of the map update.' })
    expect(document.activeElement).toBe(terms)
    fireEvent.click(terms)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Download the maps' })).toBe(document.activeElement)
    expect(screen.getByText('Europe')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Download' })[0]!.getAttribute('href')).toBe('/downloads/maps/europe-2026-2.zip')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Copy to a USB drive' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask your retailer' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Download the maps' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    expect((screen.getByLabelText('VIN') as HTMLInputElement).value).toBe('')
  })

  it('speaks the market language', () => {
    wizard(groups(), false, 'ar')
    expect(screen.getByText('الخطوة 1 من 3')).toBeTruthy()
  })

  it.each([
    ['en', 'Please enter your VIN.'],
    ['ar', 'يُرجى إدخال رقم الهيكل (VIN).'],
  ])('in %s, an empty VIN is asked for, not called unrecognised (spec 2 §5)', (code, text) => {
    wizard(groups(), false, code)
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('alert').textContent).toBe(text)
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true')
  })

  it('a VIN that is not one says what is wrong with it, then the block’s own error text', () => {
    wizard(groups())
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ABC123' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('alert').textContent).toBe(
      `A VIN has 17 characters; you entered 6. ${mapUpdate.schema.parse(sample.fields).step_1_vin_error}`,
    )
  })

  it('without markets: the problem in the editor, Loading Failed for visitors, and the resolver refuses it', async () => {
    wizard([], true)
    expect(screen.getByRole('alert').textContent).toContain('No market: add a group per market with its maps download link.')
    cleanup()
    wizard([])
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    const fields = mapUpdate.schema.parse(sample.fields)
    await expect(resolveData({ fields, groups: [] }, blockDataContext({}))).rejects.toThrow('Map update misconfigured: No market')
    expect(await resolveData({ fields, groups: groups() }, blockDataContext({}, { 'general.language': 'ar_AE' }))).toEqual({
      ...namespaceTexts('mapUpdate', { language: 'ar' }),
      vinRequired: 'يُرجى إدخال رقم الهيكل (VIN).',
      vinLength: namespaceTexts('vinCheckerLocal', { language: 'ar' }).vinLength,
      vinCharacters: namespaceTexts('vinCheckerLocal', { language: 'ar' }).vinCharacters,
    })
  })
})
