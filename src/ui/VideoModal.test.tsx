// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ButtonLink } from './Button.tsx'
import { useOpenVideo, VideoModalHost } from './VideoModal.tsx'

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

/** A modal's name: its heading (the modal primitive names the dialog by it). */
const named = (dialog: Element | null | undefined) => dialog?.querySelector('h2')?.textContent

function FilmList() {
  const open = useOpenVideo()
  return (
    <button
      type="button"
      onClick={() => open?.({ url: '/media/films/walkaround.mp4', header: 'Walkaround', description: 'Two minutes round the E7.' })}
    >
      Walkaround
    </button>
  )
}

describe('video modal (spec 1 §2: openable from anywhere, several may stack)', () => {
  it('opens a video link in a modal with the embedded player, keeping the link as a fallback', async () => {
    render(
      <VideoModalHost>
        <ButtonLink url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" label="Watch the film" external />
      </VideoModalHost>,
    )
    const link = screen.getByRole('link', { name: 'Watch the film' })
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    fireEvent.click(link)
    // The dialog is a chunk of its own, loaded on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Watch the film' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  })

  it('stacks a second modal over the first and closes them one at a time', async () => {
    render(
      <VideoModalHost>
        <ButtonLink url="https://vimeo.com/76979871" label="Launch film" external />
        <FilmList />
      </VideoModalHost>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Launch film' }))
    await screen.findByRole('dialog', { name: 'Launch film' })
    fireEvent.click(screen.getByRole('button', { name: 'Walkaround' }))
    await screen.findByRole('dialog', { name: 'Walkaround' })
    expect(screen.getAllByRole('dialog').map(named)).toEqual(['Launch film', 'Walkaround'])
    expect(screen.getByRole('dialog', { name: 'Walkaround' }).querySelector('video')?.getAttribute('src')).toBe(
      '/media/films/walkaround.mp4',
    )
    // The description sits in its own video's modal, not in the one under it.
    expect(named(screen.getByText('Two minutes round the E7.').closest('dialog'))).toBe('Walkaround')

    const closeButtons = screen.getAllByRole('button', { name: 'Close video' })
    fireEvent.click(closeButtons[1]!)
    expect(screen.getAllByRole('dialog').map(named)).toEqual(['Launch film'])
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }))
    expect(screen.queryAllByRole('dialog')).toEqual([])
  })

  it('leaves links that are not videos alone', () => {
    render(
      <VideoModalHost>
        <ButtonLink url="https://example.com/brochure.pdf" label="Brochure" external target="_blank" />
      </VideoModalHost>,
    )
    const link = screen.getByRole('link', { name: 'Brochure' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.hasAttribute('aria-haspopup')).toBe(false)
  })
})
