import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { BlockList } from './BlockList.tsx'
import { blockRegistry, findTemplate } from './registry.ts'
import { blockRendererKeys, blockRenderers, loadBlockRenderers } from './renderers.ts'
import { blockSamples } from './samples.ts'

const blocksDir = import.meta.dirname

describe('block registry (STYLE.md: the single list)', () => {
  it('lists every block folder, under its own key', () => {
    const folders = readdirSync(blocksDir)
      .filter((f) => statSync(join(blocksDir, f)).isDirectory())
      .sort()
    expect(Object.keys(blockRegistry).sort()).toEqual(folders)
    for (const [key, template] of Object.entries(blockRegistry)) expect(template.key).toBe(key)
  })

  it('has a thumbnail screenshot for every template (npm run thumbnails makes them)', () => {
    const publicDir = join(blocksDir, '..', '..', 'public')
    const missing = Object.values(blockRegistry).filter((t) => !existsSync(join(publicDir, decodeURIComponent(t.thumbnail_url))))
    expect(missing.map((t) => t.thumbnail_url)).toEqual([])
  })

  it('has exactly one renderer per template', () => {
    expect([...blockRendererKeys].sort()).toEqual(Object.keys(blockRegistry).sort())
  })

  it('loads renderers on demand, once, ignoring unknown keys', async () => {
    expect(await loadBlockRenderers(['quote', 'quote', 'no-such-block'])).toEqual([])
    expect(typeof blockRenderers.quote).toBe('function')
    expect(blockRenderers['no-such-block']).toBeUndefined()
  })

  beforeAll(async () => {
    expect(await loadBlockRenderers(Object.keys(blockRegistry))).toEqual([])
  })

  it.each(Object.keys(blockRegistry))('%s renders with its defaults', (key) => {
    const template = findTemplate(key)!
    const fields = template.schema.parse({})
    const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={[{ id: 1, template: key, fields, groups: [] }]} /> }])
    const html = renderToStaticMarkup(<RouterProvider router={router} />)
    expect(html).toContain(`data-template="${key}"`)
    expect(html).toContain('data-block-index="1"')
  })

  // The wrapper alone proves nothing: a block that renders nothing would pass the test above.
  // Rendered with its sample (what an editor would enter), every block shows text or media.
  // Blocks whose content comes from data resolved on the server (their data.server.ts), not from fields.
  const dataOnly = new Set([
    'collection-slider-feed',
    'racing-results',
    'select-vehicle-to-update',
    'form-component',
    'stock-locator',
    'stock-locator-overseas',
    'stock-locator-carousel',
    'saved-vehicles',
    'retailer-locator',
    'retailer-locator-mena',
    'retailer-locator-with-map',
  ])
  it.each(Object.keys(blockRegistry).filter((key) => !dataOnly.has(key)))('%s shows its sample content', (key) => {
    const template = findTemplate(key)!
    const sample = blockSamples[key as keyof typeof blockSamples]
    const block = {
      id: 1,
      template: key,
      fields: template.schema.parse(sample.fields),
      groups: (sample.groups ?? []).map((g) => template.groupSchema.parse(g)),
    }
    const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={[block]} /> }])
    const html = renderToStaticMarkup(<RouterProvider router={router} />)
    const inner = html.slice(html.indexOf('>', html.indexOf('data-block-index="1"')) + 1)
    const text = inner
      .replace(/<[^>]*>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    const media = /<(img|video|iframe|svg|picture|canvas)\b/.test(inner)
    expect(text.length > 0 || media, `${key} rendered no text and no media: ${inner.slice(0, 200)}`).toBe(true)
  })

  it('does not treat inherited object keys as templates', () => {
    expect(findTemplate('constructor')).toBeUndefined()
    expect(findTemplate('toString')).toBeUndefined()
  })
})

describe('editor-mode placeholders', () => {
  const render = (editing: boolean) =>
    renderToStaticMarkup(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: (
              <BlockList
                editing={editing}
                blocks={[{ id: 1, template: 'quote-slider', fields: findTemplate('quote-slider')!.schema.parse({}), groups: [] }]}
              />
            ),
          },
        ])}
      />,
    )

  it('marks a block in the editor with a placeholder that shows while it renders nothing', () => {
    expect(render(true)).toContain('data-placeholder="quote-slider: add content"></div>')
  })

  it('never on the public page', () => {
    expect(render(false)).not.toContain('data-placeholder')
  })
})
