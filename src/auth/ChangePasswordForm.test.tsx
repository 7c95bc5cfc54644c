// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangePasswordForm } from './ChangePasswordForm.tsx'

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
/** Fills the three fields and submits. */
const submit = (current: string, next: string, again = next) => {
  fill('Current password', current)
  fill('New password', next)
  fill('New password again', again)
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('ChangePasswordForm', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('refuses two different new passwords without calling the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    render(<ChangePasswordForm />)
    submit('old password here', 'a new long password', 'another one entirely')
    const error = await screen.findByText('The new passwords do not match.')
    const field = screen.getByLabelText('New password again')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the change with the CSRF header and shows the server error at its field', async () => {
    document.cookie = 'csrf-token=tok123'
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            errors: [{ status: '400', title: 'Current password is incorrect.', source: { pointer: '/current_password' } }],
          }),
          { status: 400 },
        ),
    )
    vi.stubGlobal('fetch', fetch)
    render(<ChangePasswordForm />)
    submit('wrong password', 'a new long password')
    const error = await screen.findByText('Current password is incorrect.')
    const field = screen.getByLabelText('Current password')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(screen.queryByRole('alert')).toBeNull() // at its field, not among the form's other errors
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/auth/password')
    expect((init.headers as Record<string, string>)['csrf-token']).toBe('tok123')
    expect(JSON.parse(String(init.body))).toEqual({ current_password: 'wrong password', new_password: 'a new long password' })
  })

  it('confirms a change and clears the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { email: 'e@example.com', role: 'editor' } }), { status: 200 })),
    )
    render(<ChangePasswordForm />)
    submit('old password here', 'a new long password')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Password changed. Your other sessions have been signed out.'))
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('')
  })
})
