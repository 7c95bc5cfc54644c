// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { stubFormFetch } from '~/test/form-blocks.ts'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formDefinitionSchema, type FormDefinitionInput } from './definition.ts'
import { FormRenderer, type FormRendererProps } from './FormRenderer.tsx'
import { loadPhoneNumbers } from './phone-loader.ts'
import { ui } from '~/i18n/locales/en/ui.ts'
import { ui as arabic } from '~/i18n/locales/ar.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'

const testDrive = formDefinitionSchema.parse({
  layout: 'double_column',
  submit_label: 'Book my test drive',
  fields: [
    { id: 'name', type: 'text', label: 'Full name', rules: { required: true, max: 40 }, width: 'half' },
    { id: 'email', type: 'email', label: 'E-mail address', rules: { required: true }, help: 'For the confirmation', width: 'half' },
    {
      id: 'contact',
      type: 'radio',
      label: 'How should we contact you?',
      options: [
        { label: 'By e-mail', value: 'email' },
        { label: 'By phone', value: 'phone' },
      ],
    },
    {
      id: 'phone',
      type: 'phone',
      label: 'Phone',
      country: 'GB',
      rules: { required: true },
      show_when: { field: 'contact', equals: 'phone' },
    },
    { id: 'retailer', type: 'location', label: 'Retailer', rules: { required: true } },
    { id: 'date', type: 'date', label: 'Preferred date' },
    { id: 'notes', type: 'textarea', label: 'Anything else?' },
    { id: 'campaign', type: 'hidden', label: 'Campaign' },
    {
      id: 'consent',
      type: 'consent',
      label: 'I agree to be contacted',
      consent_text: 'We use your details for this request only.',
      rules: { required: true },
    },
  ],
  settings: { thank_you: { title: 'Thank you', message: 'See you soon.' } },
} satisfies FormDefinitionInput)
const locations = [
  { id: 3, name: 'Aurelia London' },
  { id: 8, name: 'Aurelia Leeds' },
]

const fetchMock = vi.fn<typeof fetch>()
/** The public form read for a fresh form_token as the page arrives (form-token.ts): apart from the sends. */
const tokenFetch = vi.fn<typeof fetch>()
const arrivalToken = (token: string) => ({ data: { id: '7', type: 'form', attributes: { ...testDrive, version: 3, form_token: token } } })
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))
const accepted = () =>
  answer(201, {
    data: {
      id: '41',
      type: 'lead',
      attributes: { created_at: '2026-11-25T10:00:00Z', thank_you: { title: 'Thanks, Ann', message: 'A retailer will call.' } },
    },
  })

function renderForm(props: Partial<FormRendererProps> = {}) {
  return render(
    <FormRenderer form={{ id: 7, version: 3, definition: testDrive }} locations={locations} formToken="signed-token" {...props} />,
  )
}

async function fillValid() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ann Lee' } })
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'ann@example.com' } })
  fireEvent.change(screen.getByLabelText(/Retailer/), { target: { value: '8' } })
  fireEvent.click(screen.getByLabelText(/I agree to be contacted/))
}
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))

