// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { inRouter } from '~/test/blocks.tsx'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { ARRIVAL_TOKEN, leadAccepted, stubFormFetch, testDriveForm } from '~/test/form-blocks.ts'
import RentACar from './Block.tsx'
import { resolveData, type RentACarData } from './data.server.ts'
import { sample } from './sample.ts'
import { rentACar } from './template.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  mockModalDialogs()
  fetchMock.mockReset()
  stubFormFetch(fetchMock)
  // Wednesday 2 January 2030: only Date is faked, React's timers run.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-02T09:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const form = () =>
  testDriveForm({
    submit_label: 'Send',
    fields: [
      { id: 'name', type: 'text', label: 'Full name', rules: { required: true } },
      { id: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
    ],
  })

async function data(extra: Record<string, unknown> = {}, language = 'en_GB', settings: Record<string, string> = {}) {
  const fields = rentACar.schema.parse({ ...sample.fields, form_summary_template: '{{name}} ({{email}})', ...extra })
  const groups = sample.groups.map((g) => rentACar.groupSchema.parse(g))
  const publicForm = vi.fn(async () => form())
  const context = blockDataContext(
    { forms: { publicForm } },
    { 'general.language': language, 'price.currency_symbol': '£', 'price.format': '^%', ...settings },
  )
  return { fields, groups, data: (await resolveData({ fields, groups }, context)) as RentACarData, publicForm, context }
}

const show = (props: Awaited<ReturnType<typeof data>>, editing = false) =>
  render(
    inRouter(
      <RentACar fields={props.fields} groups={props.groups} context={{ index: 1, eagerImages: false, editing }} data={props.data} />,
    ),
  )

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!

describe('Rent a Car (spec 2 §2, §4, §8)', () => {
  it('location → dates → vehicle → extras → contact → summary → Send inquiry → thank-you, the lead carrying the booking', async () => {
    const props = await data()
    expect(props.publicForm).toHaveBeenCalledWith(1, 7, expect.anything())
    show(props)
    // Before location and dates, a card cannot be chosen and its tooltip says why.
    const e5 = screen.getByRole('button', { name: 'Choose Aurelia E5' })
    expect(e5.getAttribute('aria-disabled')).toBe('true')
    expect(e5.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(e5.getAttribute('aria-describedby')!)!.textContent).toBe('Choose a location and dates first.')
    expect(screen.getByText('Price from £89/day')).toBeTruthy()
    expect(screen.getByText('2 LOCALIZATIONS')).toBeTruthy()

    // Only the vehicles of the chosen location.
    fireEvent.change(screen.getByLabelText('Pick-up location'), { target: { value: 'manchester-piccadilly' } })
    expect(screen.queryByRole('button', { name: 'Choose Aurelia E7' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Pick-up location'), { target: { value: 'london-kings-cross' } })
    expect(screen.getByRole('button', { name: 'Choose Aurelia E7' })).toBeTruthy()
    // A different drop-off is offered (allow_different_dropoff), custom addresses are not.
    expect(screen.queryByLabelText('Pick-up address (optional)')).toBeNull()
    fireEvent.click(screen.getByLabelText('Drop car off at different location'))
    fireEvent.change(screen.getByLabelText('Drop-off location'), { target: { value: 'manchester-piccadilly' } })

    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }))
    // The calendar's code loads on the press (or as the pointer or focus reaches the button).
    const confirm = (await screen.findByRole('button', { name: 'CONFIRM' })) as HTMLButtonElement
    // Sundays and past days cannot be picked.
    expect(day('2030-01-06').disabled).toBe(true)
    expect(day('2030-01-06').getAttribute('aria-label')).toBe('Sunday, 6 January 2030, not available')
    expect(day('2030-01-01').disabled).toBe(true)
    fireEvent.click(day('2030-01-07'))
    expect(confirm.disabled).toBe(true)
    fireEvent.click(day('2030-01-10'))
    fireEvent.click(confirm)
    expect(screen.getByText('Monday, 7 January 2030 – Thursday, 10 January 2030')).toBeTruthy()

    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(continueButton.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Aurelia E5' }))
    expect(screen.getByRole('button', { name: 'Choose Aurelia E5' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(continueButton)

    const dialog = await screen.findByRole('dialog', { name: 'RESERVE Aurelia E5' }, { timeout: 5000 })
    const inDialog = within(dialog)
    expect(inDialog.getByText('Step 1 of 3')).toBeTruthy()
    // Amounts stay within min and max: bike racks start at their min, 2.
    const fewerRacks = inDialog.getByRole('button', { name: 'Fewer: Bike racks' }) as HTMLButtonElement
    expect(fewerRacks.getAttribute('aria-disabled')).toBe('true')
    // At its limit the button stays focusable, so the keyboard stays in the dialog; pressing it changes nothing.
    expect(fewerRacks.disabled).toBe(false)
    fewerRacks.focus()
    fireEvent.click(fewerRacks)
    expect(document.activeElement).toBe(fewerRacks)
    expect(fewerRacks.nextElementSibling!.textContent).toBe('2')
    fireEvent.click(inDialog.getByRole('button', { name: 'More: Child seats' }))
    fireEvent.click(inDialog.getByRole('button', { name: 'More: Child seats' }))
    fireEvent.click(inDialog.getByLabelText('Yes'))
    fireEvent.click(inDialog.getByRole('button', { name: 'Next' }))

    expect(inDialog.getByRole('heading', { name: 'CONTACT DETAILS' })).toBe(document.activeElement)
    // Back sits in the form's row of buttons, before its Next, as on the steps before.
    const next = inDialog.getByRole('button', { name: 'Next' })
    expect(next.previousElementSibling).toBe(inDialog.getByRole('button', { name: 'Back' }))
    fireEvent.change(inDialog.getByLabelText(/Full name/), { target: { value: 'Ada Lovelace' } })
    fireEvent.change(inDialog.getByLabelText(/E-mail/), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(inDialog.getByRole('button', { name: 'Next' })))

    expect(await inDialog.findByRole('heading', { name: 'Your booking details' })).toBeTruthy()
    expect(inDialog.getByText('Ada Lovelace (ada@example.com)')).toBeTruthy()
    expect(inDialog.getByText('Days charged: 3')).toBeTruthy()
    // 3 days × £89 + 2 seats × £200 + 1 driver × £50 + 2 racks × £75 + insurance £120
    expect(dialog.querySelector('[data-total]')!.textContent).toBe('£' + (267 + 400 + 50 + 150 + 120))

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }))
    await act(async () => fireEvent.click(inDialog.getByRole('button', { name: 'Send inquiry' })))
    expect(await inDialog.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeTruthy()
    expect(inDialog.getByText('Your inquiry has not been sent. Please try again.')).toBeTruthy()
    fireEvent.click(inDialog.getByRole('button', { name: 'Try again' }))

    fetchMock.mockResolvedValueOnce(leadAccepted())
    await act(async () => fireEvent.click(inDialog.getByRole('button', { name: 'Send inquiry' })))
    expect(await inDialog.findByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    expect(inDialog.getByText('Your inquiry has been sent. We will contact you soon.')).toBeTruthy()

    const [url, init] = fetchMock.mock.calls[1]!
    expect(String(url)).toBe('/api/forms/forms/4/leads')
    const attributes = JSON.parse(String(init!.body)).data.attributes
    // The retry resends the same key: the lead is stored once.
    expect(attributes.idempotency_key).toBe(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)).data.attributes.idempotency_key)
    expect(attributes.fields).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })
    expect(attributes.hidden_fields).toEqual({ source: 'rent-a-car' })
    expect(attributes.form_token).toBe(ARRIVAL_TOKEN)
    expect(attributes.additional_data.rent_a_car).toMatchObject({
      vehicle: 'Aurelia E5',
      pickup_location: 'london-kings-cross',
      dropoff_location: 'manchester-piccadilly',
      pickup_date: '2030-01-07',
      dropoff_date: '2030-01-10',
      days: 3,
      total: 987,
    })
    expect(attributes.additional_data.rent_a_car.extras.map((e: { heading: string; quantity: number }) => [e.heading, e.quantity])).toEqual(
      [
        ['Child seats', 2],
        ['Additional drivers', 1],
        ['Bike racks', 2],
        ['Full insurance', 1],
      ],
    )

    fireEvent.click(inDialog.getByRole('button', { name: 'Back to website' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['UTC', '2030-01-09T12:00:00Z', '2030-01-09'],
    ['Pacific/Kiritimati', '2030-01-09T12:00:00Z', '2030-01-10'],
    ['Pacific/Honolulu', '2030-01-09T06:00:00Z', '2030-01-08'],
  ])('the first day to pick is today on the market’s clock (%s at %s)', async (timeZone, now, today) => {
    vi.setSystemTime(new Date(now))
    show(await data({}, 'en_GB', { 'general.time_zone': timeZone }))
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }))
    await screen.findByRole('button', { name: 'CONFIRM' })
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    expect(day(before).disabled).toBe(true)
    expect(day(today).disabled).toBe(false)
  })

  it('keeps the keyboard in the dates: the calendar takes the focus, CONFIRM hands it to Change dates', async () => {
    show(await data())
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }))
    const confirm = await screen.findByRole('button', { name: 'CONFIRM' })
    expect(document.activeElement!.textContent).toBe('Choose the pick-up day, then the drop-off day.')
    fireEvent.click(day('2030-01-07'))
    fireEvent.click(day('2030-01-10'))
    fireEvent.click(confirm)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change dates' }))
  })

  it("the calendar's previous month stays focusable at this month and goes no further back", async () => {
    show(await data())
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }))
    const previous = (await screen.findByRole('button', { name: 'Previous month' })) as HTMLButtonElement
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    previous.focus()
    fireEvent.click(previous)
    expect(screen.getByText('January 2030')).toBeTruthy()
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    expect(previous.disabled).toBe(false)
    expect(document.activeElement).toBe(previous)
    fireEvent.click(previous)
    expect(screen.getByText('January 2030')).toBeTruthy()
  })

  it('custom addresses only where additional_json allows them', async () => {
    show(await data({ additional_json: { allow_custom_pickup: true, allow_custom_dropoff: true } }))
    expect(screen.getByLabelText('Pick-up address (optional)')).toBeTruthy()
    expect(screen.getByLabelText('Drop-off address (optional)')).toBeTruthy()
    expect(screen.queryByLabelText('Drop car off at different location')).toBeNull()
  })

  it('speaks the market language, with the block’s own labels over it', async () => {
    show(await data({ block_translations: { continue: 'Weiter zur Buchung', nope: 'x' } }, 'ar_AE'))
    expect(screen.getByLabelText('موقع الاستلام')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'اختر التواريخ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Weiter zur Buchung' })).toBeTruthy()
    // A count after its label reads right for any number (Arabic's dual: not '2 مواقع').
    expect(screen.getByText('المواقع: 2')).toBeTruthy()
  })

  it('without locations or its form: the problems in the editor, Loading Failed for visitors', async () => {
    const props = await data({ locations_json: { locations_list: [] } })
    props.data.form = null
    show(props, true)
    expect(screen.getByRole('alert').textContent).toContain('locations_json has no locations.')
    cleanup()
    show(props)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    expect(props.context.warn).toHaveBeenCalledWith('Rent a Car: locations_json has no locations.')
  })

  it('refuses JSON fields it cannot read on save, naming them, and keeps at most 4 steps', () => {
    const refused = rentACar.schema.safeParse({ vehicles_json: '{"vehicles_list": [{}]}', additional_json: 'nope' })
    expect(refused.success).toBe(false)
    expect([...new Set(refused.error!.issues.map((i) => i.path.join('.')))]).toEqual(['vehicles_json', 'additional_json'])
    expect(
      rentACar.groupSchema.safeParse({ name: 'x', data_json: { items: [{ subitems: [{ heading: 'a', controller: { type: 'dial' } }] }] } })
        .success,
    ).toBe(false)
    expect(rentACar.max_field_groups).toBe(4)
  })
})
