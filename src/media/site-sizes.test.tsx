import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { BlockList } from '~/blocks/BlockList.tsx'
import { wallpaperUrl } from '~/blocks/gallery-carousel/wallpaper.ts'
import { blockRegistry, findTemplate } from '~/blocks/registry.ts'
import { loadBlockRenderers } from '~/blocks/renderers.ts'
import { schemaImageUrl } from '~/blocks/retailer-schema/RetailersJsonLd.tsx'
import { blockSamples } from '~/blocks/samples.ts'
import { imageThumbnailUrl as editorThumbnailUrl } from '~/cms/fields/media.ts'
import { SHARE_IMAGE_WIDTH } from '~/content/meta.ts'
import { createSandboxCollectionFeed } from '~/merchandise/collection-feed.server.ts'
import { ImageFactsContext } from '~/ui/Image.tsx'
import type { ImageFacts } from '~/ui/image.ts'
import { imageThumbnailUrl } from './library.ts'
import { parseVariantRequest } from './variants.server.ts'

/**
 * The delivery makes only the sizes the site uses, so everything that builds a media
 * URL (blocks, meta, JSON-LD, feeds, the editor's and the back office's thumbnails, the demo
 * content) must ask for one of them; a new size fails here, not in front of a visitor.
 */
const root = join(import.meta.dirname, '..', '..')
const VARIANT_URL = /\/api\/v2\/images\/(?:\d+|\$\{[^}]+\})\/w\/([^"'\s,)<>\\`]+)/g

/** The size tails (`640/h/360.jpg`) of the variant URLs in a text that the delivery would refuse. */
const refused = (text: string) =>
  [...text.matchAll(VARIANT_URL)].map((m) => m[1]!).filter((tail) => /^\d/.test(tail) && !parseVariantRequest(tail).ok)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('every media URL the site builds asks for a size the delivery makes', () => {
  it('holds for the sizes written out in the code and the demo content', () => {
    const files = [...sourceFiles(join(root, 'src')), join(root, 'demo', 'bundle.json'), join(root, 'demo', 'bundle-ar.json')]
    const bad = files.flatMap((file) => refused(readFileSync(file, 'utf8')).map((tail) => `${relative(root, file)}: /w/${tail}`))
    expect(bad).toEqual([])
  })

  it.each([
    ['the share image (spec 1 §2)', `/media/api/v2/images/1/w/${SHARE_IMAGE_WIDTH}.jpg`],
    ['the wallpaper download', wallpaperUrl(1)],
    ['the JSON-LD image', schemaImageUrl({ id: 1 })!],
    ["the editor's thumbnail", editorThumbnailUrl('/media', 1)],
    ["the back office's thumbnail", imageThumbnailUrl(1)],
    ["the back office's larger preview", imageThumbnailUrl(1, 640)],
  ])('holds for %s', (_what, url) => {
    expect(url).toMatch(VARIANT_URL)
    expect(refused(url)).toEqual([])
  })

  it('holds for the collection feed sandbox', async () => {
    const items = await createSandboxCollectionFeed().items({ lang: 'en', market: '', collection: '', limit: 100, grouped: false }, null)
    const text = JSON.stringify(items)
    expect(text).toMatch(VARIANT_URL)
    expect(refused(text)).toEqual([])
  })

  beforeAll(async () => {
    expect(await loadBlockRenderers(Object.keys(blockRegistry))).toEqual([])
  })

  const wide: ImageFacts = { width: 4000, height: 3000, alt: null, title: null }
  const libraries: [string, Record<number, ImageFacts> | null][] = [
    ['images not looked up', null],
    ['every image wide enough (srcset)', new Proxy({}, { get: () => wide })],
    ['no image in the library (fallback size)', {}],
  ]
  describe.each(libraries)('rendered blocks, %s', (_, library) => {
    it.each(Object.keys(blockRegistry))('%s', (key) => {
      const template = findTemplate(key)!
      const sample = blockSamples[key as keyof typeof blockSamples]
      const block = {
        id: 1,
        template: key,
        fields: template.schema.parse(sample.fields),
        groups: (sample.groups ?? []).map((g) => template.groupSchema.parse(g)),
      }
      const element = (
        <ImageFactsContext value={library}>
          <BlockList blocks={[block]} />
        </ImageFactsContext>
      )
      const html = renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
      expect(refused(html)).toEqual([])
    })
  })
})
