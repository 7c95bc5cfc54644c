// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ui as arabic } from '~/i18n/locales/ar.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { ErrorPageGuard } from './ErrorPageGuard.tsx'

function Broken(): never {
  throw new Error('the error page broke')
}

afterEach(cleanup)

describe('ErrorPageGuard (spec 1 §8)', () => {
  it('passes its children through', () => {
    const { container } = render(
      <ErrorPageGuard>
        <p>fine</p>
      </ErrorPageGuard>,
    )
    expect(container.innerHTML).toBe('<p>fine</p>')
  })

  it('shows the last-resort texts when the error page itself fails', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    )
    quiet.mockRestore()
    expect(screen.getByRole('heading').textContent).toBe('An error occurred while showing the error page')
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Unfortunately an error occurred and while showing the error page another error occurred',
    ])
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/')
  })

  it("shows them in the market's language (ADR 118)", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <UiTextsContext value={arabic}>
        <ErrorPageGuard>
          <Broken />
        </ErrorPageGuard>
      </UiTextsContext>,
    )
    quiet.mockRestore()
    expect(screen.getByRole('heading').textContent).toBe(arabic.errorPageFailedHeading)
    expect(screen.getByRole('link', { name: arabic.goBackHome }).getAttribute('href')).toBe('/')
  })
})