beforeEach(() => {
  fetchMock.mockReset()
  tokenFetch.mockReset()
  tokenFetch.mockImplementation(async () => answer(200, arrivalToken('arrival-token')))
  stubFormFetch(fetchMock, tokenFetch)
  window.history.replaceState(null, '', '/test-drive')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The phone numbers' chunk as a visitor's first focus on a form brings it (FormRenderer's onFocus).
beforeAll(() => loadPhoneNumbers())

describe('FormRenderer (spec 1 §5, spec 2 §3.5, ADR 058)', () => {
  it('shows every shown field with its label and help; hidden fields and the honeypot are out of sight', () => {
    renderForm()
    expect(screen.getByLabelText(/Full name/).tagName).toBe('INPUT')
    expect(screen.getByLabelText(/E-mail address/)).toHaveProperty('type', 'email')
    // The visitor's own details say what they are, so the browser can fill them in (WCAG 1.3.5).
    expect(screen.getByLabelText(/Full name/).getAttribute('autocomplete')).toBe('name')
    expect(screen.getByLabelText(/E-mail address/).getAttribute('autocomplete')).toBe('email')
    expect(screen.getByLabelText('Anything else?').getAttribute('autocomplete')).toBeNull()
    expect(screen.getByRole('radiogroup', { name: 'How should we contact you?' })).toBeTruthy()
    expect(
      within(screen.getByLabelText(/Retailer/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Aurelia London', 'Aurelia Leeds'])
    expect(screen.getByLabelText('Preferred date')).toHaveProperty('type', 'date')
    expect(screen.getByLabelText('Anything else?').tagName).toBe('TEXTAREA')
    expect(screen.getByText('We use your details for this request only.')).toBeTruthy()
    expect(screen.getByLabelText(/E-mail address/).getAttribute('aria-describedby')).toBe(screen.getByText('For the confirmation').id)
    expect(screen.queryByLabelText('Campaign')).toBeNull()
    const trap = document.querySelector('input[name="website"]')!
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap.getAttribute('tabindex')).toBe('-1')
  })

  it('renders two columns for double_column, one when told so', () => {
    const { container, unmount } = renderForm()
    expect(container.querySelector('form')!.className).toMatch(/twoColumns/)
    unmount()
    expect(renderForm({ twoColumns: false }).container.querySelector('form')!.className).not.toMatch(/twoColumns/)
  })

  it('shows a conditional field only while its condition holds (show_when)', () => {
    renderForm()
    expect(screen.queryByLabelText(/^Phone/, { selector: 'input' })).toBeNull()
    fireEvent.click(screen.getByLabelText('By phone'))
    expect(screen.getByLabelText(/^Phone/, { selector: 'input[type="tel"]' })).toBeTruthy()
    fireEvent.click(screen.getByLabelText('By e-mail'))
    expect(screen.queryByLabelText(/^Phone/, { selector: 'input[type="tel"]' })).toBeNull()
  })

  it("marks invalid fields red with the rule's message linked to them, focuses the first, and sends nothing", async () => {
    renderForm()
    await submit()
    const name = screen.getByLabelText(/Full name/)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(
      name
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['This field is required', 'Up to 40 characters'])
    const email = screen.getByLabelText(/E-mail address/)
    expect(
      email
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['This field is required', 'For the confirmation'])
    expect(screen.getByLabelText(/I agree to be contacted/).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(name)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('names each text field its limit: the control takes no more than its max (ADR 123)', () => {
    renderForm()
    expect(screen.getByLabelText(/Full name/).getAttribute('maxlength')).toBe('40')
    // Every text control but the honeypot (no visitor meets it).
    for (const control of document.querySelectorAll('input[type="text"]:not([name="website"]), input[type="email"], textarea'))
      expect(Number(control.getAttribute('maxlength')), control.id).toBeGreaterThan(0)
  })

  it('shows the limit of a text area, and of a text field with its own max, as it is typed (ADR 143)', () => {
    renderForm()
    const notes = screen.getByLabelText(/Anything else/)
    const count = (control: HTMLElement) => control.parentElement!.querySelector('p [aria-hidden="true"]')?.textContent
    expect(count(notes)).toBe('0 / 5000')
    fireEvent.change(notes, { target: { value: 'Saturday?' } })
    expect(count(notes)).toBe('9 / 5000')
    // The limit is the control's description, said once, not a count read on every keystroke.
    const described = notes
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
    expect(described).toEqual(['Up to 5000 characters'])
    expect(count(screen.getByLabelText(/Full name/))).toBe('0 / 40')
    // An e-mail address and a date name no limit of their own.
    expect(count(screen.getByLabelText(/E-mail address/))).toBeUndefined()
    expect(count(screen.getByLabelText(/Preferred date/))).toBeUndefined()
  })

  it("says the spec's 'Character limit exceeded' for max, and clears it once the value is right", async () => {
    renderForm()
    const name = screen.getByLabelText(/Full name/)
    fireEvent.change(name, { target: { value: 'x'.repeat(41) } })
    fireEvent.blur(name)
    await waitFor(() => expect(screen.getByText('Character limit exceeded')).toBeTruthy())
    fireEvent.change(name, { target: { value: 'Ann' } })
    await waitFor(() => expect(screen.queryByText('Character limit exceeded')).toBeNull())
    expect(name.getAttribute('aria-invalid')).toBeNull()
  })

  it('sends the lead with its version, token, hidden fields, additional data and honeypot, then thanks the visitor', async () => {
    fetchMock.mockResolvedValueOnce(accepted())
    const onSent = vi.fn()
    renderForm({ hiddenFields: { source: 'home' }, additionalData: { menaTabs: 'sales' }, onSent })
    await fillValid()
    await submit()
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/forms/forms/7/leads')
    const [body] = sentBodies()
    expect(body.data.attributes).toMatchObject({
      form_version: 3,
      fields: { name: 'Ann Lee', email: 'ann@example.com', contact: '', retailer: '8', date: '', notes: '', campaign: '', consent: true },
      hidden_fields: { source: 'home' },
      additional_data: { menaTabs: 'sales' },
      location_id: 8,
      page_path: '/test-drive',
      // Fetched as the page arrived: the page's own may come from the cache, older than the visitor.
      form_token: 'arrival-token',
      website: '',
    })
    expect(body.data.attributes.fields).not.toHaveProperty('phone') // hidden by show_when
    expect(screen.getByText('A retailer will call.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thanks, Ann' }))
    // The lead's id, and the values sent (a journey shows who it is from).
    expect(onSent).toHaveBeenCalledWith('41', expect.objectContaining({ name: 'Ann Lee', email: 'ann@example.com' }))
  })

  it("places the API's 422 errors at their fields and focuses the first; others above the button", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        errors: [
          { status: '422', title: 'Invalid', detail: 'Enter a valid e-mail address', source: { pointer: '/data/attributes/fields/email' } },
          { status: '422', title: 'Invalid', detail: 'Please wait a moment', source: { pointer: '/data/attributes/form_token' } },
        ],
      }),
    )
    renderForm()
    await fillValid()
    await submit()
    const email = screen.getByLabelText(/E-mail address/)
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter a valid e-mail address').id).toBe(email.getAttribute('aria-describedby')!.split(' ')[0])
    expect(document.activeElement).toBe(email)
    expect(screen.getByRole('alert').textContent).toBe('Please wait a moment')
  })

  it("words the API's refusals by their code in the market's language; an unknown code by the API's detail (ADR 176)", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        errors: [
          {
            status: '422',
            title: 'Invalid value',
            detail: 'This e-mail address cannot receive mail. Check it and try again.',
            source: { pointer: '/data/attributes/fields/email' },
            code: 'email_undeliverable',
          },
          {
            status: '422',
            title: 'Invalid value',
            detail: 'This form has expired. Reload the page and try again.',
            source: { pointer: '/data/attributes/form_token' },
            code: 'form_token_expired',
          },
          { status: '422', title: 'Invalid value', detail: 'A refusal of a newer API', code: 'newer', source: { pointer: '/x' } },
        ],
      }),
    )
    render(
      <UiTextsContext value={arabic}>
        <FormRenderer form={{ id: 7, version: 3, definition: testDrive }} locations={locations} formToken="signed-token" />
      </UiTextsContext>,
    )
    await fillValid()
    await submit()
    const email = screen.getByLabelText(/E-mail address/)
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText(arabic.formRefusedEmail).id).toBe(email.getAttribute('aria-describedby')!.split(' ')[0])
    const problems = [...screen.getByRole('alert').querySelectorAll('p')].map((p) => p.textContent)
    expect(problems).toEqual(['انتهت صلاحية هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.', 'A refusal of a newer API'])
  })

  it("words a form's default button and thank-you in the market's language; the team's own wording stays", async () => {
    const made = formDefinitionSchema.parse({ ...testDrive, submit_label: undefined, settings: {} })
    fetchMock.mockResolvedValueOnce(answer(201, { data: { id: '42', type: 'lead', attributes: { thank_you: made.settings.thank_you } } }))
    render(
      <UiTextsContext value={arabic}>
        <FormRenderer form={{ id: 7, version: 3, definition: made }} locations={locations} formToken="signed-token" />
      </UiTextsContext>,
    )
    await fillValid()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: arabic.formSubmit })))
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toBe(`${arabic.formThankYouTitle}${arabic.formThankYouMessage}`)
    cleanup()
    render(
      <UiTextsContext value={arabic}>
        <FormRenderer form={{ id: 7, version: 3, definition: testDrive }} locations={locations} formToken="signed-token" />
      </UiTextsContext>,
    )
    expect(screen.getByRole('button', { name: 'Book my test drive' })).toBeTruthy()
  })

  it('keeps one idempotency key across every retry of a filled form', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(answer(503, {})).mockResolvedValueOnce(accepted())
    renderForm()
    await fillValid()
    await submit()
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your request could not be sent. Please check your connection and try again.',
    )
    await submit()
    await submit()
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    const keys = sentBodies().map((body) => body.data.attributes.idempotency_key)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/)
  })

  it('asks a visitor past the rate limit to wait, not to check their connection', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { errors: [{ status: '429', title: 'Too many requests', code: 'rate_limited' }] }))
    renderForm()
    await fillValid()
    await submit()
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many attempts. Try again later.')
  })

  it('sends the token fetched as the page arrived, waiting for it, and replaces one the API refused before the next press', async () => {
    let arrive!: (response: Response) => void
    tokenFetch
      .mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)))
      .mockResolvedValueOnce(answer(200, arrivalToken('1800000000000.fresh2')))
    fetchMock
      .mockResolvedValueOnce(
        answer(422, {
          errors: [
            {
              status: '422',
              title: 'Invalid',
              detail: 'This form was sent too quickly.',
              source: { pointer: '/data/attributes/form_token' },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(accepted())
    // A page from the cache: its token is older than this visitor's arrival.
    renderForm({ formToken: '1700000000000.cached' })
    expect(String(tokenFetch.mock.calls[0]![0])).toBe('/api/forms/forms/7')
    await fillValid()
    await submit()
    // The press waits for the token of the visitor's arrival rather than send the page's.
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => arrive(answer(200, arrivalToken('1800000000000.fresh1'))))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This form was sent too quickly.')
    await waitFor(() => expect(tokenFetch).toHaveBeenCalledTimes(2))
    await submit()
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    const tokens = sentBodies().map((body) => body.data.attributes.form_token)
    expect(tokens).toEqual(['1800000000000.fresh1', '1800000000000.fresh2'])
  })

  it("sends the page's own token when the fresh one cannot be fetched", async () => {
    tokenFetch.mockResolvedValue(answer(500, {}))
    fetchMock.mockResolvedValueOnce(accepted())
    renderForm()
    await fillValid()
    await submit()
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    expect(sentBodies()[0].data.attributes.form_token).toBe('signed-token')
  })

  it('shows the busy state while sending and ignores a second press', async () => {
    let resolve!: (response: Response) => void
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    renderForm()
    await fillValid()
    await submit()
    const button = screen.getByRole('button', { name: 'Sending…' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.closest('form')!.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => resolve(accepted()))
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
  })

  it('prefills fields from the URL through the mappings (spec 1 §2)', async () => {
    window.history.replaceState(null, '', '/test-drive?who=Ann&dealer=DLR-9&contact=phone')
    renderForm({
      prefill: { params: { who: 'name', contact: 'contact' }, locationParams: { dealer: 'retailer' }, locationIds: { 'DLR-9': '3' } },
    })
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Ann'))
    expect(screen.getByLabelText(/Retailer/)).toHaveProperty('value', '3')
    expect(screen.getByLabelText('By phone')).toHaveProperty('checked', true)
  })

  it('in the preview, checks the fields but sends nothing', async () => {
    renderForm({ preview: true })
    expect(screen.getByText('Preview: the form is not sent.')).toBeTruthy()
    await fillValid()
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it("with a failure view (Offers to CRM), a request error shows its text and 'Try again' returns to the filled form", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, {})).mockResolvedValueOnce(accepted())
    renderForm({ failure: { text: 'Offers request error', retryLabel: 'Try again' } })
    await fillValid()
    await submit()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Offers request error')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Ann Lee')
    await submit()
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    const keys = sentBodies().map((body) => body.data.attributes.idempotency_key)
    expect(keys[0]).toBe(keys[1])
  })

  it('keeps the submit button off in the server render: the form is sent by script', () => {
    const html = renderToString(<FormRenderer form={{ id: 7, version: 3, definition: testDrive }} />)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/)
  })
})

