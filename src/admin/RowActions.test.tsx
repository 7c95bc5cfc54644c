// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RowActions } from './RowActions.tsx'
import { renderScreen } from './testing.tsx'

afterEach(cleanup)

describe("RowActions: a list row's Edit, own actions and Delete, named after the row", () => {
  it('Edit and Delete are buttons named after the row; Delete waits while busy', () => {
    const onEdit = vi.fn()
    const onDelete = vi.fn()
    renderScreen(<RowActions name="Berlin" onEdit={onEdit} onDelete={onDelete} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit Berlin' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete Berlin' }))
    expect([onEdit.mock.calls.length, onDelete.mock.calls.length]).toEqual([1, 1])
    cleanup()
    renderScreen(<RowActions name="Berlin" onEdit={onEdit} onDelete={onDelete} busy />)
    expect((screen.getByRole('button', { name: 'Delete Berlin' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("Edit is a link with editTo, and the screen's own actions stand between Edit and Delete", () => {
    renderScreen(
      <RowActions name="Test drive" editTo="/admin/forms/3" onDelete={() => {}}>
        <button type="button">Duplicate</button>
      </RowActions>,
    )
    expect(screen.getByRole('link', { name: 'Edit Test drive' }).getAttribute('href')).toBe('/admin/forms/3')
    expect([...document.querySelectorAll('a, button')].map((e) => e.textContent)).toEqual(['Edit', 'Duplicate', 'Delete'])
  })
})
