import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AdminFeedback } from './feedback.tsx'

/** For tests: renders an admin screen as the back office does, in a router at `at`, with its toasts and questions. */
export function renderScreen(element: ReactElement, at = '/') {
  mockModalDialogs()
  const router = createMemoryRouter([{ path: '/', element: <AdminFeedback>{element}</AdminFeedback> }], { initialEntries: [at] })
  return render(<RouterProvider router={router} />)
}

/** The questions are the modal primitive's modal <dialog>: jsdom has none; opened and closed as browsers do. */
function mockModalDialogs() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
