import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { BlockList, type RenderableBlock } from './BlockList.tsx'
import { heroTitleBanner } from './hero-title-banner/template.ts'
import { loadBlockRenderers } from './renderers.ts'

const banner = (id: number, image: number): RenderableBlock => ({
  id,
  template: 'hero-title-banner',
  fields: heroTitleBanner.schema.parse({ heading: `Banner ${id}`, 'rdx-image': { id: image, alt: `Picture ${image}` } }),
  groups: [],
})

beforeAll(() => loadBlockRenderers(['hero-title-banner']))

/** The <img> tags of the server render, by the media id in their src. */
const images = (blocks: RenderableBlock[]) => {
  const html = renderToString(
    <MemoryRouter>
      <BlockList blocks={blocks} />
    </MemoryRouter>,
  )
  return Object.fromEntries([...html.matchAll(/<img [^>]*src="\/media\/api\/v2\/images\/(\d+)\/[^>]*>/g)].map((m) => [m[1], m[0]]))
}

describe("BlockList's image priorities (spec 1 §9, ADR 061)", () => {
  it("fetches the first block's image first; the second block's loads at once, at the browser's priority; later ones lazily", () => {
    const tags = images([banner(1, 11), banner(2, 12), banner(3, 13)])
    expect(tags['11']).toContain('loading="eager"')
    expect(tags['11']).toContain('fetchPriority="high"')
    expect(tags['12']).toContain('loading="eager"')
    expect(tags['12']).not.toContain('fetchPriority')
    expect(tags['13']).toContain('loading="lazy"')
  })
})
