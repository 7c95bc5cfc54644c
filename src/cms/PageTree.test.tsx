// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { editorApi, type PageSummary } from './editor-api.ts'
import { PageTree } from './PageTree.tsx'

beforeAll(mockModalDialogs)
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const about: PageSummary = {
  id: 1,
  path: '/about',
  title: 'About',
  page_type: 'page',
  enabled: true,
  published: true,
  has_draft: false,
  revision: 1,
  updated_at: null,
}

describe('PageTree path fields (a bad path is told the rule)', () => {
  it('names the rule under the field when it is left, and does not create the page', () => {
    const create = vi.spyOn(editorApi, 'createPage')
    render(<PageTree initialPages={[about]} />, { wrapper: MemoryRouter })
    const path = screen.getByRole('textbox', { name: 'Path' }) as HTMLInputElement
    fireEvent.change(path, { target: { value: 'offers/spring/' } })
    expect(path.getAttribute('aria-invalid')).toBeNull() // not while typing the first time
    fireEvent.blur(path)
    const rule = 'A path starts with /. A path does not end with /: /offers/spring, not /offers/spring/.'
    expect(path.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(path.getAttribute('aria-describedby')!)?.textContent).toBe(rule)
    expect(path.validationMessage).toBe(rule)

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Spring' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }))
    expect(create).not.toHaveBeenCalled()

    // Corrected as it is typed.
    fireEvent.change(path, { target: { value: '/offers/spring/' } })
    expect(screen.getByText('A path does not end with /: /offers/spring, not /offers/spring/.')).toBeTruthy()
    fireEvent.change(path, { target: { value: '/offers/spring' } })
    expect(path.getAttribute('aria-invalid')).toBeNull()
    expect(path.validity.valid).toBe(true)
  })

  it('says what an empty path needs on submit', () => {
    render(<PageTree initialPages={[about]} />, { wrapper: MemoryRouter })
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }))
    expect(screen.getByText('Enter a path, for example /offers/spring.')).toBeTruthy()
  })

  it("names each row's buttons after its page, so two rows' are told apart", () => {
    const offers = { ...about, id: 2, path: '/offers', title: 'Offers', enabled: false }
    render(<PageTree initialPages={[about, offers]} />, { wrapper: MemoryRouter })
    for (const name of [
      'Rename /about',
      'Move /about',
      'Duplicate /about',
      'Disable /about',
      'Delete /about',
      'Enable /offers',
      'Delete /offers',
    ])
      expect(screen.getAllByRole('button', { name })).toHaveLength(1)
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0)
  })

  it('checks the path of a move the same way', () => {
    render(<PageTree initialPages={[about]} />, { wrapper: MemoryRouter })
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for /about' })).getByRole('button', { name: 'Move /about' }))
    const path = screen.getByRole('textbox', { name: 'New path' }) as HTMLInputElement
    fireEvent.change(path, { target: { value: '/about/../admin' } })
    fireEvent.blur(path)
    expect(screen.getByText('A path has no . or .. parts.')).toBeTruthy()
  })
})

describe('PageTree actions', () => {
  it("shows the server's refusal in the dialog, which stays open with what was typed", async () => {
    vi.spyOn(editorApi, 'updatePage').mockRejectedValue(new Error('A page with the path /offers already exists'))
    render(<PageTree initialPages={[about]} />, { wrapper: MemoryRouter })
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for /about' })).getByRole('button', { name: 'Move /about' }))
    const dialog = screen.getByRole('dialog', { name: 'Move page: About' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New path' }), { target: { value: '/offers' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A page with the path /offers already exists')
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'New path' }).value).toBe('/offers')
    // The refusal was about the path before: changing it takes the message away.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New path' }), { target: { value: '/offers-2' } })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toBeTruthy()
    // Cancelled, the refusal goes with the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('PageTree search', () => {
  it('says when no page matches what is typed', () => {
    render(<PageTree initialPages={[about]} />, { wrapper: MemoryRouter })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a page' }), { target: { value: 'zzzz' } })
    expect(screen.getByRole('status').textContent).toBe('No page matches “zzzz”.')
    expect(screen.queryByRole('list', { name: 'Pages' })).toBeNull()
  })
})
