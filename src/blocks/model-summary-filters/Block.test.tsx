// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { BlockList, type RenderableBlock } from '../BlockList.tsx'
import { modelSummary } from '../model-summary/template.ts'
import { loadBlockRenderers } from '../renderers.ts'
import { modelSummaryFilters } from './template.ts'

let nextId = 1
const filters = (fields: Record<string, unknown> = {}): RenderableBlock => ({
  id: nextId++,
  template: 'model-summary-filters',
  fields: modelSummaryFilters.schema.parse(fields),
  groups: [],
})
const derivative = (model: string, bodystyle: string, tab_id = ''): RenderableBlock => ({
  id: nextId++,
  template: 'model-summary',
  fields: modelSummary.schema.parse({ model, bodystyle, tab_id }),
  groups: [],
})
const models = () => [
  filters(),
  derivative('Aurelia E7', 'Saloon', 'e7'),
  derivative('Aurelia E5', 'Hatchback'),
  derivative('Aurelia E9', 'Saloon'),
  derivative('Vantor Ridge', 'SUV', 'ridge'),
  derivative('Vantor Summit', 'SUV'),
]

// Each test is its own page: the filters' state belongs to a page (its path).
let pageNumber = 0
const nextPath = () => `/models-${++pageNumber}`
const renderPage = (blocks = models(), url = nextPath()) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <BlockList blocks={blocks} />
    </MemoryRouter>,
  )

/** The titles of the Derivatives blocks a visitor sees. */
const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-template="model-summary"] section')]
    .filter((s) => !s.hidden)
    .map((s) => s.querySelector('h2')!.textContent)
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const options = (name: string) => [...select(name).options].map((o) => o.textContent)
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
const everything = ['Aurelia E7', 'Aurelia E5', 'Aurelia E9', 'Vantor Ridge', 'Vantor Summit']

beforeAll(async () => {
  expect(await loadBlockRenderers(['model-summary', 'model-summary-filters'])).toEqual([])
})
afterEach(cleanup)

describe('Model Summary Filters (spec 2 §4)', () => {
  it('on the server, shows every Derivatives block and the form without options, disabled', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={[nextPath()]}>
        <BlockList blocks={models()} />
      </MemoryRouter>,
    )
    expect(html).not.toContain('hidden')
    expect(html.match(/<select[^>]*disabled=""/g)).toHaveLength(2)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/)
    expect(html.match(/<option/g)).toHaveLength(2) // 'All' in each
  })

  it("hydrates without a mismatch, then offers the page's body styles and selects the first registration", async () => {
    const tree = (
      <MemoryRouter initialEntries={[nextPath()]}>
        <BlockList blocks={models()} />
      </MemoryRouter>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(options('Select body style')).toEqual(['All', 'Saloon', 'Hatchback', 'SUV'])
    expect(select('Select body style').value).toBe('Saloon')
    expect(select('Select model').value).toBe('Aurelia E7')
    expect(select('Select model').disabled).toBe(false)
    expect(visible()).toEqual(everything)
    act(() => root.unmount())
    container.remove()
  })

  it('choosing a body style limits the models', () => {
    renderPage()
    expect(options('Select model')).toEqual(['All', 'Aurelia E7', 'Aurelia E9'])
    choose('Select body style', 'SUV')
    expect(options('Select model')).toEqual(['All', 'Vantor Ridge', 'Vantor Summit'])
    expect(select('Select model').value).toBe('')
    choose('Select body style', '')
    expect(options('Select model')).toEqual(['All', ...['Aurelia E7', 'Aurelia E9', 'Aurelia E5', 'Vantor Ridge', 'Vantor Summit']])
  })

  it('submit applies the selection: only the matching Derivatives stay visible', () => {
    renderPage()
    choose('Select body style', 'SUV')
    choose('Select model', 'Vantor Summit')
    expect(visible()).toEqual(everything) // choosing alone applies nothing
    submit()
    expect(visible()).toEqual(['Vantor Summit'])
    choose('Select model', '')
    submit()
    expect(visible()).toEqual(['Vantor Ridge', 'Vantor Summit'])
    choose('Select body style', '')
    submit()
    expect(visible()).toEqual(everything)
  })

  it("a URL hash naming a Derivatives block's tab_id selects and applies its body style and model", () => {
    renderPage(models(), `${nextPath()}#ridge`)
    expect(visible()).toEqual(['Vantor Ridge'])
    expect(select('Select body style').value).toBe('SUV')
    expect(select('Select model').value).toBe('Vantor Ridge')
  })

  it('registering from another page resets the state: that page starts with its own options, nothing applied', async () => {
    const first = nextPath()
    const second = nextPath()
    const router = createMemoryRouter(
      [
        { path: first, element: <BlockList blocks={models()} /> },
        {
          path: second,
          element: <BlockList blocks={[filters(), derivative('Aurelia GT', 'Coupé'), derivative('Aurelia E5', 'Hatchback')]} />,
        },
      ],
      { initialEntries: [first] },
    )
    render(<RouterProvider router={router} />)
    choose('Select body style', 'SUV')
    submit()
    expect(visible()).toEqual(['Vantor Ridge', 'Vantor Summit'])
    await act(() => router.navigate(second))
    expect(options('Select body style')).toEqual(['All', 'Coupé', 'Hatchback'])
    expect(select('Select body style').value).toBe('Coupé')
    expect(visible()).toEqual(['Aurelia GT', 'Aurelia E5'])
  })

  it('without Derivatives on the page, stays disabled', () => {
    renderPage([filters()])
    expect(select('Select body style').disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true)
  })

  it("uses the editor's labels", () => {
    renderPage([
      filters({ selectBodystyle: 'Body', selectModel: 'Car', submit: 'Go', allLabel: 'Any' }),
      derivative('Aurelia E7', 'Saloon'),
    ])
    expect(options('Body')).toEqual(['Any', 'Saloon'])
    expect(options('Car')).toEqual(['Any', 'Aurelia E7'])
    const go = screen.getByRole<HTMLButtonElement>('button', { name: 'Go' })
    expect([go.type, go.disabled]).toEqual(['submit', false]) // the filters' own submit, usable with Derivatives here
  })
})

describe('Model Summary Filters template (spec 2 §3.9)', () => {
  it('has its defaults and takes no groups', () => {
    expect(modelSummaryFilters.schema.parse({})).toEqual({
      block_scroll_id: '',
      selectBodystyle: 'Select body style',
      selectModel: 'Select model',
      submit: 'Apply',
      allLabel: 'All',
    })
    const page = (groups: unknown[]) =>
      parseBundle({
        format: 'forecourt.bundle/1',
        pages: [{ path: '/p', title: 'P', blocks: [{ template: 'model-summary-filters', fields: {}, groups }] }],
      })
    expect(page([]).ok).toBe(true)
    expect(page([{}]).ok).toBe(false)
  })

  it.each([{ submit: 3 }, { selectModel: 'x'.repeat(101) }, { models: [] }])('rejects %j', (raw) => {
    expect(modelSummaryFilters.schema.safeParse(raw).success).toBe(false)
  })
})
