// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { editorStatus, editorTitle, previewHref } from './status.ts'
import { Topbar, type TopbarProps } from './Topbar.tsx'

beforeAll(mockModalDialogs)
afterEach(cleanup)

const props = (overrides: Partial<TopbarProps> = {}): TopbarProps => ({
  title: 'Spring offers',
  path: '/offers/spring',
  status: 'draft',
  busy: null,
  canUndo: false,
  canRedo: false,
  historyRecorded: true,
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

describe('Topbar: a disabled page', () => {
  it('says visitors do not see it, beside its status', () => {
    render(<Topbar {...props({ status: 'published', disabled: true })} />, { wrapper: MemoryRouter })
    expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe('Published')
    expect(screen.getByText('Disabled: hidden from visitors')).toBeTruthy()
  })
  it('says nothing of it for an enabled page', () => {
    render(<Topbar {...props({ status: 'published' })} />, { wrapper: MemoryRouter })
    expect(screen.queryByText(/Disabled/)).toBeNull()
  })
})

describe('editorStatus (the topbar status; a published page says so)', () => {
  it.each([
    { published: false, has_draft: true, dirty: false, status: 'draft' },
    { published: false, has_draft: true, dirty: true, status: 'unsaved' },
    { published: false, has_draft: false, dirty: true, status: 'unsaved' },
    { published: true, has_draft: false, dirty: false, status: 'published' },
    { published: true, has_draft: true, dirty: false, status: 'publishedDraft' },
    { published: true, has_draft: false, dirty: true, status: 'publishedUnsaved' },
    { published: true, has_draft: true, dirty: true, status: 'publishedUnsaved' },
  ])('published=$published draft=$has_draft dirty=$dirty → $status', ({ dirty, status, ...page }) => {
    expect(editorStatus(page, dirty)).toBe(status)
  })
})

describe('editorTitle (the bar follows the Title field)', () => {
  it.each([
    [{ title: 'Spring offers' }, 'Offers', 'Spring offers'],
    [{ title: null }, 'Offers', ''],
    [{ title: '' }, 'Offers', ''],
    [undefined, 'Offers', 'Offers'],
    [{}, null, ''],
  ])('%j with %j saved shows %j', (props, saved, shown) => expect(editorTitle(props, saved)).toBe(shown))
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
    { status: 'draft', label: 'Draft', saveEnabled: false, publishEnabled: true },
    { status: 'unsaved', label: 'Unsaved changes', saveEnabled: true, publishEnabled: true },
    { status: 'published', label: 'Published', saveEnabled: false, publishEnabled: false },
    { status: 'publishedDraft', label: 'Published · draft saved', saveEnabled: false, publishEnabled: true },
    { status: 'publishedUnsaved', label: 'Published · unsaved changes', saveEnabled: true, publishEnabled: true },
  ] as const)(
    '$status: shows "$label"; Save enabled: $saveEnabled; Publish enabled: $publishEnabled',
    ({ status, label, saveEnabled, publishEnabled }) => {
      render(<Topbar {...props({ status })} />, { wrapper: MemoryRouter })
      expect(screen.getByRole('status', { name: 'Page status' }).textContent).toBe(label)
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe(saveEnabled ? null : 'true')
      // Nothing to publish when visitors already see this version.
      expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe(publishEnabled ? null : 'true')
    },
  )

  it('Publish asks first: Cancel publishes nothing, "Publish now" publishes once', () => {
    const onPublish = vi.fn()
    render(<Topbar {...props({ status: 'publishedUnsaved', onPublish })} />, { wrapper: MemoryRouter })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const dialog = screen.getByRole('dialog', { name: 'Publish this page?' })
    expect(dialog.textContent).toContain('Visitors will see this version of /offers/spring at once. Your unsaved changes are saved first.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onPublish).not.toHaveBeenCalled()

    screen.getByRole('button', { name: 'Publish' }).focus()
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Publish this page?' })).getByRole('button', { name: 'Publish now' }))
    expect(onPublish).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Publish' }))
    // While it publishes, and once nothing is left to publish, the focus stays on Publish: a press does nothing.
    cleanup()
    render(<Topbar {...props({ status: 'published', onPublish })} />, { wrapper: MemoryRouter })
    const publish = screen.getByRole('button', { name: 'Publish' })
    publish.focus()
    fireEvent.click(publish)
    expect(document.activeElement).toBe(publish)
    expect(screen.queryByRole('dialog')).toBeNull()
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

  it('while saving, both actions wait and Save says so, keeping the focus', () => {
    const onSave = vi.fn()
    render(<Topbar {...props({ status: 'unsaved', busy: 'saving', onSave })} />, { wrapper: MemoryRouter })
    const saving = screen.getByRole('button', { name: 'Saving…' })
    expect(saving.getAttribute('aria-disabled')).toBe('true')
    saving.focus()
    fireEvent.click(saving)
    expect(onSave).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(saving)
    expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe('true')
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
