// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import ElectricProgramme from './Block.tsx'
import { resolveData, type ElectricProgrammeData } from './data.server.ts'
import { sample } from './sample.ts'
import { programmeModels } from './models.ts'
import { electricProgramme } from './template.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const fields = electricProgramme.schema.parse(sample.fields)
const sandboxCards = blockDataContext({ cardPayments: { sandbox: true, publishableKey: null } })

/** The API's answers, by method and path ending, recording each request's body. */
function stubApi(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: { key: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method} ${String(url).replace(/^.*electric_programme\/leads/, '') || '/'}`
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : null })
      const answer = answers[key]?.shift()
      if (!answer) throw new Error(`No answer for ${key}`)
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

async function block(settings: Record<string, string> = {}) {
  const data = (await resolveData(
    { fields, groups: [] },
    blockDataContext({ cardPayments: { sandbox: true, publishableKey: null } }, settings),
  )) as ElectricProgrammeData
  render(<ElectricProgramme fields={fields} groups={[]} context={{ index: 1, eagerImages: false, editing: false }} data={data} />)
}

const fillForm = () => {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } })
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } })
  fireEvent.change(screen.getAllByLabelText('E-mail address')[0]!, { target: { value: 'ada@example.com' } })
  fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'Aurelia E7' } })
}
const lead = {
  status: 201,
  body: { data: { lead_id: 'lead_1', payment_intent: { id: 'pi_1', status: 'requires_payment_method', client_secret: 's' } } },
}

describe('Electric-model programme block (spec 3 §4; ADR 104)', () => {
  it('reads its models one a line, without blanks or repeats', () => {
    expect(programmeModels({ models: ' Aurelia E5\n\nAurelia E7\nAurelia E5 ' })).toEqual(['Aurelia E5', 'Aurelia E7'])
    expect(programmeModels({ models: '\n  \n' })).toEqual([])
  })

  it('names the missing fields; sends nothing until the form is complete', async () => {
    const calls = stubApi({})
    await block()
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay the deposit' }))
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4)
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
    fireEvent.change(screen.getAllByLabelText('E-mail address')[0]!, { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay the deposit' }))
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('creates the lead once; a declined card says why, another card pays the same lead; the result shows the deposit', async () => {
    const calls = stubApi({
      'POST /': [lead],
      'POST /lead_1/confirm_payment': [
        {
          status: 402,
          body: {
            errors: [{ status: '402', title: 'Payment declined', detail: 'Your card has insufficient funds.' }],
            meta: { code: 'card_declined', decline_code: 'insufficient_funds' },
          },
        },
        {
          status: 200,
          body: { data: { lead_id: 'lead_1', payment_intent_id: 'pi_1', status: 'succeeded', amount: 500, currency: 'GBP' } },
        },
      ],
    })
    await block()
    fillForm()
    fireEvent.click(screen.getByRole('radio', { name: 'A card that is declined' }))
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay the deposit' }))
    // Why, in the market's words (the provider's message is English).
    expect((await screen.findByRole('alert')).textContent).toBe('The payment was declined: The card has insufficient funds.')
    fireEvent.click(screen.getByRole('radio', { name: 'Visa, the payment succeeds' }))
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay the deposit' }))
    await waitFor(() => expect(screen.getByTestId('programme-result')).toBeTruthy())
    expect(screen.getByTestId('programme-result').textContent).toContain(
      'We received your deposit of £500.00. Your reservation number is lead_1',
    )
    expect(calls.map((c) => c.key)).toEqual(['POST /', 'POST /lead_1/confirm_payment', 'POST /lead_1/confirm_payment'])
    expect(calls[0]!.body).toEqual({
      lead: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', model: 'Aurelia E7' },
    })
    expect(calls.slice(1).map((c) => (c.body as { payment_method: string }).payment_method)).toEqual([
      'pm_card_chargeDeclined',
      'pm_card_visa',
    ])
    cleanup()

    // A market whose prices are in the deposit's currency writes it as its prices are written.
    stubApi({
      'POST /': [lead],
      'POST /lead_1/confirm_payment': [
        {
          status: 200,
          body: { data: { lead_id: 'lead_1', payment_intent_id: 'pi_1', status: 'succeeded', amount: 500, currency: 'AED' } },
        },
      ],
    })
    await block({ 'price.currency_iso': 'AED', 'price.currency_symbol': 'درهم', 'price.format': '% ^', 'price.currency_delimiter': ',' })
    fillForm()
    fireEvent.click(screen.getByRole('button', { name: 'Register and pay the deposit' }))
    await waitFor(() => expect(screen.getByTestId('programme-result').textContent).toContain('deposit of 500 درهم.'))
  })

  it('cancels a reservation by its number and e-mail address; an unknown one says so', async () => {
    stubApi({
      'PUT /lead_9/initialize_cancellation': [
        { status: 404, body: { errors: [{ status: '404', detail: 'No such lead.' }] } },
        { status: 200, body: { data: { lead_id: 'lead_9', status: 'cancellation_requested' } } },
      ],
    })
    await block()
    const part = screen.getByRole('form', { name: 'Cancel my reservation' })
    fireEvent.change(screen.getByLabelText('Reservation number'), { target: { value: 'lead_9' } })
    fireEvent.change(screen.getAllByLabelText('E-mail address')[1]!, { target: { value: 'ada@example.com' } })
    fireEvent.submit(part)
    expect((await screen.findByRole('alert')).textContent).toBe('We found no reservation with this number and e-mail address.')
    fireEvent.submit(part)
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have received the cancellation of lead_9. We will confirm it by e-mail.',
    )
  })

  it('speaks the market language; the resolver refuses a block without models or a market without cards', async () => {
    stubApi({})
    await block({ 'general.language': 'ar_AE' })
    expect(screen.getByRole('button', { name: 'سجّل وادفع العربون' })).toBeTruthy()
    await expect(resolveData({ fields: { ...fields, models: ' ' }, groups: [] }, sandboxCards)).rejects.toThrow('no models')
    await expect(
      resolveData({ fields, groups: [] }, blockDataContext({ cardPayments: { sandbox: false, publishableKey: null } })),
    ).rejects.toThrow('takes no cards')
    const live = await resolveData(
      { fields, groups: [] },
      blockDataContext({ cardPayments: { sandbox: false, publishableKey: 'pk_test_1' } }),
    )
    expect(live.card).toMatchObject({ sandbox: false, publishableKey: 'pk_test_1' })
  })
})