describe('phone verification (spec 1 §5)', () => {
  const verified = formDefinitionSchema.parse({
    fields: [{ id: 'mobile', type: 'phone', label: 'Mobile', country: 'GB', rules: { required: true } }],
    verification: { phone_field: 'mobile' },
  } satisfies FormDefinitionInput)

  const checked = (proof: string) => answer(200, { data: { phone_number: '+447400123456', verified: true, proof, expires_at: '' } })

  it('sends a code to the number, checks it for the form, and only then sends the lead with the proof', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(202, { data: { phone_number: '+447400123456', status: 'sent' } }))
      .mockResolvedValueOnce(answer(422, { errors: [{ status: '422', title: 'Invalid', detail: 'The code is not valid' }] }))
      .mockResolvedValueOnce(checked('proof-1'))
      .mockResolvedValueOnce(accepted())
    render(<FormRenderer form={{ id: 9, version: 1, definition: verified }} formToken="t" />)
    fireEvent.change(screen.getByLabelText(/^Mobile/, { selector: 'input' }), { target: { value: '07400 123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
    await waitFor(() => expect(screen.getByText(ui.verifyPhoneFirst)).toBeTruthy())
    expect(fetchMock).not.toHaveBeenCalled()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/forms/verify/sms/create_verification')
    expect(sentBodies()[0]).toEqual({ phone_number: '+447400123456' })
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check code' })))
    expect(screen.getByText('The code is not valid')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check code' })))
    expect(sentBodies()[2]).toEqual({ phone_number: '+447400123456', code: '123456', form_id: 9 })
    expect(screen.getByText('Phone number confirmed.')).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
    await screen.findByRole('heading', { name: 'Thanks, Ann' })
    expect(sentBodies()[3].data.attributes.fields).toEqual({ mobile: '+447400123456' })
    expect(sentBodies()[3].data.attributes.verification).toEqual({ phone: 'proof-1' })
  })

  it('a refused proof (used or expired) means the number is confirmed again', async () => {
    const refusedProof = 'This confirmation was already used, has expired or is for another number or form. Confirm the number again.'
    fetchMock
      .mockResolvedValueOnce(answer(202, { data: { phone_number: '+447400123456', status: 'sent' } }))
      .mockResolvedValueOnce(checked('proof-1'))
      .mockResolvedValueOnce(
        answer(422, {
          errors: [{ status: '422', title: 'Invalid value', detail: refusedProof, source: { pointer: '/data/attributes/fields/mobile' } }],
        }),
      )
    render(<FormRenderer form={{ id: 9, version: 1, definition: verified }} formToken="t" />)
    fireEvent.change(screen.getByLabelText(/^Mobile/, { selector: 'input' }), { target: { value: '07400 123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check code' })))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
    await screen.findByText(refusedProof)
    expect(screen.queryByText('Phone number confirmed.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy()
  })
})
