// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import { leadAccepted, stubFormFetch, testDriveForm } from '~/test/form-blocks.ts'
import SingleOffer from '../single-offer/Block.tsx'
import { singleOffer } from '../single-offer/template.ts'
import OffersToCrm from './Block.tsx'
import { offersToCrm } from './template.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  stubFormFetch(fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const claimForm = (raw: object = {}) => (
  <OffersToCrm fields={offersToCrm.schema.parse(raw)} groups={[]} context={{ index: 2, eagerImages: false }} data={testDriveForm()} />
)

describe('Offers to CRM (spec 2 §3.10, §4, §8)', () => {
  it("has the spec's fields and defaults", () => {
    expect(offersToCrm.schema.parse({})).toEqual({
      block_scroll_id: '',
      category: '',
      brand_aurelia: false,
      brand_vantor: false,
      family_aurelia_e: false,
      family_vantor_ridge: false,
      form_title: 'CLAIM THIS OFFER',
      form_subtile: '',
      form_id: '1',
      has_two_columns: false,
      button_position: 'right',
      error_text: 'Offers request error',
      error_button_text: 'Try again',
    })
  })

  it("on a request error shows error_text and 'Try again', which returns to the form; the lead names the offer's category and brands", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 })).mockResolvedValueOnce(leadAccepted())
    render(inRouter(claimForm({ category: 'finance', brand_vantor: true, family_vantor_ridge: true, form_subtile: 'We call you back.' })))
    expect(screen.getByRole('heading', { name: 'CLAIM THIS OFFER' })).toBeTruthy()
    expect(screen.getByText('We call you back.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ann' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Offers request error')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Ann')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))
    expect(body.data.attributes.additional_data).toEqual({
      offer: { category: 'finance', brands: ['brand_vantor', 'family_vantor_ridge'] },
    })
  })

  it('takes the offer a Single Offer claims: its title shown, its hidden fields and hash sent', async () => {
    fetchMock.mockResolvedValueOnce(leadAccepted())
    const offer = singleOffer.schema.parse({ title: 'E7 winter package', hash: 'e7-winter', hidden_fields: '{"offer_code": "E7-WINTER"}' })
    render(
      inRouter(
        <>
          <SingleOffer fields={offer} groups={[]} context={{ index: 1, eagerImages: true }} data={{ timeZone: 'UTC', visible: true }} />
          {claimForm({ category: 'finance' })}
        </>,
      ),
    )
    Element.prototype.scrollIntoView = vi.fn()
    fireEvent.click(screen.getByRole('button', { name: 'Claim this offer' }))
    expect(screen.getByRole('status').textContent).toBe('Offer: E7 winter package')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'CLAIM THIS OFFER' }))
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ann' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))
    expect(body.data.attributes).toMatchObject({
      hidden_fields: { offer_code: 'E7-WINTER' },
      additional_data: { offer: { category: 'finance', brands: [], title: 'E7 winter package', hash: 'e7-winter' } },
    })
  })
})
