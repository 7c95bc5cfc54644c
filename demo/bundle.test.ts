import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockImageIds } from '~/blocks/images.ts'
import { parseBundle } from '~/bundle/bundle.ts'

const raw = readFileSync(join(import.meta.dirname, 'bundle.json'), 'utf8')

describe('the demo market bundle', () => {
  const parsed = parseBundle(raw)
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
  const bundle = parsed.bundle
  const paths = new Set(bundle.pages!.map((p) => p.path))
  const mediaIds = new Set(bundle.media!.map((m) => m.id))

  it('has its media files', () => {
    expect(bundle.media!.length).toBeGreaterThan(10) // the loop below must have something to check
    for (const image of bundle.media!) expect(existsSync(join(import.meta.dirname, image.file)), image.file).toBe(true)
  })

  it('uses only images it ships', () => {
    const used = [...raw.matchAll(/\/media\/api\/v2\/images\/(\d+)\//g)].map((m) => Number(m[1]))
    for (const page of bundle.pages!) {
      if (page.image_id) used.push(page.image_id)
      used.push(...blockImageIds(page.blocks))
    }
    expect(used.length).toBeGreaterThan(20) // the patterns above still find the images
    expect(used.filter((id) => !mediaIds.has(id))).toEqual([])
  })

  it('links only to pages it has', () => {
    const links = [
      ...[...raw.matchAll(/href=\\"(\/[^"\\#?]*)/g)].map((m) => m[1]!),
      ...[...raw.matchAll(/"url": "(\/[^"#?]*)"/g)].map((m) => m[1]!),
      ...[...raw.matchAll(/\\"url\\": \\"(\/[^"\\#?]*)/g)].map((m) => m[1]!),
    ]
    expect(links.length).toBeGreaterThan(20)
    expect([...new Set(links)].filter((link) => !paths.has(link))).toEqual([])
  })

  it('has every JSON setting parse', () => {
    for (const key of ['navigation.logo_settings', 'footer.columns', 'meta', 'error_page.not_found', 'data_layers.page_category_mapping']) {
      expect(() => JSON.parse(bundle.settings![key]!), key).not.toThrow()
    }
  })
})
