// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import InPageNavigation from './Block.tsx'
import { inPageNavigation } from './template.ts'

const sections = [
  { label: 'Design', blockId: 'design' },
  { label: 'Range', blockId: '#range' },
  { label: 'Charging', blockId: 'component-5' },
]
const nav = (raw: unknown, groups: unknown[] = sections) => (
  <MemoryRouter>
    <InPageNavigation
      fields={inPageNavigation.schema.parse(raw)}
      groups={groups.map((g) => inPageNavigation.groupSchema.parse(g))}
      context={{ index: 1, eagerImages: true }}
    />
  </MemoryRouter>
)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Inpage navigation (spec 2 §3.9)', () => {
  it('links to the blocks by their anchors, in order, on the server', () => {
    const html = renderToStaticMarkup(nav({}))
    expect(html).toContain('<nav')
    expect([...html.matchAll(/href="(#[^"]*)"/g)].map((m) => m[1])).toEqual(['#design', '#range', '#component-5', '#top'])
  })

  // A section in a tab not chosen has no box (display: none): it is not the one in view.
  it('marks the section shown whose top passed last, skipping one hidden in a tab', () => {
    const section = (id: string, top: number, shown: boolean) => {
      const element = document.body.appendChild(document.createElement('section'))
      element.id = id
      element.getBoundingClientRect = () => ({ top }) as DOMRect
      element.getClientRects = () => (shown ? [{}] : []) as unknown as DOMRectList
      return element
    }
    // Linked out of the page's order: Charging's top passed last, Range is hidden, Wheels still below.
    const placed = [section('design', -400, true), section('range', 0, false), section('charging', -50, true), section('wheels', 900, true)]
    try {
      render(nav({}, [{ label: 'Charging', blockId: 'charging' }, sections[0], sections[1], { label: 'Wheels', blockId: 'wheels' }]))
      expect(screen.getByRole('link', { name: 'Charging' }).getAttribute('aria-current')).toBe('true')
      for (const name of ['Design', 'Range', 'Wheels']) expect(screen.getByRole('link', { name }).getAttribute('aria-current')).toBeNull()
    } finally {
      for (const element of placed) element.remove()
    }
  })

  it('has a go-to-top link labelled goTopShort, TOP by default', () => {
    render(nav({}))
    expect(screen.getByRole('link', { name: 'TOP' }).getAttribute('href')).toBe('#top')
    cleanup()
    render(nav({ goTopShort: 'Back to top' }))
    expect(screen.getByRole('link', { name: 'Back to top' }).getAttribute('href')).toBe('#top')
    expect(screen.queryByRole('link', { name: 'TOP' })).toBeNull()
  })

  it('goes to the top without changing the address', () => {
    const scrollTo = vi.fn()
    window.scrollTo = scrollTo
    window.matchMedia = vi.fn().mockReturnValue({ matches: true })
    render(nav({}))
    const event = fireEvent.click(screen.getByRole('link', { name: 'TOP' }))
    expect(event).toBe(false) // default prevented
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
  })

  it('leaves out links without a label or a usable block id', () => {
    render(
      nav({}, [
        { label: 'Design', blockId: '' },
        { label: '', blockId: 'range' },
        { label: 'Interior', blockId: 'interior' },
      ]),
    )
    const list = screen.getByRole('list')
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Interior'])
  })

  it('shows the button when it is a complete link', () => {
    render(nav({ link: { url: '/en/test-drive', link_text: 'Book a test drive', type: 'internal' } }))
    expect(screen.getByRole('link', { name: 'Book a test drive' }).getAttribute('href')).toBe('/en/test-drive')
    cleanup()
    render(nav({ link: { url: '/en/test-drive', link_text: '' } }))
    expect(screen.queryByRole('link', { name: /test drive/i })).toBeNull()
  })

  it('folds its links into a menu for phones, closed by a link, by Escape and by a tap outside', () => {
    render(nav({}))
    const toggle = screen.getByRole('button', { name: 'On this page: Design' })
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('list').id)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('link', { name: 'Range' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    fireEvent.click(toggle)
    fireEvent.pointerDown(document.body)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('renders nothing without links or button', () => {
    expect(renderToStaticMarkup(nav({}, []))).toBe('')
  })

  it('has no block_scroll_id, unlike every other block (spec 2 §2), and up to 10 links', () => {
    expect(inPageNavigation.schema.parse({})).toEqual({ goTopShort: 'TOP', link: null })
    expect(inPageNavigation.groupSchema.parse({})).toEqual({ label: '', blockId: '' })
    expect(inPageNavigation.fields.map((f) => f.symbol)).not.toContain('block_scroll_id')
    expect(inPageNavigation.max_field_groups).toBe(10)
    expect(inPageNavigation.schema.safeParse({ block_scroll_id: 'x' }).success).toBe(false)
  })
})
