import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockImageIds } from '~/blocks/images.ts'
import { parseBundle, type Bundle } from '~/bundle/bundle.ts'
import { DEMO_STOCK_LISTING_KEY } from './stock.ts'

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')

function parsed(raw: string): Bundle {
  const result = parseBundle(raw)
  if (!result.ok) throw new Error(result.errors.join('\n'))
  return result.bundle
}

// The English market at the root and its Arabic twin under /ar: links in content
// carry the market's base path, page paths do not.
describe.each([
  { file: 'bundle.json', base: '' },
  { file: 'bundle-ar.json', base: '/ar' },
])('the demo market bundle $file', ({ file, base }) => {
  const raw = read(file)
  const bundle = parsed(raw)
  const paths = new Set(bundle.pages!.map((p) => p.path))
  const mediaIds = new Set(bundle.media!.map((m) => m.id))

  it('has its media files', () => {
    expect(bundle.media!.length).toBeGreaterThan(10) // the loop below must have something to check
    for (const image of bundle.media!) expect(existsSync(join(import.meta.dirname, image.file)), image.file).toBe(true)
  })

  it('uses only images it ships, from its own market', () => {
    const used = [...raw.matchAll(/\/media\/api\/v2\/images\/(\d+)\//g)].map((m) => Number(m[1]))
    for (const page of bundle.pages!) {
      if (page.image_id) used.push(page.image_id)
      used.push(...blockImageIds(page.blocks))
    }
    expect(used.length).toBeGreaterThan(20) // the patterns above still find the images
    expect(used.filter((id) => !mediaIds.has(id))).toEqual([])
    // Images are per market (ADR 043): /ar/media, not the root market's /media.
    const mediaBases = [...raw.matchAll(/src=\\"([^"\\]*)\/media\/api\//g)].map((m) => m[1])
    expect(mediaBases.length).toBeGreaterThan(10)
    expect([...new Set(mediaBases)]).toEqual([base])
  })

  it('links only to pages it has, under its base path', () => {
    const links = [
      ...[...raw.matchAll(/href=\\"(\/[^"\\#?]*)/g)].map((m) => m[1]!),
      ...[...raw.matchAll(/"(?:url|to)": "(\/[^"#?]*)"/g)].map((m) => m[1]!),
      ...[...raw.matchAll(/\\"(?:url|homepage)\\": \\"(\/[^"\\#?]*)/g)].map((m) => m[1]!),
    ]
    expect(links.length).toBeGreaterThan(20)
    const page = (link: string) => (link === base ? '/' : link.startsWith(`${base}/`) ? link.slice(base.length) : null)
    // The order-online journey's start (spec 3 §2; ADR 101) is a route of the app, not a page of the bundle.
    const routes = new Set(['/showroom-order-online/'])
    expect([...new Set(links)].filter((link) => !paths.has(page(link) ?? '') && !routes.has(page(link) ?? ''))).toEqual([])
  })

  it('has every JSON setting parse', () => {
    for (const key of ['navigation.logo_settings', 'footer.columns', 'meta', 'error_page.not_found', 'data_layers.page_category_mapping']) {
      expect(() => JSON.parse(bundle.settings![key]!), key).not.toThrow()
    }
  })
})

describe('the demo stock list (ADR 086)', () => {
  it("is the English bundle's, and every block naming a list names it", () => {
    const bundle = parsed(read('bundle.json'))
    // The list comes from the bundle (its name for the admin), the vehicles from demo/stock.ts.
    expect(bundle.listings).toEqual([expect.objectContaining({ key: DEMO_STOCK_LISTING_KEY, name: 'All stock' })])
    const named = bundle.pages!.flatMap((p) => p.blocks.flatMap((b) => (b.fields.ci_key_list ? [b.fields.ci_key_list] : [])))
    expect(named.length).toBeGreaterThan(1)
    expect(new Set(named)).toEqual(new Set([DEMO_STOCK_LISTING_KEY]))
  })
})

describe('the Arabic demo market', () => {
  const english = parsed(read('bundle.json'))
  const arabic = parsed(read('bundle-ar.json'))

  it('is in Arabic, right to left, with prices in dirhams', () => {
    expect(arabic.settings).toMatchObject({
      'general.language': 'ar_AE',
      'general.site_name': 'أوريليا وفانتور',
      'price.currency_iso': 'AED',
    })
  })

  it('has every page of the English market at the same path, with the same blocks, so the language switch finds it', () => {
    const blocksOf = (bundle: Bundle) => bundle.pages!.map((p) => [p.path, p.enabled, p.blocks.map((b) => b.template)])
    expect(blocksOf(arabic)).toEqual(blocksOf(english))
    expect(arabic.vehicles!.map((v) => v.key)).toEqual(english.vehicles!.map((v) => v.key))
  })

  it('has its visible texts translated', () => {
    const visible = (bundle: Bundle) =>
      bundle.pages!.flatMap((p) => [p.title ?? '', ...p.blocks.flatMap((b) => [b.fields.heading, b.fields.paragraph, b.fields.html])])
    const texts = visible(arabic).filter(
      (t): t is string => typeof t === 'string' && /[A-Za-z]{4}/.test(t.replace(/<[^>]*>|\{\{[^}]*\}\}/g, '')),
    )
    // Latin letters left are names and units of the cars: E7, WLTP, LED.
    const english = texts.filter((t) => !/[\u0600-\u06ff]/.test(t))
    expect(english).toEqual([])
  })
})
