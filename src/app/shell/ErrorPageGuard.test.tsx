// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPageGuard } from './ErrorPageGuard.tsx'

function Broken(): never {
  throw new Error('the error page broke')
}

afterEach(cleanup)

describe('ErrorPageGuard (spec 1 §8)', () => {
  it('passes its children through', () => {
    render(
      <ErrorPageGuard>
        <p>fine</p>
      </ErrorPageGuard>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })

  it('shows the last-resort texts when the error page itself fails', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    )
    quiet.mockRestore()
    expect(screen.getByRole('heading').textContent).toBe('An error occurred while showing the error page')
    expect(screen.getByText('Unfortunately an error occurred and while showing the error page another error occurred.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/')
  })
})
