// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BlockList, type RenderableBlock } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import SectionTabs from './Block.tsx'
import { sectionTabs } from './template.ts'

const tabs = (
  fields: unknown = {},
  groups: unknown[] = [
    {
      tab_label: 'Electric',
      tab_id: 'electric',
      blocks_count: 1,
      group_title: 'Fully electric',
      group_paragraph: '<p>Zero tailpipe emissions.</p>',
    },
    {
      tab_label: 'Plug-in hybrid',
      tab_id: 'hybrid',
      blocks_count: 2,
      group_title: 'Plug-in hybrid',
      modal_tab_subtitle: 'Up to 80 km on electricity',
      modal_tab_image: { id: 1005 },
    },
  ],
): RenderableBlock => ({
  id: 10,
  template: 'section-tabs',
  fields: sectionTabs.schema.parse(fields),
  groups: groups.map((g) => sectionTabs.groupSchema.parse(g)),
})
const quote = (id: number, text: string): RenderableBlock => ({
  id,
  template: 'quote',
  fields: { block_scroll_id: '', section_class: 'center', justify_text: false, quote: text, author: '', author_position: '' },
  groups: [],
})
const page = (first = tabs()) => [
  first,
  quote(11, 'E7 range'),
  quote(12, 'Hybrid range'),
  quote(13, 'Hybrid charging'),
  quote(14, 'After the tabs'),
]
const renderPage = (blocks = page(), url = '/') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <BlockList blocks={blocks} />
    </MemoryRouter>,
  )

/** The texts of the quote blocks a visitor sees. */
const visibleQuotes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-template="quote"]')]
    .filter((b) => !b.hidden)
    .map((b) => b.querySelector('blockquote')?.textContent)
const tab = (name: string) => screen.getByRole('tab', { name })

