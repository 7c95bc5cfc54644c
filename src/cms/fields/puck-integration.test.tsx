// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Puck's drag and drop (@dnd-kit) needs these browser APIs as it loads and lays out; jsdom has none.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
})

const { Puck, createUsePuck } = await import('@puckeditor/core')
const { buildPuckConfig } = await import('../puck-config.tsx')
const { DEFAULT_PAGE_PROPERTIES, fromPuckData, toPuckData } = await import('../puck-data.ts')
const { EditorFieldErrors } = await import('./EditorFieldErrors.tsx')
const { inRouter } = await import('~/test/blocks.tsx')
const { blockRegistry } = await import('~/blocks/registry.ts')

afterEach(cleanup)

describe('the field editors inside Puck', () => {
  it('edit the page properties in the root panel, show their errors, and map back to the document', async () => {
    const onChange = vi.fn()
    const data = toPuckData({
      ...DEFAULT_PAGE_PROPERTIES,
      title: 'About',
      blocks: [{ template: 'quote', fields: { quote: 'Calm' }, groups: [] }],
    })
    render(
      inRouter(
        <Puck
          config={buildPuckConfig({})}
          data={data}
          onChange={onChange}
          iframe={{ enabled: false }}
          overrides={{
            fields: ({ children }) => (
              <EditorFieldErrors errors={{ root: { meta_title: 'At most 300 characters' } }}>{children}</EditorFieldErrors>
            ),
          }}
        />,
      ),
    )
    // NOTE: Puck draws its field panel twice (wide and narrow layouts); the first is enough.
    const [title] = await screen.findAllByLabelText<HTMLInputElement>('Title')
    expect(title!.value).toBe('About')
    expect(screen.getAllByText('At most 300 characters')[0]!.id).toMatch(/meta_title-.*-error$/)
    await act(async () => {
      fireEvent.change(title!, { target: { value: 'About us' } })
    })
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const document = fromPuckData(onChange.mock.lastCall![0])
    expect(document.title).toBe('About us')
    expect(document.blocks).toEqual([{ template: 'quote', fields: { quote: 'Calm' }, groups: [] }])
  })

  it('draw the real block in the canvas and its fields when it is selected', async () => {
    const onChange = vi.fn()
    const data = toPuckData(
      {
        ...DEFAULT_PAGE_PROPERTIES,
        blocks: [
          { template: 'accordion', fields: {}, groups: [{ accordion_title: 'Charging at home', accordion_content: '<p>Overnight.</p>' }] },
        ],
      },
      () => 'r',
    )
    render(
      inRouter(
        <Puck
          config={buildPuckConfig({})}
          data={data}
          onChange={onChange}
          iframe={{ enabled: false }}
          overrides={{
            fields: ({ children }) => (
              <EditorFieldErrors errors={{ 'block-0-r': { 'groups[0].accordion_title': 'Too long' } }}>{children}</EditorFieldErrors>
            ),
          }}
        />,
      ),
    )
    const heading = await screen.findByText('Charging at home', { selector: '[data-template="accordion"] *' }, { timeout: 10_000 })
    await act(async () => {
      fireEvent.click(heading)
    })
    const [openAll] = await screen.findAllByLabelText<HTMLInputElement>('Open all label')
    expect(openAll!.value).toBe('Open all')
    await act(async () => {
      fireEvent.change(openAll!, { target: { value: 'Show all' } })
    })
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(fromPuckData(onChange.mock.lastCall![0]).blocks[0]!.fields).toEqual({ open_all_label: 'Show all' })
    // The group's field shows the error kept under its Puck name once its item is open.
    const [item] = screen.getAllByText('Charging at home', { selector: '[class*="ArrayFieldItem"] *' })
    await act(async () => {
      fireEvent.click(item!)
    })
    expect((await screen.findAllByText('Too long'))[0]!.getAttribute('role')).toBe('alert')
  })

  it('add field groups up to max_field_groups (Gallery Categories: 4, spec 2 §9), new ones with the group defaults', async () => {
    const onChange = vi.fn()
    const groups = [1, 2, 3].map((n) => ({ category_name: `Category ${n}` }))
    const data = toPuckData({ ...DEFAULT_PAGE_PROPERTIES, blocks: [{ template: 'gallery-categories', fields: {}, groups }] }, () => 'r')
    render(inRouter(<Puck config={buildPuckConfig({})} data={data} onChange={onChange} iframe={{ enabled: false }} />))
    const block = await waitFor(
      () => {
        const element = document.querySelector('[data-template="gallery-categories"]')
        if (!element?.firstElementChild) throw new Error('not drawn yet')
        return element
      },
      { timeout: 10_000 },
    )
    await act(async () => {
      fireEvent.click(block.firstElementChild!)
    })
    const addButtons = () => document.querySelectorAll<HTMLButtonElement>('[class*="ArrayField-addButton"]')
    await waitFor(() => expect(addButtons().length).toBeGreaterThan(0))
    await act(async () => {
      fireEvent.click(addButtons()[0]!)
    })
    await waitFor(() => expect(addButtons().length).toBe(0))
    const saved = fromPuckData(onChange.mock.lastCall![0]).blocks[0]!
    expect(saved.groups).toHaveLength(4)
    expect(blockRegistry['gallery-categories'].groupSchema.safeParse(saved.groups[3]).success).toBe(true)
  })
})

