// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BlockList, type RenderableBlock } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import ImageTabs from './Block.tsx'
import { imageTabs } from './template.ts'

const trims = [
  { image: { id: 1006, alt: 'Vantor Ridge' }, tab_label: 'Ridge', tab_id: 'ridge', blocks_count: 2 },
  { image: { id: 1007, alt: 'Vantor Summit' }, tab_label: 'Summit', tab_id: 'summit', blocks_count: 1 },
]
const tabsBlock = (fields: unknown = {}, groups: unknown[] = trims): RenderableBlock => ({
  id: 20,
  template: 'image-tabs',
  fields: imageTabs.schema.parse(fields),
  groups: groups.map((g) => imageTabs.groupSchema.parse(g)),
})
const quote = (id: number, text: string): RenderableBlock => ({
  id,
  template: 'quote',
  fields: { block_scroll_id: '', section_class: 'center', justify_text: false, quote: text, author: '', author_position: '' },
  groups: [],
})
const page = (first = tabsBlock()) => [
  first,
  quote(21, 'Ridge design'),
  quote(22, 'Ridge off-road'),
  quote(23, 'Summit design'),
  quote(24, 'Retailers'),
]
const visibleQuotes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-template="quote"]')].filter((b) => !b.hidden).map((b) => b.textContent)
const alone = (fields: unknown, eagerImages: boolean, groups: unknown[] = trims) => {
  const block = tabsBlock(fields, groups)
  return renderToStaticMarkup(
    <ImageTabs fields={block.fields as never} groups={block.groups as never} context={{ index: 1, eagerImages }} />,
  )
}

beforeAll(async () => {
  expect(await loadBlockRenderers(['image-tabs', 'quote'])).toEqual([])
})
afterEach(cleanup)

describe('Section Image Tabs (spec 2 §3.9, §4)', () => {
  it("on the server, shows the first tab's blocks only", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <BlockList blocks={page()} />
      </MemoryRouter>,
    )
    const hidden = [...html.matchAll(/<div class="fc-block"[^>]*data-block-index="(\d)"[^>]*>/g)]
      .filter((m) => m[0].includes('hidden'))
      .map((m) => m[1])
    expect(hidden).toEqual(['4'])
  })

  it('shows each tab as its image and label; choosing one shows its blocks', () => {
    render(
      <MemoryRouter>
        <BlockList blocks={page()} />
      </MemoryRouter>,
    )
    expect(visibleQuotes()).toEqual(['Ridge design', 'Ridge off-road', 'Retailers'])
    const summit = screen.getByRole('tab', { name: 'Summit' })
    expect(summit.querySelector('img')?.getAttribute('src')).toContain('/images/1007/')
    fireEvent.click(summit)
    expect(visibleQuotes()).toEqual(['Summit design', 'Retailers'])
    expect(screen.getAllByRole('tab', { selected: true })).toEqual([summit])
    fireEvent.keyDown(summit, { key: 'ArrowLeft' })
    expect(visibleQuotes()).toEqual(['Ridge design', 'Ridge off-road', 'Retailers'])
  })

  it('selects the tab whose tab_id is the URL hash', () => {
    render(
      <MemoryRouter initialEntries={['/en/vantor#summit']}>
        <BlockList blocks={page()} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('tab', { name: 'Summit' }).getAttribute('aria-selected')).toBe('true')
    expect(visibleQuotes()).toEqual(['Summit design', 'Retailers'])
  })

  it("names a tab without a label by its image's alt text", () => {
    render(
      <ImageTabs
        fields={imageTabs.schema.parse({})}
        groups={[imageTabs.groupSchema.parse({ image: { id: 1008, alt: 'Vantor Summit 4x4' } })]}
        context={{ index: 1, eagerImages: false }}
      />,
    )
    const tab = screen.getByRole('tab', { name: 'Vantor Summit 4x4' })
    expect(tab.querySelector('img')?.getAttribute('alt')).toBe('Vantor Summit 4x4') // the name comes from the image
    expect(tab.textContent).toBe('') // no label text of its own
  })

  it.each([
    [{}, true, 'loading="eager"'],
    [{}, false, 'loading="lazy"'],
    [{ has_lazyload: true }, true, 'loading="lazy"'],
  ])('with %o among the first blocks: %s, images load %s', (fields, eager, expected) => {
    const html = alone(fields, eager)
    expect(html.match(/loading="(eager|lazy)"/g)).toEqual([expected, expected])
  })

  it('takes the black theme by default, or the dark one', () => {
    expect(alone({}, true)).toMatch(/<section class="[^"]*black-theme"/)
    expect(alone({ theme: 'dark-theme' }, true)).toMatch(/<section class="[^"]*dark-theme"/)
    expect(alone({}, true, [])).toBe('')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(imageTabs.schema.parse({})).toEqual({ block_scroll_id: '', has_lazyload: false, theme: 'black-theme' })
    expect(imageTabs.groupSchema.parse({})).toEqual({ image: { id: 24735 }, blocks_count: 1, tab_label: '', tab_id: '' })
    expect(imageTabs.schema.safeParse({ theme: 'light-theme' }).success).toBe(false)
    expect(imageTabs.field_groups_template.find((f) => f.symbol === 'image')?.attrs.sizes).toEqual([{ w: 640, h: 360 }])
  })
})