beforeAll(async () => {
  expect(await loadBlockRenderers(['section-tabs', 'quote'])).toEqual([])
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

describe('Section Tabs (spec 2 §3.9, §4)', () => {
  it("on the server, shows the first tab and its blocks and hides the other tabs' blocks", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <BlockList blocks={page()} />
      </MemoryRouter>,
    )
    const wrapper = (n: number) => new RegExp(`<div class="fc-block"[^>]*data-block-index="${n}"[^>]*>`).exec(html)![0]
    expect(wrapper(2)).not.toContain('hidden')
    expect(wrapper(3)).toContain('hidden=""')
    expect(wrapper(4)).toContain('hidden=""')
    expect(wrapper(5)).not.toContain('hidden')
    expect(wrapper(5)).not.toContain('tabpanel')
    expect(wrapper(2)).toContain('role="tabpanel"')
    expect(wrapper(2)).toContain('aria-labelledby="fc-tab-1-1"')
    expect(wrapper(3)).toContain('aria-labelledby="fc-tab-1-2"')
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*id="fc-tab-1-1" aria-selected="true" tabindex="0"/)
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*id="fc-tab-1-2" aria-selected="false" tabindex="-1"/)
  })

  it('each tab shows the next blocks_count blocks; exactly one tab is current', () => {
    renderPage()
    expect(visibleQuotes()).toEqual(['E7 range', 'After the tabs'])
    fireEvent.click(tab('Plug-in hybrid'))
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
    expect(screen.getAllByRole('tab', { selected: true }).map((t) => t.textContent)).toEqual(['Plug-in hybrid'])
    fireEvent.click(tab('Electric'))
    expect(visibleQuotes()).toEqual(['E7 range', 'After the tabs'])
  })

  it('tells assistive technology which blocks each tab controls', () => {
    renderPage()
    const ids = tab('Plug-in hybrid').getAttribute('aria-controls')!.split(' ')
    expect(ids.map((id) => document.getElementById(id)?.dataset.blockIndex)).toEqual([undefined, '3', '4'])
    expect(document.getElementById(ids[0]!)?.textContent).toBe('Plug-in hybrid') // the tab's own copy
  })

  it('moves between tabs with the arrow keys, Home and End, and focuses the tab', () => {
    renderPage()
    act(() => tab('Electric').focus())
    fireEvent.keyDown(tab('Electric'), { key: 'ArrowRight' })
    expect(tab('Plug-in hybrid').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('Plug-in hybrid'))
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
    fireEvent.keyDown(tab('Plug-in hybrid'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Electric'))
    fireEvent.keyDown(tab('Electric'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Plug-in hybrid'))
    fireEvent.keyDown(tab('Plug-in hybrid'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Electric'))
  })

  it('runs the arrow keys the other way on right-to-left pages', () => {
    render(
      <div dir="rtl">
        <MemoryRouter>
          <BlockList blocks={page()} />
        </MemoryRouter>
      </div>,
    )
    fireEvent.keyDown(tab('Electric'), { key: 'ArrowLeft' })
    expect(tab('Plug-in hybrid').getAttribute('aria-selected')).toBe('true')
  })

  it('selects the tab whose tab_id is the URL hash', () => {
    renderPage(page(), '/en/models/e7#hybrid')
    expect(tab('Plug-in hybrid').getAttribute('aria-selected')).toBe('true')
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
  })

  it("hydrates the server's first tab without a mismatch, then applies the URL hash", async () => {
    const tree = (
      <MemoryRouter initialEntries={['/#hybrid']}>
        <BlockList blocks={page()} />
      </MemoryRouter>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    expect(container.querySelector('[data-block-index="3"]')!.hasAttribute('hidden')).toBe(true)
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
    act(() => root.unmount())
    container.remove()
  })

  it("keeps a controlled block's block_scroll_id as its anchor", () => {
    const blocks = page()
    blocks[2] = { ...blocks[2]!, fields: { ...blocks[2]!.fields, block_scroll_id: 'hybrid-range' } }
    renderPage(blocks)
    expect(document.getElementById('hybrid-range')?.dataset.blockIndex).toBe('3')
    expect(tab('Plug-in hybrid').getAttribute('aria-controls')).toContain('hybrid-range')
  })

  it('selects the tab holding a block the URL hash names', () => {
    renderPage(page(), '/#component-4')
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
  })

  it("shows the current tab's title and paragraph above the tabs, or below with copy_position bottom", () => {
    renderPage()
    const copy = screen.getByRole('tablist').closest('section')!
    expect(screen.getAllByRole('tabpanel', { name: 'Electric' })).toHaveLength(2) // the copy and the block
    expect(within(copy).getByRole('heading').textContent).toBe('Fully electric')
    /** The paragraph of the copy on show (hidden panels are not found by role). */
    const paragraph = () => within(copy).getByRole('tabpanel').querySelector('.fc-prose')?.innerHTML
    expect(paragraph()).toBe('<p>Zero tailpipe emissions.</p>')
    const order = (section: Element) =>
      [...section.querySelectorAll('[role="tablist"], [role="tabpanel"]:not([hidden]) h2')].map((el) => el.tagName)
    expect(order(copy)).toEqual(['H2', 'DIV'])
    fireEvent.click(tab('Plug-in hybrid'))
    expect(within(copy).getByRole('heading').textContent).toBe('Plug-in hybrid')
    expect(paragraph()).toBeUndefined() // this tab has a title only
    cleanup()
    renderPage(page(tabs({ copy_position: 'bottom' })))
    expect(order(screen.getByRole('tablist').closest('section')!)).toEqual(['DIV', 'H2'])
  })

  it("with has_modal, lets the visitor choose the tab from a 'Choose your tab' modal", () => {
    renderPage(page(tabs({ has_modal: true })))
    // The closed modal is not in the page at all.
    expect(document.querySelector('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Choose your tab/ }))
    const dialog = document.querySelector('dialog')!
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(within(dialog).getByRole('heading').textContent).toBe('Choose your tab')
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading').id)
    const choice = within(dialog).getByRole('button', { name: /Plug-in hybrid/ })
    expect(choice.textContent).toContain('Up to 80 km on electricity')
    expect(choice.querySelector('img')?.getAttribute('src')).toContain('/images/1005/')
    fireEvent.click(choice)
    expect(document.querySelector('dialog')).toBeNull()
    expect(tab('Plug-in hybrid').getAttribute('aria-selected')).toBe('true')
    expect(visibleQuotes()).toEqual(['Hybrid range', 'Hybrid charging', 'After the tabs'])
    expect(screen.getByRole('button', { name: /Choose your tab/ }).textContent).toContain('Plug-in hybrid')
  })

  it('closes the modal with its close button, using modal_title', () => {
    renderPage(page(tabs({ has_modal: true, modal_title: 'Pick a powertrain' })))
    fireEvent.click(screen.getByRole('button', { name: /Pick a powertrain/ }))
    const dialog = document.querySelector('dialog')!
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(document.querySelector('dialog')).toBeNull()
    expect(tab('Electric').getAttribute('aria-selected')).toBe('true')
  })

  it('has no modal without has_modal', () => {
    renderPage()
    expect(document.querySelector('dialog')).toBeNull()
  })

  it('switches among its own tabs when shown on its own, and renders nothing without tabs', () => {
    const block = tabs()
    render(<SectionTabs fields={block.fields as never} groups={block.groups as never} context={{ index: 1, eagerImages: true }} />)
    fireEvent.click(tab('Plug-in hybrid'))
    expect(tab('Plug-in hybrid').getAttribute('aria-selected')).toBe('true')
    cleanup()
    const empty = tabs({}, [])
    expect(renderToStaticMarkup(<SectionTabs fields={empty.fields as never} groups={[]} context={{ index: 1, eagerImages: true }} />)).toBe(
      '',
    )
  })

  it('applies the defaults and rejects bad values', () => {
    expect(sectionTabs.schema.parse({})).toEqual({
      block_scroll_id: '',
      copy_position: 'top',
      has_modal: false,
      modal_title: 'Choose your tab',
    })
    expect(sectionTabs.groupSchema.parse({})).toEqual({
      blocks_count: 1,
      tab_icon: '',
      tab_label: '',
      tab_id: '',
      group_title: '',
      group_paragraph: '',
      modal_tab_title: '',
      modal_tab_subtitle: '',
      modal_tab_image: null,
    })
    expect(sectionTabs.schema.safeParse({ copy_position: 'left' }).success).toBe(false)
    expect(sectionTabs.groupSchema.safeParse({ blocks_count: -1 }).success).toBe(false)
    expect(sectionTabs.groupHtmlFields).toEqual(['group_paragraph'])
  })
})
