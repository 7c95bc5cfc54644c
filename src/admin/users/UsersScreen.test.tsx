// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderScreen as show } from '~/admin/testing.tsx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RoleGrant } from '~/auth/grants.ts'
import { UsersScreen, type UserRow, type UsersScreenProps } from './UsersScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const markets = [
  { id: 1, key: 'default', name: 'Default market' },
  { id: 2, key: 'fr', name: 'France' },
]
const grant = (siteId: number | null, role: 'admin' | 'editor'): RoleGrant => ({
  siteId,
  siteKey: siteId === null ? null : markets.find((m) => m.id === siteId)!.key,
  role,
})
const user = (id: number, email: string, grants: RoleGrant[], role: UserRow['role']): UserRow => ({
  id,
  email,
  name: null,
  role,
  grants,
  sso: false,
  local: true,
  created_at: '2026-11-26T10:00:00Z',
})
const rows = [
  user(1, 'me@example.com', [grant(1, 'admin')], 'admin'),
  user(2, 'local@example.com', [grant(1, 'editor')], 'editor'),
  user(3, 'everywhere@example.com', [grant(null, 'admin')], 'admin'),
  user(4, 'both@example.com', [grant(1, 'editor'), grant(2, 'admin')], 'editor'),
]

function renderScreen(actorGrants: RoleGrant[]) {
  const props: UsersScreenProps = {
    list: { data: rows, meta: { total: rows.length } },
    query: { search: '', sort: 'email', dir: 'asc', page: 1, per_page: 20 },
    currentUserId: 1,
    market: markets[0]!,
    markets,
    actorGrants,
  }
  show(<UsersScreen {...props} />)
  return screen.getByRole('table', { name: 'Users' })
}
/** The table row whose first cell names the e-mail. */
const row = (table: HTMLElement, email: string) =>
  [...table.querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.querySelector('td')?.textContent?.startsWith(email))!

describe('UsersScreen: roles by market (ADR 041)', () => {
  it("an admin of this market: gives roles here only; accounts with roles elsewhere can't be reset or deleted", () => {
    const table = renderScreen([grant(1, 'admin')])
    expect(screen.queryByLabelText('Market')).toBeNull()
    expect(
      within(row(table, 'local@example.com')).getByRole('button', {
        name: 'Remove the editor role in Default market from local@example.com',
      }),
    ).toBeTruthy()
    expect(within(row(table, 'everywhere@example.com')).queryByRole('button', { name: /^Remove/ })).toBeNull()
    expect(within(row(table, 'everywhere@example.com')).getByText('Has roles in other markets')).toBeTruthy()
    const both = row(table, 'both@example.com')
    expect(
      within(both)
        .getAllByRole('button', { name: /^Remove/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove the editor role in Default market from both@example.com'])
    expect(within(both).queryByRole('button', { name: 'Delete both@example.com' })).toBeNull()
    expect(within(row(table, 'local@example.com')).getByRole('button', { name: 'Delete local@example.com' })).toBeTruthy()
    // Nobody changes their own roles.
    expect(within(row(table, 'me@example.com')).queryByRole('button', { name: /^Remove|^Give/ })).toBeNull()
    expect(within(row(table, 'everywhere@example.com')).getByText(/Administrator \(every market\)/)).toBeTruthy()
  })

  it('an admin of every market: chooses the market, every market included, and sends it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: rows[1] }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const table = renderScreen([grant(null, 'admin')])
    const options = [...(screen.getByLabelText('Market') as HTMLSelectElement).options].map((o) => o.value)
    expect(options).toEqual(['default', '*', 'fr'])
    const local = row(table, 'local@example.com')
    fireEvent.change(within(local).getByLabelText('Market for local@example.com'), { target: { value: '*' } })
    fireEvent.change(within(local).getByLabelText('Role of local@example.com in the market chosen'), { target: { value: 'admin' } })
    fireEvent.click(within(local).getByRole('button', { name: 'Give local@example.com this role' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit]
    expect(url).toBe('/api/admin/users/2/roles/*')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ role: 'admin' })
    expect(within(row(table, 'both@example.com')).getByRole('button', { name: 'Delete both@example.com' })).toBeTruthy()
  })
})