describe('the canvas', () => {
  const hint = 'Drag a block here from the Blocks list'
  it('of an empty page says where blocks go; a page with blocks does not', async () => {
    render(
      inRouter(
        <Puck config={buildPuckConfig({})} data={toPuckData({ ...DEFAULT_PAGE_PROPERTIES, blocks: [] })} iframe={{ enabled: false }} />,
      ),
    )
    expect(await screen.findByText(hint)).toBeTruthy()
    cleanup()
    const data = toPuckData({ ...DEFAULT_PAGE_PROPERTIES, blocks: [{ template: 'quote', fields: { quote: 'Calm' }, groups: [] }] })
    render(inRouter(<Puck config={buildPuckConfig({})} data={data} iframe={{ enabled: false }} />))
    await screen.findByText('Calm', {}, { timeout: 10_000 })
    expect(screen.queryByText(hint)).toBeNull()
  })

  it('tell Puck a rich-text field has the focus, so Puck keeps its value while someone types', async () => {
    const usePuck = createUsePuck()
    function FocusProbe() {
      const focus = usePuck((s) => s.appState.ui.field.focus)
      return <output data-testid="focus">{String(focus ?? 'none')}</output>
    }
    const data = toPuckData(
      { ...DEFAULT_PAGE_PROPERTIES, blocks: [{ template: 'sign-post', fields: { custom_heading: 'Where to next?' }, groups: [] }] },
      () => 'r',
    )
    render(
      inRouter(
        <Puck
          config={buildPuckConfig({})}
          data={data}
          iframe={{ enabled: false }}
          ui={{ itemSelector: { index: 0, zone: 'root:default-zone' } }}
          overrides={{
            fields: ({ children }) => (
              <>
                <FocusProbe />
                {children}
              </>
            ),
          }}
        />,
      ),
    )
    // The rich-text area is TipTap's contenteditable element (made in an effect).
    const title = await waitFor(
      () =>
        screen
          .getAllByLabelText('Title')
          .find((element) => element.isContentEditable || element.getAttribute('contenteditable') === 'true')!,
      { timeout: 10_000 },
    )
    await act(async () => {
      fireEvent.focusIn(title)
    })
    expect(screen.getAllByTestId('focus')[0]!.textContent).toBe('heading')
    await act(async () => {
      fireEvent.focusOut(title)
    })
    expect(screen.getAllByTestId('focus')[0]!.textContent).toBe('none')
  })
})
