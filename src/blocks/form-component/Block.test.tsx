// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import { leadAccepted, stubFormFetch, testDriveForm } from '~/test/form-blocks.ts'
import { inRouter } from '~/test/blocks.tsx'
import { resolveFormBlock } from '../form-data.server.ts'
import FormComponent from './Block.tsx'
import { formComponent } from './template.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  stubFormFetch(fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const fields = (raw: object = {}) => formComponent.schema.parse(raw)
const block = (raw: object, data = testDriveForm(), editing = false) =>
  inRouter(<FormComponent fields={fields(raw)} groups={[]} context={{ index: 1, eagerImages: true, editing }} data={data} />)

describe('Form Component (spec 2 §3.10, §3.5)', () => {
  it("has the spec's form block fields and defaults", () => {
    expect(fields()).toEqual({
      block_scroll_id: '',
      form_id: '1',
      has_two_columns: false,
      form_hidden_field_mapping: {},
      form_params_mapping: {},
      form_location_params_mapping: {},
      form_location_mapping: {},
      button_position: 'right',
      button_color: 'primary',
      box_color: 'black-theme',
      has_button_margin: false,
      modal_form: false,
      form_position: 'center',
    })
    expect(formComponent.fields.find((f) => f.symbol === 'form_id')?.attrs.options).toEqual({ type: 'forms' })
  })

  it.each([
    [{ form_params_mapping: '{"model": "model"}' }, true],
    [{ form_hidden_field_mapping: { source: 'home', n: 2 } }, true],
    [{ form_location_mapping: '{"DLR-1": ' }, false, 'Invalid JSON in form_location_mapping'],
    [{ form_params_mapping: ['model'] }, false, 'Invalid form_params_mapping'],
    [{ form_location_params_mapping: { dealer: { id: 1 } } }, false, 'Invalid form_location_params_mapping'],
  ])('checks the JSON maps: %o → %s', (raw, ok, message?: string) => {
    const result = formComponent.schema.safeParse(raw)
    expect(result.success).toBe(ok)
    if (message) expect(result.error?.issues[0]?.message).toContain(message)
  })

  it('renders its form on the server, in the first HTML (the block data)', () => {
    const html = renderToString(block({ box_color: 'light-theme' }))
    expect(html).toContain('Full name')
    expect(html).toContain('Aurelia London')
    expect(html).toContain('Book my test drive')
    expect(html).toContain('light-theme')
  })

  it('sends the hidden fields of its map, and prefills from the URL through its maps', async () => {
    window.history.replaceState(null, '', '/test-drive?who=Ann&dealer=LDN')
    fetchMock.mockResolvedValueOnce(leadAccepted())
    render(
      block({
        form_hidden_field_mapping: '{"source": "test-drive-page"}',
        form_params_mapping: { who: 'name' },
        form_location_params_mapping: { dealer: 'retailer' },
        form_location_mapping: { LDN: '3' },
        has_two_columns: true,
        button_position: 'left',
      }),
    )
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Ann'))
    expect(screen.getByLabelText('Retailer')).toHaveProperty('value', '3')
    expect(document.querySelector('form')!.className).toMatch(/twoColumns/)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    await screen.findByRole('heading', { name: 'See you soon' })
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))
    expect(body.data.attributes).toMatchObject({ hidden_fields: { source: 'test-drive-page' }, fields: { name: 'Ann', retailer: '3' } })
  })

  it('with modal_form shows a button that opens the form in the modal form', () => {
    render(block({ modal_form: true }))
    expect(screen.queryByLabelText(/Full name/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Book my test drive' }).getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('shows nothing for a form the market lacks; the editor says so', () => {
    expect(renderToString(block({ form_id: '99' }, null as never)).replace(/<!--.*?-->/g, '')).not.toContain('<form')
    render(block({ form_id: '99' }, null as never, true))
    expect(screen.getByText("Form 99 is not one of this market's forms.")).toBeTruthy()
  })
})

describe('form blocks read their form on the server (form-data.server.ts)', () => {
  it('asks the forms source for the form of the block, in the market', async () => {
    const form = testDriveForm()
    const publicForm = vi.fn(async () => form)
    const ctx = blockDataContext({ forms: { publicForm } }, { 'general.language': 'en_GB' }, 7)
    expect(await resolveFormBlock({ fields: { form_id: ' 12 ' }, groups: [] }, ctx)).toBe(form)
    expect(publicForm).toHaveBeenCalledWith(7, 12, { 'general.language': 'en_GB' })
  })

  it('gives null without asking for a form id that cannot be one', async () => {
    const publicForm = vi.fn()
    expect(await resolveFormBlock({ fields: { form_id: 'abc' }, groups: [] }, blockDataContext({ forms: { publicForm } }))).toBeNull()
    expect(publicForm).not.toHaveBeenCalled()
  })
})
