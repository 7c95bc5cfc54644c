import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { AdminFeedback } from './feedback.tsx'

/** For tests: renders an admin screen as the back office does, in a router at `at`, with its toasts and questions. */
export function renderScreen(element: ReactElement, at = '/') {
  mockModalDialogs()
  const router = createMemoryRouter([{ path: '/', element: <AdminFeedback>{element}</AdminFeedback> }], { initialEntries: [at] })
  return render(<RouterProvider router={router} />)
}
