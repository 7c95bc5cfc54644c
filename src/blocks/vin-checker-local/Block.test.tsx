// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { inRouter } from '~/test/blocks.tsx'
import VinCheckerLocal from './Block.tsx'
import { resolveData } from './data.server.ts'
import { sample } from './sample.ts'
import { vinCheckerLocal } from './template.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const VIN = 'SAJAA06E0N8K12345'
const answer = (recalls: { campaign: string; title: string; description: string }[]) =>
  new Response(JSON.stringify({ data: { id: VIN, type: 'vin_check', attributes: { vin: VIN, affected: recalls.length > 0, recalls } } }))

const checker = (fields: Record<string, unknown> = sample.fields, code = 'en', editing = false) =>
  render(
    inRouter(
      <VinCheckerLocal
        fields={vinCheckerLocal.schema.parse(fields)}
        groups={[]}
        context={{ index: 1, eagerImages: false, editing }}
        data={{ texts: namespaceTexts('vinCheckerLocal', { language: code }) }}
      />,
    ),
  )
const enter = (vin: string) => {
  fireEvent.change(screen.getByLabelText('Enter VIN Number'), { target: { value: vin } })
  fireEvent.click(screen.getByRole('button', { name: 'Check Vin' }))
}

describe('Local VIN Checker (spec 2 §2, §3.12, §4, §8)', () => {
  it("has the spec's fields and texts", () => {
    expect(vinCheckerLocal.schema.parse({})).toMatchObject({
      label_text: 'Enter VIN Number',
      button_text: 'Check Vin',
      response_negative: 'Your vehicle is NOT the affected vehicle.',
      section_class: 'default',
      section_height: 'normal',
      error_msg: 'Something went wrong, please try again.',
      try_again_btn_label: 'Try again',
    })
  })

  it('refuses a VIN that is not one, with its text, without asking the service', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    checker()
    enter('SAJAA06E0')
    expect(await screen.findByText('A VIN has 17 characters; you entered 9.')).toBeTruthy()
    expect(screen.getByLabelText('Enter VIN Number').getAttribute('aria-invalid')).toBe('true')
    enter('')
    expect(await screen.findByText('Please enter your VIN.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the positive response with the recalls found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([{ campaign: 'R-1', title: 'Airbag inflator', description: 'May rupture.' }])),
    )
    checker()
    enter(VIN.toLowerCase())
    expect(await screen.findByText('Your vehicle is affected. Please contact your service centre to arrange the free repair.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: `Recalls for ${VIN}` })).toBeTruthy()
    expect(screen.getByText('Airbag inflator')).toBeTruthy()
    expect(screen.getByText('May rupture.')).toBeTruthy()
  })

  it('keeps the keyboard on Check Vin while it checks, and checks once', async () => {
    let reply: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    checker()
    const button = screen.getByRole('button', { name: 'Check Vin' }) as HTMLButtonElement
    button.focus()
    enter(VIN)
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'))
    expect(button.disabled).toBe(false)
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    reply(answer([]))
    expect(await screen.findByText('Your vehicle is NOT the affected vehicle.')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(button)
  })

  it('leads an affected owner on with the link of the positive response, and no one else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([{ campaign: 'R-1', title: 'Airbag inflator', description: 'May rupture.' }])),
    )
    const book = { type: 'internal', url: '/retailers', link_text: 'Find a retailer to book the repair' }
    checker({ ...sample.fields, response_positive_link: book })
    enter(VIN)
    const link = await screen.findByRole('link', { name: 'Find a retailer to book the repair' })
    expect(link.getAttribute('href')).toBe('/retailers')
    expect(link.closest('[data-answer="positive"]')).toBeTruthy()
    cleanup()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([])),
    )
    checker({ ...sample.fields, response_positive_link: book })
    enter(VIN)
    expect(await screen.findByText('Your vehicle is NOT the affected vehicle.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows the negative response when no recall affects the VIN', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([])),
    )
    checker()
    enter(VIN)
    expect(await screen.findByText('Your vehicle is NOT the affected vehicle.')).toBeTruthy()
  })

  it("shows the service error when the lookup fails, and 'Try again' asks again", async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }))
    vi.stubGlobal('fetch', fetchMock)
    checker()
    enter(VIN)
    expect((await screen.findByRole('alert')).textContent).toContain('We could not check your VIN just now. Please try again in a moment.')
    fetchMock.mockImplementation(async () => answer([]))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Your vehicle is NOT the affected vehicle.')).toBeTruthy())
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('speaks the market language: Arabic hints and errors', async () => {
    checker(sample.fields, 'ar')
    expect(screen.getByText('17 حرفًا ورقمًا؛ تُتجاهل المسافات.')).toBeTruthy()
    enter('')
    expect(await screen.findByText('يُرجى إدخال رقم الهيكل (VIN).')).toBeTruthy()
  })

  it('a block without its texts names the problem in the editor and shows Loading Failed to visitors', () => {
    checker({ ...sample.fields, button_text: '' }, 'en', true)
    expect(screen.getByRole('alert').textContent).toContain('Button text is empty.')
    cleanup()
    checker({ ...sample.fields, button_text: '' })
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    expect(screen.queryByLabelText('Enter VIN Number')).toBeNull()
  })

  it('resolves its texts in the market language, and refuses a market without a recall list or a block without texts', async () => {
    const fields = vinCheckerLocal.schema.parse(sample.fields)
    const withList = blockDataContext({ recalls: { hasList: async () => true } }, { 'general.language': 'he_IL' })
    expect(await resolveData({ fields, groups: [] }, withList)).toEqual({ texts: namespaceTexts('vinCheckerLocal', { language: 'he' }) })
    const without = blockDataContext({ recalls: { hasList: async () => false } })
    await expect(resolveData({ fields, groups: [] }, without)).rejects.toThrow('the market has no recall list')
    await expect(resolveData({ fields: { ...fields, label_text: '' }, groups: [] }, withList)).rejects.toThrow(
      'Local VIN Checker misconfigured: Input label is empty',
    )
  })
})
