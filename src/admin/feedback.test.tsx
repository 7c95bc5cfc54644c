// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUCCESS_MS, useFeedback, type Feedback } from './feedback.tsx'
import { renderScreen } from './testing.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A screen with one button per thing the feedback does; `answers` collects what confirm resolved to. */
function Screen({ answers }: { answers: boolean[] }) {
  const feedback: Feedback = useFeedback()
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => feedback.success('Saved the thing.')}>
        Save
      </button>
      <button type="button" onClick={() => feedback.failure('Thing not saved: name: too long')}>
        Fail
      </button>
      <button
        type="button"
        onClick={() => void feedback.confirm({ title: 'Delete the thing?', action: 'Delete' }).then((a) => answers.push(a))}
      >
        Delete
      </button>
    </main>
  )
}

describe('Admin feedback', () => {
  it.each([
    // The toast where it usually is, the Save button under it: it goes to the other end.
    ['covers the control that asked', { top: 800, bottom: 848 }, true],
    ['is clear of it', { top: 20, bottom: 68 }, false],
  ])('a toast that %s goes to the other end of the window: %s', (_, save, flipped) => {
    const box = (top: number, bottom: number) =>
      ({ left: 900, right: 1400, top, bottom, width: 500, height: bottom - top, x: 900, y: top }) as DOMRect
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.hasAttribute('data-shown') ? box(828, 876) : this.textContent === 'Save' ? box(save.top, save.bottom) : box(0, 0)
    })
    renderScreen(<Screen answers={[]} />)
    const button = screen.getByRole('button', { name: 'Save' })
    fireEvent.pointerDown(button)
    fireEvent.click(button)
    const region = screen.getByRole('region', { name: 'Messages (F8)' })
    expect(screen.getByRole('status').textContent).toBe('Saved the thing.')
    expect(region.hasAttribute('data-flipped')).toBe(flipped)
    vi.restoreAllMocks()
  })

  it('shows one message at a time: a success politely for a while, a failure as an alert until dismissed', () => {
    vi.useFakeTimers()
    renderScreen(<Screen answers={[]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('status').textContent).toBe('Saved the thing.')
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }))
    expect([screen.getByRole('status').textContent, screen.getByRole('alert').textContent]).toEqual(['', 'Thing not saved: name: too long'])
    act(() => vi.advanceTimersByTime(SUCCESS_MS * 2))
    expect(screen.getByRole('alert').textContent).toBe('Thing not saved: name: too long')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    act(() => vi.advanceTimersByTime(SUCCESS_MS - 1))
    expect(screen.getByRole('status').textContent).toBe('Saved the thing.')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('F8 reaches the message; Escape dismisses it and focus goes back', () => {
    renderScreen(<Screen answers={[]} />)
    const fail = screen.getByRole('button', { name: 'Fail' })
    fail.focus()
    fireEvent.click(fail)
    fireEvent.keyDown(document, { key: 'F8' })
    const dismiss = screen.getByRole('button', { name: 'Dismiss' })
    expect(document.activeElement).toBe(dismiss)
    fireEvent.keyDown(dismiss, { key: 'Escape' })
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
    expect(document.activeElement).toBe(fail)
  })

  it('asks in a dialog with Cancel focused; each answer closes it and gives focus back to what opened it', async () => {
    const answers: boolean[] = []
    renderScreen(<Screen answers={answers} />)
    const opener = screen.getByRole('button', { name: 'Delete' })
    for (const choice of ['Cancel', 'Delete'] as const) {
      opener.focus()
      fireEvent.click(opener)
      const dialog = screen.getByRole('dialog', { name: 'Delete the thing?' })
      const [cancel, confirm] = [...dialog.querySelectorAll('button')]
      expect(document.activeElement).toBe(cancel)
      await act(async () => fireEvent.click(choice === 'Cancel' ? cancel! : confirm!))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(document.activeElement).toBe(opener)
    }
    expect(answers).toEqual([false, true])
  })
})
