import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { quizResult } from '~/blocks/diesel-petrol-quiz/scoring.ts'
import { FINANCE_PRODUCT_RULES, type FinanceProductType } from '~/blocks/finance-calculator/products.ts'
import { blockImageIds } from '~/blocks/images.ts'
import { parseBundle, type Bundle } from '~/bundle/bundle.ts'
import { languageCode } from '~/i18n/language.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import { TAG_FREE_TEMPLATES } from '~/pricing/tags.ts'
import { replaceLangPlaceholder } from '~/ui/link-url.ts'
import { ARABIC_FIGURES, contradictions, ENGLISH_FIGURES, pageFigures, type FigureBundle } from './stated-figures.ts'
import { DEMO_STOCK_LISTING_KEY, demoStock, UAE_STOCK_MARKET, UK_STOCK_MARKET, UAE_STOCK_COUNT, UAE_STOCK_SEED } from './stock.ts'
import type { ConfiguratorBuild } from '~/stock/rules/configurator-builds.ts'
import { STOCK_MODELS } from './stock-models.ts'
import { STOCK_RETAILERS, UAE_RETAILERS } from './stock-retailers.ts'

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
    // A predefined link's '{lang}' is the market's language code where it is rendered (ADR 170).
    const lang = languageCode(bundle.settings!['general.language'] ?? '')
    const page = (url: string, link = replaceLangPlaceholder(url, lang)) =>
      link === base ? '/' : link.startsWith(`${base}/`) ? link.slice(base.length) : null
    // The order-online journey's start (spec 3 §2; ADR 101) is a route of the app, not a page of the bundle.
    const routes = new Set(['/showroom-order-online/'])
    // A block's data file (Racing Results' url, spec 2 §3.12) is one of the site's public files, not a page.
    const dataFile = (link: string) => /^\/tools-data\/[\w/.-]+\.json$/.test(link)
    expect([...new Set(links)].filter((link) => !paths.has(page(link) ?? '') && !routes.has(page(link) ?? '') && !dataFile(link))).toEqual(
      [],
    )
  })

  it('has the fuel quiz lead each result to cars of that powertrain the market sells', () => {
    const quiz = bundle.pages!.find((p) => p.path === '/tools/fuel-quiz')!.blocks.find((b) => b.template === 'diesel-petrol-quiz')!
    const engines = (nameplate: string) =>
      STOCK_MODELS.find((m) => m.nameplate.toLowerCase() === nameplate)?.engines.map((e) => e.engineType) ?? []
    for (const kind of ['petrol', 'diesel', 'phev', 'bev'] as const) {
      const url = (quiz.fields[`${kind}_result_vehicle_link`] as { url: string }).url
      // The cars in stock of that powertrain, or a model page (/models/aurelia-e5, /vantor/summit) of a model that has it.
      if (url.includes('/stock?')) expect(url, kind).toContain(`engine_types=${kind}`)
      else
        expect(
          engines(
            url
              .split('/')
              .pop()!
              .replace(/^aurelia-/, ''),
          ),
          `${kind}: ${url}`,
        ).toContain(kind)
    }
  })

  it("has the fuel quiz's electric result claim no home charging, which its answers need not give", () => {
    const quiz = bundle.pages!.find((p) => p.path === '/tools/fuel-quiz')!.blocks.find((b) => b.template === 'diesel-petrol-quiz')!
    // Short town trips, never far, charging at work: electric wins without a charger at home.
    expect(quizResult({ one: [0], two: [0], three: [0], fourth: [2], fifth: [1] })?.result).toBe('bev')
    expect(quiz.fields.bev_result_introduction).not.toMatch(/home|المنزل/)
  })

  it('writes no spec or price tag in a block that shows its text as written (spec 2 §9)', () => {
    const tagFree = bundle.pages!.flatMap((p) => p.blocks.filter((b) => TAG_FREE_TEMPLATES.has(b.template)))
    expect(tagFree.length).toBeGreaterThan(0)
    for (const block of tagFree) expect(JSON.stringify(block)).not.toMatch(/\{\{(spec|price):/)
  })

  it("states each model's price as its lowest engine's: the pages' 'From' price", () => {
    const vehicles = (bundle as unknown as { vehicles: { key: string; price: number; engines?: { price?: number | null }[] }[] }).vehicles
    for (const model of vehicles) {
      const engines = (model.engines ?? []).flatMap((e) => (typeof e.price === 'number' ? [e.price] : []))
      if (engines.length) expect(model.price, model.key).toBe(Math.min(...engines))
    }
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

// One demo market, one truth (ADR 122): each market's forms, pages and claims agree with its retailers.
describe.each([
  { file: 'bundle.json', base: '', retailers: STOCK_RETAILERS, claim: 'Twenty-one retailers', stock: () => demoStock() },
  {
    file: 'bundle-ar.json',
    base: '/ar',
    retailers: UAE_RETAILERS,
    claim: 'ثلاثة موزعين',
    stock: () => demoStock({ seed: UAE_STOCK_SEED, count: UAE_STOCK_COUNT, market: UAE_STOCK_MARKET }),
  },
])('the demo market $file and its retailers', ({ file, base, retailers, claim, stock }) => {
  const bundle = JSON.parse(read(file)) as {
    locations: { dealer: string | null }[]
    pages: { path: string; blocks: { template: string; fields: Record<string, unknown>; groups?: Record<string, unknown>[] }[] }[]
    forms: {
      id: number
      type: string
      fields: { id: string; type: string; consent_text?: string; options?: { value: string }[]; rules?: unknown }[]
    }[]
    settings: Record<string, string>
    vehicles: { key: string; price: number }[]
    config_entries: { config_type: string; data: { configurator?: { builds: ConfiguratorBuild[] } } }[]
  }
  const page = (path: string) => bundle.pages.find((p) => p.path === path)!

  it("bounds its rental extras by what its cars take: at most a back row's three child seats, two bikes on the roof", () => {
    const rental = page('/rent-a-car').blocks.find((b) => b.template === 'rent-a-car')!
    const extras = (rental.groups ?? []).flatMap(
      (g) => (g.data_json as { items: { subitems: { heading: string; controller: { type: string; max?: number } }[] }[] }).items,
    )
    const amounts = extras.flatMap((item) => item.subitems).filter((extra) => extra.controller.type === 'amount')
    expect(amounts).toHaveLength(3)
    for (const extra of amounts) expect(extra.controller.max, extra.heading).toBeLessThanOrEqual(3)
  })

  it("prices its order-online builds in its own money: none under its model's From price", () => {
    const builds = bundle.config_entries.flatMap((entry) => entry.data.configurator?.builds ?? [])
    expect(builds.length).toBeGreaterThan(1)
    for (const build of builds) {
      const model = bundle.vehicles.find((v) => v.key.startsWith(`${build.model?.toLowerCase()}-`))!
      const price = build.gross_price ?? Number.NaN
      expect(price, build.config_url).toBeGreaterThanOrEqual(model.price)
      // Each option costs what it does beside the car: a hundredth of its price, give or take.
      for (const option of build.options) expect(option.price, option.name).toBeGreaterThan(price / 200)
    }
  })

  it('leads an owner whose car a recall affects to the retailer locator', () => {
    const checker = page('/owners/recall-check').blocks.find((b) => b.template === 'vin-checker-local')!
    expect(checker.fields.response_positive_link).toMatchObject({ type: 'internal', url: `${base}/retailers` })
  })

  it("leads every owner on from the infotainment selector: a USB drive's maps to the map update, the others to their updates", () => {
    expect(page('/owners/map-update')).toBeTruthy()
    const selector = page('/tools/infotainment').blocks.find((b) => b.template === 'info-system')!
    const links = selector.groups!.map((g) => (g.option_link as { url: string } | undefined)?.url)
    expect(links.filter((url) => url === `${base}/owners/map-update`)).toHaveLength(1)
    expect(links.every((url) => url === `${base}/owners/map-update` || url === `${base}/tools/system-update`)).toBe(true)
  })

  it("names each of the map update's downloads apart: a list of links read alone tells them apart", () => {
    const wizard = page('/owners/map-update').blocks.find((b) => b.template === 'map-update')!
    const names = wizard.groups!.map((g) => (g.download_link as { link_text: string }).link_text)
    expect(names.length).toBeGreaterThan(1)
    expect(new Set(names).size).toBe(names.length)
  })

  it('knows, in its owner tools, every model and model year its stock has', () => {
    const update = page('/tools/system-update').blocks.find((b) => b.template === 'select-vehicle-to-update')!
    const mapper = update.fields.subblocks_mapper as {
      dropdowns: { key: string; children: string[] }[]
      subblocks_groups: { match_dropdowns: { parent_key: string; child_key: string[] }[] }[]
    }
    const selector = page('/tools/infotainment').blocks.find((b) => b.template === 'info-system')!
    const models = new Map<string, Set<string>>()
    for (const v of stock().vehicles) {
      const key = `${v.nameplate_brand_name}-${v.nameplate_name}`.toLowerCase()
      models.set(key, (models.get(key) ?? new Set()).add(String(v.production_year)))
    }
    for (const [model, years] of models) {
      const dropdown = mapper.dropdowns.find((d) => d.key === model)
      expect(dropdown?.children, model).toEqual(expect.arrayContaining([...years]))
      for (const year of years) {
        const systems = mapper.subblocks_groups.filter((g) =>
          g.match_dropdowns.some((m) => m.parent_key === model && m.child_key.includes(year)),
        )
        expect(systems.length, `${model} ${year}`).toBeGreaterThan(0)
      }
    }
    // The infotainment selector offers every model the system update knows.
    expect(selector.groups).toHaveLength(mapper.dropdowns.length)
  })

  it("shows the final payment of each of its calculators' products that has one", () => {
    const products = bundle.pages.flatMap((p) => p.blocks.filter((b) => b.template === 'finance-calculator').flatMap((b) => b.groups ?? []))
    const balloons = products.filter((g) => FINANCE_PRODUCT_RULES[g.finance_product as FinanceProductType].balloonPercent > 0)
    expect(balloons.length).toBeGreaterThan(0)
    for (const product of balloons) expect(product.finance_product_output).toHaveProperty('final_payment.label')
  })

  it("sends the finance calculator's quote to a retailer the shopper picks, not to the brochure form", () => {
    const calculators = bundle.pages.flatMap((p) => p.blocks.filter((b) => b.template === 'finance-calculator'))
    expect(calculators.length).toBeGreaterThan(0)
    for (const calculator of calculators) {
      const form = bundle.forms.find((f) => String(f.id) === calculator.fields.form_id)!
      expect(form.type).not.toBe('brochure')
      expect(form.fields.map((f) => f.type)).toContain('location')
    }
  })

  it("has a location for a retailer only (the forms' pickers offer the market's retailers)", () => {
    const codes = new Set(retailers.map((r) => r.code))
    for (const location of bundle.locations) expect(codes.has(location.dealer ?? ''), String(location.dealer)).toBe(true)
  })

  it('counts its retailers where the home page claims them', () => {
    expect(retailers.length).toBe(base ? 3 : 21)
    expect(JSON.stringify(page('/').blocks)).toContain(claim)
    expect(JSON.stringify(page('/offers').blocks).toLowerCase()).toContain(claim.toLowerCase())
  })

  it('shows its retailers through the retailer locator on /contact and /retailers, linked from the navigation', () => {
    expect(page('/contact').blocks.map((b) => b.template)).toContain('retailer-locator')
    expect(page('/retailers').blocks.map((b) => b.template)).toContain('retailer-locator-with-map')
    expect(JSON.stringify((bundle as unknown as { nav_entries: unknown }).nav_entries)).toContain(`"url":"${base}/retailers"`)
  })

  it('has privacy and terms pages in its footer, and consent texts that link the privacy policy', () => {
    for (const path of ['/privacy', '/terms']) {
      expect(page(path), path).toBeDefined()
      expect(bundle.settings['footer.columns']).toContain(`"url":"${base}${path}"`)
    }
    const consents = bundle.forms.flatMap((f) => (f.type === 'brochure' ? [] : f.fields.filter((x) => x.type === 'consent')))
    expect(consents.length).toBeGreaterThan(0)
    for (const consent of consents) expect(consent.consent_text).toContain(`](${base}/privacy)`)
  })

  it('links each offer to its own enquiry, the offer chosen', () => {
    const offer = bundle.forms.find((f) => f.type === 'offer')!.fields.find((f) => f.id === 'offer')!
    const html = JSON.stringify(page('/offers').blocks)
    for (const option of offer.options!) expect(html).toContain(`${base}/offers?offer=${option.value}#ask`)
    // The form names the offer as the page does: a link to one offer must not preselect another's words.
    for (const option of offer.options as { value: string; label: string }[]) expect(html).toContain(`<h3>${option.label}</h3>`)
  })

  it("leads each link with a query to a form's page to a form that takes it, at a block of that page", () => {
    const formPage = (url: URL) => page(url.pathname.slice(base.length) || '/')?.blocks.some((b) => b.template === 'form-component')
    const links = [...JSON.stringify(bundle.pages).matchAll(/"url":"([^"]*\?[^"]*)"/g)].map((m) => new URL(m[1]!, 'http://demo'))
    const toForms = links.filter(formPage)
    expect(toForms.length).toBeGreaterThan(10)
    for (const url of toForms) {
      const target = page(url.pathname.slice(base.length) || '/')
      const formBlock = target.blocks.find((b) => b.template === 'form-component')
      const form = bundle.forms.find((f) => f.id === formBlock!.fields.form_id)!
      const mapping = JSON.parse(formBlock!.fields.form_params_mapping as string) as Record<string, string>
      for (const [parameter, value] of url.searchParams) {
        const field = form.fields.find((f) => f.id === mapping[parameter])
        expect(field, `${url.href}: ${parameter}`).toBeDefined()
        if (field!.options)
          expect(
            field!.options.map((o) => o.value),
            url.href,
          ).toContain(value)
      }
      if (url.hash)
        expect(
          target.blocks.map((b) => b.fields.block_scroll_id),
          url.href,
        ).toContain(url.hash.slice(1))
    }
  })

  it("answers the site's questions on /contact with a form that takes a message", () => {
    const formBlock = page('/contact').blocks.find((b) => b.template === 'form-component')!
    const form = bundle.forms.find((f) => f.id === formBlock.fields.form_id)!
    expect(form.fields.find((f) => f.type === 'textarea')).toMatchObject({ rules: { required: true } })
    // The "Ask about …" and "Shop …" links elsewhere say what they are about; none leads to a bare /contact.
    expect(JSON.stringify(bundle.pages)).not.toMatch(/"url":"(\/ar)?\/contact","link_text":"(Ask|Shop|اسأل|تسوّق)/)
  })
})

/**
 * The APR (%) at which the monthly payments (months 1..count) and the final payment (the month
 * after) repay the credit: (1 + monthly rate)^12 − 1, found by halving the interval.
 */
function aprOf(credit: number, count: number, monthly: number, final: number): number {
  const owed = (apr: number) => {
    const rate = (1 + apr) ** (1 / 12) - 1
    let value = final / (1 + rate) ** (count + 1)
    for (let month = 1; month <= count; month++) value += monthly / (1 + rate) ** month
    return value
  }
  let [low, high] = [0, 1]
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2
    if (owed(middle) > credit) low = middle
    else high = middle
  }
  return low * 100
}

// A shopper reads the same figure in several places (ADR 122): the demo must not contradict itself.
describe.each([
  {
    file: 'bundle.json',
    amount: (n: number) => `£${n.toLocaleString('en-GB')}`,
    example:
      /Cash price £([\d,]+); deposit £([\d,]+); (\d+) monthly payments of £([\d,]+); optional final payment £([\d,]+); total amount payable £([\d,]+); representative ([\d.]+)% APR/,
    dated: /until \d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)(?! \d{4})/,
  },
  {
    file: 'bundle-ar.json',
    amount: (n: number) => `${n.toLocaleString('en-GB')} درهم`,
    example:
      /السعر نقدًا ([\d,]+) درهم؛ الدفعة الأولى ([\d,]+) درهم؛ (\d+) قسطًا شهريًا قيمة كل منها ([\d,]+) درهم؛ دفعة أخيرة اختيارية ([\d,]+) درهم؛ إجمالي المبلغ المستحق ([\d,]+) درهم؛ معدل النسبة السنوية التمثيلي ([\d.]+)%/,
    dated: /حتى \d{1,2} (?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)(?! \d{4})/,
  },
])('the demo market $file and its own figures', ({ file, amount, example, dated }) => {
  const raw = read(file)
  const bundle = JSON.parse(raw) as {
    pages: { path: string; blocks: { template: string; groups?: unknown[] }[] }[]
    button_sets: { code: string; reservation_fee: number | null }[]
  }
  const number = (text: string) => Number(text.replaceAll(',', ''))

  it('asks in its order steps for the reservation fee its journey charges', () => {
    const fee = bundle.button_sets.find((set) => set.code === 'reserve-online')!.reservation_fee!
    const steps = bundle.pages.flatMap((p) => p.blocks.filter((b) => b.template === 'text-steps'))
    expect(steps.length).toBeGreaterThan(0)
    for (const block of steps) expect(JSON.stringify(block.groups)).toContain(amount(fee))
  })

  it('adds up its representative examples, their APR following from their figures', () => {
    const examples = [...raw.matchAll(new RegExp(example, 'g'))]
    expect(examples.length).toBeGreaterThan(0)
    for (const [, cash, deposit, count, monthly, final, total, apr] of examples) {
      expect(number(deposit!) + Number(count) * number(monthly!) + number(final!)).toBe(number(total!))
      const credit = number(cash!) - number(deposit!)
      expect(aprOf(credit, Number(count), number(monthly!), number(final!))).toBeCloseTo(Number(apr), 1)
    }
  })

  it('dates no offer with a day that a year makes stale', () => {
    expect(raw.match(dated)).toBeNull()
  })
})

describe('the Arabic demo market', () => {
  const bundle = parsed(read('bundle-ar.json'))

  it("names each accessories pack in its link, so the result's two links differ", () => {
    const quiz = bundle.pages!.flatMap((p) => p.blocks).find((b) => b.template === 'accessories-quiz')!
    const fields = quiz.fields as Record<string, unknown>
    const packs = Object.keys(fields).filter((key) => /^pack_\w+_link$/.test(key))
    expect(packs.length).toBeGreaterThan(1)
    for (const key of packs) {
      const title = fields[key.replace(/_link$/, '_title')] as string
      expect((fields[key] as { link_text: string }).link_text).toContain(title)
    }
  })

  it('gives the sizes of its map downloads in Arabic units', () => {
    const blocks = bundle.pages!.flatMap((p) => p.blocks.filter((b) => b.template === 'map-update'))
    const sizes = blocks.flatMap((b) => (b.groups ?? []).map((g) => (g as { map_size?: string }).map_size ?? ''))
    expect(sizes.length).toBeGreaterThan(0)
    for (const size of sizes) expect(size).toMatch(/^[\d.]+ غيغابايت$/)
  })

  it('names the model of its range calculator in Arabic, not as the English data file does', () => {
    const blocks = bundle.pages!.flatMap((p) => p.blocks.filter((b) => b.template === 'range-calculator'))
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) expect((block.fields as { model_name?: string }).model_name).toMatch(/^[\u0600-\u06FF]/)
  })
})

// The catalogue (the bundle's vehicles) is the one truth of a model's figures (ADR 122, amended):
// a page that states a model's range, acceleration, top speed, power, seats, towing or price states the
// catalogue's, in the market's units; a tag states it by construction.
describe.each([
  {
    file: 'bundle.json',
    words: ENGLISH_FIGURES,
    planted: '<p>Up to 999 miles, 0–62 mph in 9.9 s, top speed 999 mph, 999 PS, from £99,999</p>',
  },
  {
    file: 'bundle-ar.json',
    words: ARABIC_FIGURES,
    planted: '<p>حتى 999 كم، 9.9 ثانية، السرعة القصوى 999 كم/س، 999 حصانًا، ابتداءً من 99,999 درهم</p>',
  },
])("the demo market $file and its catalogue's figures", ({ file, words, planted }) => {
  const bundle = JSON.parse(read(file)) as FigureBundle
  // The preview car is not in the catalogue yet: its page states its own figures.
  const figures = (b: FigureBundle) => pageFigures(b, words, priceFormatFromSettings(b.settings), (path) => path === '/preview-aurelia-x')

  it("states each model's figures as its catalogue does", () => {
    const stated = figures(bundle)
    // The walk still finds the figures: every kind, on the model pages and /models.
    expect(new Set(stated.map((f) => f.figure.kind))).toEqual(
      new Set(['range', 'acceleration', 'topSpeed', 'power', 'seats', 'towing', 'price']),
    )
    expect(stated.length).toBeGreaterThan(40)
    expect(contradictions(stated).map((f) => `${f.path} (${f.models.join(', ')}): ${f.phrase} ≠ ${f.catalogue.join(' | ')}`)).toEqual([])
  })

  it('finds a figure the catalogue does not give (the checks find what they look for)', () => {
    const copy = structuredClone(bundle)
    copy.pages.find((p) => p.path === '/models/aurelia-e5')!.blocks.push({ template: 'html-box', fields: { html: planted } })
    expect(contradictions(figures(copy)).map((f) => [f.path, f.models, f.figure.kind])).toEqual(
      ['range', 'acceleration', 'topSpeed', 'power', 'price'].map((kind) => ['/models/aurelia-e5', ['e5-24my'], kind]),
    )
  })
})

// A shopper on a model's page finds that model's cars in stock (ADR 122, amended): each model's
// page has a stock locator carousel of its brand and model, of which the market's stock has some.
describe.each([
  { file: 'bundle.json', stock: () => demoStock({ market: UK_STOCK_MARKET }) },
  { file: 'bundle-ar.json', stock: () => demoStock({ market: UAE_STOCK_MARKET, count: UAE_STOCK_COUNT, seed: UAE_STOCK_SEED }) },
])("the demo market $file's model pages", ({ file, stock }) => {
  const bundle = parsed(read(file))
  const vehicles = stock().vehicles

  it.each(bundle.vehicles!.map((model) => model.key))('of %s show its cars in stock', (key) => {
    // A model's page: the one whose path ends in its key's name (/models/aurelia-e5, /vantor/ridge).
    const page = bundle.pages!.find((p) => p.path.endsWith(`-${key.split('-')[0]}`) || p.path.endsWith(`/${key.split('-')[0]}`))!
    const carousel = page.blocks.find((b) => b.template === 'stock-locator-carousel')
    expect(carousel, page.path).toBeDefined()
    const { ci_key_brand: brand, ci_key_model: model, ci_key_list: list } = carousel!.fields as Record<string, string>
    expect(list).toBe(DEMO_STOCK_LISTING_KEY)
    const cars = vehicles.filter((v) => v.nameplate_brand_name === brand && v.nameplate_name === model && v.status === 'stock')
    expect(cars.every((v) => v.nameplate_external_code === key)).toBe(true)
    expect(cars.length).toBeGreaterThan(0)
    // Before the final specification box, as on the E7's page.
    expect(page.blocks.findIndex((b) => b === carousel)).toBeLessThan(
      page.blocks.findLastIndex((b) => b.fields.block_scroll_id === 'specs'),
    )
  })
})
