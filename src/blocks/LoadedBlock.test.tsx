// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ui as englishUi } from '~/i18n/locales/en/ui.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { LOAD_FAILED_TEXT, TRY_AGAIN_TEXT } from './load-failed.ts'
import { LoadedBlock } from './LoadedBlock.tsx'
import { blockRenderers } from './renderers.ts'

afterEach(cleanup)
const context = { index: 1, eagerImages: true }

describe('LoadedBlock (spec 2 §4 Block loading)', () => {
  it('shows the load-failure state with the default texts, and Try again loads and shows the block', async () => {
    delete blockRenderers.quote // not loaded (another test file may have loaded it): as after a failed chunk load
    render(<LoadedBlock block={{ template: 'quote', fields: { quote: 'Quiet as a library.' }, groups: [] }} context={context} />)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByText('Quiet as a library.')).closest('figure')?.textContent).toBe('Quiet as a library.') // the Quote renderer's
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the keyboard on Try again while it retries and when the block fails again', async () => {
    render(<LoadedBlock block={{ template: 'not-loaded', fields: {}, groups: [] }} context={context} />)
    const button = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement
    button.focus()
    fireEvent.click(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.disabled).toBe(false)
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it("uses the block's own texts when it has them", () => {
    render(
      <LoadedBlock
        block={{
          template: 'not-loaded',
          fields: { error_msg: 'The gallery did not load.', try_again_btn_label: 'Reload gallery' },
          groups: [],
        }}
        context={context}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The gallery did not load.')
    expect(within(alert).getByRole('button').textContent).toBe('Reload gallery')
  })
})

describe("LoadedBlock's texts in the market's language", () => {
  const arabic = { ...englishUi, blockFailed: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.', tryAgain: 'حاول مرة أخرى' }
  it.each([
    { fields: {}, message: arabic.blockFailed, button: arabic.tryAgain },
    { fields: { error_msg: LOAD_FAILED_TEXT, try_again_btn_label: TRY_AGAIN_TEXT }, message: arabic.blockFailed, button: arabic.tryAgain },
    {
      fields: { error_msg: 'تعذر تحميل المعرض.', try_again_btn_label: 'أعد التحميل' },
      message: 'تعذر تحميل المعرض.',
      button: 'أعد التحميل',
    },
  ])('fields $fields: "$message", "$button"', ({ fields, message, button }) => {
    render(
      <UiTextsContext value={arabic}>
        <LoadedBlock block={{ template: 'not-loaded', fields, groups: [] }} context={context} />
      </UiTextsContext>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.querySelector('p')?.textContent).toBe(message)
    expect(within(alert).getByRole('button').textContent).toBe(button)
  })
})

describe('LoadedBlock: block data that could not be read (block-data.server.ts)', () => {
  it('shows the failure state, and Try again reloads the page data', async () => {
    let loads = 0
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => ++loads,
        element: (
          <LoadedBlock
            block={{ template: 'quote', fields: { error_msg: 'The collection did not load.' }, groups: [], dataFailed: true }}
            context={context}
          />
        ),
      },
    ])
    render(<RouterProvider router={router} />)
    expect((await screen.findByRole('alert')).textContent).toContain('The collection did not load.')
    expect(loads).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(loads).toBe(2))
  })
})
