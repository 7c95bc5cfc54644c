// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable.tsx'

interface Person {
  id: number
  name: string
  age: number
}
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'age', header: 'Age', cell: (p) => String(p.age), sortable: true },
  { id: 'actions', header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> },
]
const people: Person[] = [
  { id: 1, name: 'Ada', age: 36 },
  { id: 2, name: 'Grace', age: 45 },
]

function table(overrides: { sort?: DataTableSort | null; page?: number; total?: number; search?: string } = {}) {
  const onQuery = vi.fn()
  render(
    <DataTable
      label="People"
      columns={columns}
      rows={people}
      total={overrides.total ?? 2}
      page={overrides.page ?? 1}
      perPage={2}
      sort={overrides.sort === undefined ? { id: 'name', dir: 'asc' } : overrides.sort}
      search={overrides.search ?? ''}
      onQuery={onQuery}
      rowKey={(p) => String(p.id)}
    />,
  )
  return onQuery
}
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
/** The pager's position line, announced as it changes (aria-live). */
const position = (label: string) =>
  screen.getByRole('navigation', { name: `${label} pages` }).querySelector('[aria-live="polite"]')?.textContent

afterEach(cleanup)

describe('DataTable', () => {
  it('renders the rows as given, in order, with the caption as the table name', () => {
    table()
    const rows = within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')
    // Every cell through its column's renderer, the actions column included.
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ada', '36', 'Edit Ada'],
      ['Grace', '45', 'Edit Grace'],
    ])
    expect(within(rows[2]!).getByRole('button').textContent).toBe('Edit Grace')
  })

  it('marks the sorted column with aria-sort and the others as unsorted', () => {
    table({ sort: { id: 'age', dir: 'desc' } })
    expect(header('Age').getAttribute('aria-sort')).toBe('descending')
    expect(header('Name').getAttribute('aria-sort')).toBe('none')
    expect(header('Actions').hasAttribute('aria-sort')).toBe(false)
  })

  it.each([
    ['an unsorted column sorts it ascending', { id: 'name', dir: 'asc' } as const, 'Age', { sort: 'age', dir: 'asc', page: 1 }],
    ['the ascending column sorts it descending', { id: 'name', dir: 'asc' } as const, 'Name', { sort: 'name', dir: 'desc', page: 1 }],
    ['the descending column sorts it ascending again', { id: 'name', dir: 'desc' } as const, 'Name', { sort: 'name', dir: 'asc', page: 1 }],
  ])('clicking %s, back on page 1', (_what, sort, column, expected) => {
    const onQuery = table({ sort })
    fireEvent.click(within(header(column)).getByRole('button'))
    expect(onQuery).toHaveBeenCalledWith(expected)
  })

  it('pages forward and back, and disables what is not possible', () => {
    const onQuery = table({ page: 2, total: 5 })
    expect(position('People')).toBe('Page 2 of 3 · 3–4 of 5')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onQuery).toHaveBeenLastCalledWith({ page: 3 })
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1 })
    cleanup()
    table({ page: 1, total: 5 })
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false)
    cleanup()
    table({ page: 3, total: 5 })
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })

  it("offers no Previous or Next on 'Page 1 of 1'", () => {
    table({ page: 1, total: 2 })
    expect(position('People')).toBe('Page 1 of 1 · 1–2 of 2')
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('searches on submit, trimmed, from page 1', () => {
    const onQuery = table({ search: 'ad' })
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement
    expect(box.value).toBe('ad')
    fireEvent.change(box, { target: { value: '  grace ' } })
    fireEvent.submit(screen.getByRole('search'))
    expect(onQuery).toHaveBeenCalledWith({ search: 'grace', page: 1 })
  })

  it('says so when there is nothing to show, and what fills the list', () => {
    render(
      <DataTable
        label="Empty"
        columns={columns}
        rows={[]}
        total={0}
        page={1}
        perPage={20}
        sort={null}
        onQuery={() => {}}
        empty="No people yet."
        emptyHint="Add one above."
      />,
    )
    const [, empty, ...more] = screen.getAllByRole('row')
    expect(more).toEqual([])
    const cell = within(empty!).getByRole('cell')
    expect([cell.textContent, cell.getAttribute('colspan')]).toEqual(['No people yet.Add one above.', '3'])
    // No 'Page 1 of 1 · 0–0 of 0': the position line says what the empty state says, to screen readers.
    expect(position('Empty')).toBe('No people yet.')
    expect(screen.queryByRole('search')).toBeNull()
  })

  it('says what was searched for when nothing matches', () => {
    render(
      <DataTable label="Empty" columns={columns} rows={[]} total={0} page={1} perPage={20} sort={null} search="zed" onQuery={() => {}} />,
    )
    expect(within(screen.getAllByRole('row')[1]!).getByRole('cell').textContent).toBe(
      'Nothing matches “zed”.Try other words, or clear the search.',
    )
  })
})

describe('a screen rendering again', () => {
  it('keeps the cells it had: a focused Edit button stays focused when the columns are made anew', () => {
    const props = {
      label: 'People',
      rows: people,
      total: 2,
      page: 1,
      perPage: 2,
      sort: null,
      onQuery: vi.fn(),
      rowKey: (p: Person) => String(p.id),
    }
    const { rerender } = render(<DataTable {...props} columns={[...columns]} />)
    const edit = screen.getByRole('button', { name: 'Edit Ada' })
    edit.focus()
    rerender(<DataTable {...props} columns={columns.map((column) => ({ ...column, cell: (p: Person) => column.cell(p) }))} />)
    expect(edit.isConnected).toBe(true)
    expect(document.activeElement).toBe(edit)
  })
})
