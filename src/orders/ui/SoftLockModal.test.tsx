// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SoftLockModal } from './SoftLockModal.tsx'

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one to open and close.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(cleanup)

const escape = (dialog: HTMLElement) =>
  act(() => {
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
  })

describe('the soft-lock modals (spec 3 §4), on the one modal primitive', () => {
  it('the initial one: named and described, closed by Escape or its close button', () => {
    const onClose = vi.fn()
    render(
      <SoftLockModal
        title="Someone is reserving this vehicle"
        text="It may become available again in 14:59."
        action={{ label: 'Try again', onClick: vi.fn() }}
        secondary={{ label: 'Back to stock', href: '/stock' }}
        dismissible
        onClose={onClose}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Someone is reserving this vehicle' })
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)
    expect(description?.textContent).toBe('It may become available again in 14:59.')
    // Its countdown changes every second: a live region would speak it again each time.
    expect(description?.closest('[aria-live]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    escape(dialog)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('the kicked-out one: no way to dismiss it but its action', () => {
    const onClose = vi.fn()
    render(
      <SoftLockModal
        title="Your reservation has expired"
        text="…"
        action={{ label: 'Start again', href: '/x' }}
        dismissible={false}
        onClose={onClose}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    escape(screen.getByRole('dialog', { name: 'Your reservation has expired' }))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/x')
  })
})
