// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { editorStatus, previewHref } from './status.ts'
import { Topbar, type TopbarProps } from './Topbar.tsx'

afterEach(cleanup)

const props = (overrides: Partial<TopbarProps> = {}): TopbarProps => ({
  title: 'Spring offers',
  path: '/offers/spring',
  status: 'draft',
  busy: null,
  canUndo: false,
  canRedo: false,
  onUndo: vi.fn(),
  onRedo: vi.fn(),
  onSave: vi.fn(),
  onPublish: vi.fn(),
  onToggleVersions: vi.fn(),
  versionsOpen: false,
  previewHref: previewHref('/offers/spring'),
  siteHref: '/offers/spring',
  ...overrides,
})

describe('editorStatus (issue 4 §1 topbar status)', () => {
  it.each([
    { published: false, has_draft: true, dirty: false, status: 'draft' },
    { published: true, has_draft: false, dirty: false, status: 'published' },
    { published: true, has_draft: true, dirty: false, status: 'draft' },
    { published: true, has_draft: false, dirty: true, status: 'unsaved' },
    { published: false, has_draft: false, dirty: true, status: 'unsaved' },
  ])('published=$published draft=$has_draft dirty=$dirty → $status', ({ dirty, status, ...page }) => {
    expect(editorStatus(page, dirty)).toBe(status)
  })
})

describe('previewHref', () => {
  it.each([
    ['/', '/disabled-preview/'],
    ['/offers/spring', '/disabled-preview/offers/spring'],
  ])('%s → %s', (path, href) => {
    expect(previewHref(path)).toBe(href)
  })
})

describe('Topbar', () => {
  it.each([
    { status: 'draft', label: 'Draft', saveEnabled: false },
    { status: 'published', label: 'Published', saveEnabled: false },
    { status: 'unsaved', label: 'Unsaved changes', saveEnabled: true },
  ] as const)('$status: shows "$label"; Save enabled: $saveEnabled', ({ status, label, saveEnabled }) => {
    render(<Topbar {...props({ status })} />, { wrapper: MemoryRouter })
    expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe(label)
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(!saveEnabled)
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows the page, and links to its preview (new tab) and public page', () => {
    render(<Topbar {...props()} />, { wrapper: MemoryRouter })
    expect(screen.getByText('Spring offers').nextElementSibling?.textContent).toBe('/offers/spring') // the path beside the title
    const preview = screen.getByRole('link', { name: 'Preview' })
    expect(preview.getAttribute('href')).toBe('/disabled-preview/offers/spring')
    expect(preview.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'Back to site' }).getAttribute('href')).toBe('/offers/spring')
    cleanup()
    render(<Topbar {...props({ title: '' })} />, { wrapper: MemoryRouter })
    expect(screen.getByText('/offers/spring').previousElementSibling?.textContent).toBe('(untitled)')
  })

  it('while saving, both actions wait and Save says so', () => {
    render(<Topbar {...props({ status: 'unsaved', busy: 'saving' })} />, { wrapper: MemoryRouter })
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('undo and redo follow the history; the buttons call back', () => {
    const onUndo = vi.fn()
    const onSave = vi.fn()
    const onToggleVersions = vi.fn()
    render(<Topbar {...props({ status: 'unsaved', canUndo: true, canRedo: false, onUndo, onSave, onToggleVersions })} />, {
      wrapper: MemoryRouter,
    })
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }))
    expect(onUndo).toHaveBeenCalledTimes(1)
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(onToggleVersions).toHaveBeenCalledTimes(1)
  })
})
