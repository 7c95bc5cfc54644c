// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ui as arabicUiTexts } from '~/i18n/locales/ar.ts'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { Modal } from './Modal.tsx'

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one to open and close (close fires 'close' as browsers do).
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(cleanup)

function escape(dialog: HTMLElement) {
  const event = new Event('cancel', { cancelable: true })
  act(() => {
    dialog.dispatchEvent(event)
  })
  return event
}

function Opener({ preventClose = false, returnFocus, children }: { preventClose?: boolean; returnFocus?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Settings" preventClose={preventClose} returnFocus={returnFocus}>
        <a href="/first">First</a>
        <a href="/last">Last</a>
        {children}
      </Modal>
    </>
  )
}

describe('Modal (spec 1 §2 overlays, §4 Modal)', () => {
  it('renders nothing while closed and a named modal dialog while open', () => {
    const { rerender } = render(
      <Modal open={false} onClose={() => {}} title="Settings">
        Body
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(
      <Modal open onClose={() => {}} title="Settings">
        Body
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.textContent).toContain('Body')
  })

  it('closes on Escape, the close button and the backdrop, and returns focus to the opener', () => {
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Open settings' })
    opener.focus()
    fireEvent.click(opener)
    const event = escape(screen.getByRole('dialog'))
    expect(event.defaultPrevented).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)

    fireEvent.click(opener)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog')
    // A click inside the content does not close it; one on the backdrop (outside the box) does.
    fireEvent.click(screen.getByRole('link', { name: 'First' }))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('whose opener is gone (the cookie banner whose choice opened it) gives the focus to the page’s main region', async () => {
    function Gone() {
      const [banner, setBanner] = useState(true)
      const [open, setOpen] = useState(false)
      return (
        <main id="main" tabIndex={-1}>
          {banner && (
            <button type="button" onClick={() => (setBanner(false), setOpen(true))}>
              Accept all cookies
            </button>
          )}
          <Modal open={open} onClose={() => setOpen(false)} title="Finance event">
            <a href="/offers">Offers</a>
          </Modal>
        </main>
      )
    }
    render(<Gone />)
    const accept = screen.getByRole('button', { name: 'Accept all cookies' })
    accept.focus()
    fireEvent.click(accept)
    escape(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await vi.waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')))
  })

  it('with returnFocus false leaves the focus to its owner: none goes back to the opener', () => {
    render(<Opener returnFocus={false} />)
    const opener = screen.getByRole('button', { name: 'Open settings' })
    opener.focus()
    fireEvent.click(opener)
    screen.getByRole('link', { name: 'First' }).focus()
    escape(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).not.toBe(opener)
  })

  it('does not close on a drag that began inside the content', () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.pointerDown(screen.getByRole('link', { name: 'First' }))
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    expect(screen.queryByRole('dialog')).not.toBeNull()
  })

  it('with preventClose has no close button and ignores Escape and the backdrop', () => {
    const onClose = vi.fn()
    render(
      <Modal open onClose={onClose} title="Your hold ran out" preventClose>
        <button type="button">Back to the listing</button>
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Your hold ran out' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(escape(dialog).defaultPrevented).toBe(true)
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    // A browser that closes it anyway (an unpreventable cancel) sees it opened again.
    act(() => (dialog as HTMLDialogElement).close())
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('wraps Tab round inside the dialog', () => {
    render(<Opener />)
    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }))
    const dialog = screen.getByRole('dialog')
    // jsdom lays nothing out: make the links count as shown.
    for (const el of dialog.querySelectorAll<HTMLElement>('a, button')) Object.defineProperty(el, 'offsetParent', { get: () => dialog })
    const last = screen.getByRole('link', { name: 'Last' })
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('stacks: closing the top modal leaves the one under it open and the page locked', () => {
    function Stack() {
      const [second, setSecond] = useState(true)
      return (
        <Modal open onClose={() => {}} title="First">
          <Modal open={second} onClose={() => setSecond(false)} title="Second">
            Top
          </Modal>
        </Modal>
      )
    }
    render(<Stack />)
    const root = document.documentElement
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && d.querySelector('h2')?.textContent)).toEqual([
      'First',
      'Second',
    ])
    expect(root.style.overflow).toBe('hidden')
    // Escape on the top one closes only it.
    escape(screen.getByRole('dialog', { name: 'Second' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(root.style.overflow).toBe('hidden')
    cleanup()
    expect(root.style.overflow).toBe('')
  })

  it("names the close button in the market's language", () => {
    render(
      <UiTextsContext value={arabicUiTexts}>
        <Modal open onClose={() => {}} title="الإعدادات">
          …
        </Modal>
      </UiTextsContext>,
    )
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  })

  it('is named by a heading of its own content with labelledBy', () => {
    render(
      <Modal open onClose={() => {}} labelledBy="own-heading" variant="sheet">
        <h2 id="own-heading">Filters</h2>
      </Modal>,
    )
    expect(screen.getByRole('dialog', { name: 'Filters' }).className).toMatch(/sheet/)
  })

  it('names its close button as the owner says, or has none when the content shows its own way out', () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Modal open onClose={onClose} title="Walkaround" closeLabel="Close video">
        …
      </Modal>,
    )
    expect(screen.getByRole('button', { name: 'Close video' })).toBeTruthy()
    rerender(
      <Modal open onClose={onClose} title="Delete the thing?" closeButton={false}>
        <button type="button">Cancel</button>
      </Modal>,
    )
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel'])
    // Escape and the backdrop still close it.
    const dialog = screen.getByRole('dialog', { name: 'Delete the thing?' })
    escape(dialog)
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('leaves the focus on a control that took it as it mounted, and still returns it to the opener', () => {
    function Search() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open search
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Search">
            <input aria-label="Query" autoFocus />
          </Modal>
        </>
      )
    }
    // Like a browser, showModal focuses the first control (here the close button).
    const showModal = HTMLDialogElement.prototype.showModal
    HTMLDialogElement.prototype.showModal = function () {
      showModal.call(this)
      this.querySelector('button')?.focus()
    }
    try {
      render(<Search />)
      const opener = screen.getByRole('button', { name: 'Open search' })
      opener.focus()
      fireEvent.click(opener)
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Query' }))
      escape(screen.getByRole('dialog'))
      expect(document.activeElement).toBe(opener)
    } finally {
      HTMLDialogElement.prototype.showModal = showModal
    }
  })

  it("gives the focus to a control marked data-autofocus (a confirm's safe answer), not the first", () => {
    const showModal = HTMLDialogElement.prototype.showModal
    // Like a browser, showModal focuses the first control.
    HTMLDialogElement.prototype.showModal = function () {
      showModal.call(this)
      this.querySelector('button')?.focus()
    }
    try {
      render(
        <Modal open onClose={() => {}} title="Delete page" closeButton={false}>
          <button type="button">Delete</button>
          <button type="button" data-autofocus>
            Cancel
          </button>
        </Modal>,
      )
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
    } finally {
      HTMLDialogElement.prototype.showModal = showModal
    }
  })
})
