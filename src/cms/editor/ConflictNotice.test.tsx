// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackOfficeLocale } from '~/ui/screen-locale.tsx'
import { ConflictNotice } from './ConflictNotice.tsx'

afterEach(cleanup)

/** The notice under a root route whose loader gives the market's language, in the editor's back-office locale, as in /cms. */
async function renderIn(lang: string, props: Parameters<typeof ConflictNotice>[0]) {
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      element: (
        <BackOfficeLocale>
          <ConflictNotice {...props} />
        </BackOfficeLocale>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return screen.findByRole('alert', { name: 'Edit conflict' })
}

describe('ConflictNotice (a stale save is refused and said so)', () => {
  const conflict = { revision: 7, changed_by: 'anna@example.com', changed_at: '2026-11-24T15:05:00Z' }

  it.each([
    ['en-GB', '24 Nov 2026, 15:05 UTC'],
    ['de-DE', '24 Nov 2026, 15:05 UTC'],
    ['ar-AE', '24 Nov 2026, 15:05 UTC'],
  ])('names who changed the page and when, in the editor’s English whatever the market (%s)', async (lang, when) => {
    const alert = await renderIn(lang, { conflict, onReload: vi.fn(), onKeepMine: vi.fn() })
    expect(alert.textContent?.replace(/\u202f|\u00a0/g, ' ')).toContain(
      `Not saved: this page was changed by anna@example.com at ${when} after you opened it.`,
    )
    expect(alert.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T15:05:00Z')
  })

  it('says "someone else" when the user is gone', async () => {
    const alert = await renderIn('en-GB', { conflict: { ...conflict, changed_by: null }, onReload: vi.fn(), onKeepMine: vi.fn() })
    expect(alert.textContent).toContain('changed by someone else at')
  })

  it('offers Reload (their version) and Keep my changes; each button calls back once', async () => {
    const onReload = vi.fn()
    const onKeepMine = vi.fn()
    await renderIn('en-GB', { conflict, onReload, onKeepMine })
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }))
    expect(onReload).toHaveBeenCalledTimes(1)
    expect(onKeepMine).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }))
    expect(onKeepMine).toHaveBeenCalledTimes(1)
  })
})
