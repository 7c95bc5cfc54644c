// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { linkSchema } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import { ModalFormHost } from './ModalFormHost.tsx'

const brochureForm = {
  data: {
    id: '12',
    type: 'form',
    attributes: {
      name: 'Brochure',
      version: 2,
      layout: 'single_column',
      submit_label: 'Send me the brochure',
      fields: [
        { id: 'email', type: 'email', label: 'E-mail address', rules: { required: true } },
        { id: 'model', type: 'hidden', label: 'Model' },
      ],
      settings: { thank_you: { title: 'On its way', message: 'Check your inbox.' } },
      verification: {},
      form_token: 'modal-token',
    },
  },
}
const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

const formLink = (raw: object) => linkSchema().parse({ type: 'form', rdx_forms_form_id: '12', link_text: 'Download the brochure', ...raw })

beforeAll(mockModalDialogs)
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('modal form overlay (spec 1 §2, spec 2 §4 Links and buttons)', () => {
  it('opens from a form link with its title, hidden fields and layout, sends the lead, and closes clearing it all', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, brochureForm))
      .mockResolvedValueOnce(json(201, { data: { id: '5', type: 'lead', attributes: { thank_you: null } } }))
    render(
      <ModalFormHost>
        <LinkButton link={formLink({ hidden_fields: '{"model": "e7", "source": "hero"}', form_layout: 'double_column' })} />
      </ModalFormHost>,
    )
    const opener = screen.getByRole('button', { name: 'Download the brochure' })
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog')
    opener.focus()
    fireEvent.click(opener)

    const dialog = await screen.findByRole('dialog', { name: 'Download the brochure' })
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/forms/forms/12')
    const email = await within(dialog).findByLabelText(/E-mail address/)
    expect(dialog.querySelector('form')!.className).toMatch(/twoColumns/)
    fireEvent.change(email, { target: { value: 'ann@example.com' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send me the brochure' })))
    await within(dialog).findByRole('heading', { name: 'On its way' })
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))
    expect(body.data.attributes).toMatchObject({
      form_version: 2,
      fields: { email: 'ann@example.com', model: 'e7' },
      hidden_fields: { model: 'e7', source: 'hero' },
      form_token: 'modal-token',
    })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the form' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape (the dialog cancels) and keeps Tab inside', async () => {
    fetchMock.mockResolvedValueOnce(json(200, brochureForm))
    render(
      <ModalFormHost>
        <LinkButton link={formLink({})} />
      </ModalFormHost>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Download the brochure' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByLabelText(/E-mail address/)
    const close = within(dialog).getByRole('button', { name: 'Close the form' })
    const submit = within(dialog).getByRole('button', { name: 'Send me the brochure' })
    // jsdom lays nothing out: every control counts as shown.
    for (const el of dialog.querySelectorAll<HTMLElement>('button, input, select'))
      Object.defineProperty(el, 'offsetParent', { value: dialog })
    submit.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(submit)
    ;(dialog as HTMLDialogElement).close() // what Escape does to a modal dialog
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says when the form is gone, and offers to try again when it could not be read', async () => {
    fetchMock.mockResolvedValueOnce(json(404, {})).mockResolvedValueOnce(json(500, {})).mockResolvedValueOnce(json(200, brochureForm))
    render(
      <ModalFormHost>
        <LinkButton link={formLink({})} />
      </ModalFormHost>,
    )
    const opener = screen.getByRole('button', { name: 'Download the brochure' })
    fireEvent.click(opener)
    expect((await screen.findByRole('alert')).textContent).toBe('This form is no longer available.')
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the form' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(opener)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The form could not be loaded.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy()
  })

  it('shows no button for a form link without a form', () => {
    render(
      <ModalFormHost>
        <LinkButton link={formLink({ rdx_forms_form_id: null })} />
      </ModalFormHost>,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
