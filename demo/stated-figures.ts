import type { PriceFormat } from '~/pricing/price.ts'
import { replaceTags, type SpecLookup } from '~/pricing/tags.ts'

/**
 * The figures a demo page states about a model, to hold them to the market's catalogue (ADR 122,
 * amended: the catalogue is the one truth of a model's figures). A page states a figure in
 * words ('Up to 402 miles of range', 'Towing 2,500 kg braked'); these patterns find the ones a
 * shopper reads as the model's own range, acceleration, top speed, power, seats, towing or price, and leave
 * the rest (a charger's 11 kW, 8,000 miles a year, a deposit of £3,000, a monthly payment).
 */
export type FigureKind = 'range' | 'acceleration' | 'topSpeed' | 'power' | 'seats' | 'towing' | 'price'

export interface StatedFigure {
  kind: FigureKind
  /** The figure as a number: miles or km, seconds, mph or km/h, kW (PS converted), seats ('2+2' as 4), kg, money. */
  value: number
  /** The words that state it, for the message. */
  text: string
}

/** One market's words: its units and the phrases that introduce a figure. */
export interface FigureWords {
  patterns: { kind: FigureKind; pattern: RegExp; unit?: 'PS' | 'kW' }[]
  /** A phrase about charging: its kW are a charger's, not the car's. */
  charging: RegExp
  /** Number words for seats ('seven seats'). */
  numbers?: Record<string, number>
}

const N = String.raw`(\d[\d,]*(?:\.\d+)?)`
/** Between a label and its figure: a space, or the fields' joint (a group's label · value). */
const SEP = String.raw`\s+(?:·\s+)?`

export const ENGLISH_FIGURES: FigureWords = {
  patterns: [
    // 'Up to 402 miles', 'Range (WLTP) 402 miles', 'Electric range Up to 48 miles'; not 'add up to 12 miles'.
    { kind: 'range', pattern: new RegExp(String.raw`(?:(?<!add )\bup to|\brange(?: \(WLTP\))?(?: up to)?)${SEP}${N}\s*miles\b`, 'gi') },
    { kind: 'acceleration', pattern: /(\d+\.\d)\s*(?:s|seconds)\b/g },
    { kind: 'topSpeed', pattern: new RegExp(String.raw`\btop speed${SEP}(\d+)\s*mph\b`, 'gi') },
    // '+ 85 kW' is one motor of a hybrid, not the car's output.
    { kind: 'power', pattern: /(?<!\+ )\b(\d+)\s*PS\b/g, unit: 'PS' },
    { kind: 'power', pattern: /(?<!\+ )\b(\d+)\s*kW\b(?!h)/g, unit: 'kW' },
    { kind: 'seats', pattern: /\b(\d(?:\+\d)?|two|four|five|six|seven|eight) seats\b/gi },
    { kind: 'seats', pattern: /\bSeats\s+(?:·\s+)?(\d(?:\+\d)?)\b/g },
    { kind: 'towing', pattern: new RegExp(String.raw`\btowing(?: up to)?${SEP}${N}\s*kg\b`, 'gi') },
    // 'From £38,995', 'Cash price £38,995', a price cell '£43,900'; not '£449 a month', '£479 / month',
    // nor an accessory's £95: a car costs five figures or more.
    { kind: 'price', pattern: /(?:^|· |\bfrom |\bprice )£(\d{2,3},\d{3})(?![\d,])(?! a month| per month| \/)/gi },
  ],
  charging: /charg|\bhome\b|wall box|on the road/i,
  numbers: { two: 2, four: 4, five: 5, six: 6, seven: 7, eight: 8 },
}

export const ARABIC_FIGURES: FigureWords = {
  patterns: [
    // 'حتى 77 كم', 'مدى قيادة يصل إلى 647 كم', 'المدى (WLTP) 647 كم'; not 'ما يصل إلى 19 كم' (as much as, a gain).
    {
      kind: 'range',
      pattern: new RegExp(String.raw`(?:(?<!ما )(?:حتى|يصل إلى|تصل إلى)|المدى(?: \(WLTP\))?)${SEP}${N}\s*كم(?!\/)`, 'g'),
    },
    { kind: 'acceleration', pattern: /(?<![\d.,])(\d+\.\d)\s*ثانية/g },
    { kind: 'topSpeed', pattern: new RegExp(String.raw`السرعة القصوى${SEP}(\d+)\s*كم\/س`, 'g') },
    { kind: 'power', pattern: /(?<![\d.,]|\+ )(\d+)\s*حصان/g, unit: 'PS' },
    { kind: 'power', pattern: /(?<![\d.,]|\+ )(\d+)\s*كيلوواط(?! ساعة)/g, unit: 'kW' },
    { kind: 'seats', pattern: /(?<![\d.,])(\d(?:\+\d)?)\s+مقاعد/g },
    { kind: 'seats', pattern: /المقاعد\s+(?:·\s+)?(\d(?:\+\d)?)/g },
    { kind: 'towing', pattern: new RegExp(String.raw`قطر(?: تصل إلى)?${SEP}${N}\s*كجم`, 'g') },
    { kind: 'price', pattern: /(?:^|· |ابتداءً من |السعر نقدًا )(\d{2,3},\d{3}) درهم(?! شهريًا| \/)/g },
  ],
  charging: /شحن|شاحن|المنزل|الطريق/,
}

/** PS to kW (1 PS = 0.73549875 kW). */
const PS_PER_KW = 1.35962

/** A stated figure's number in the catalogue's terms: kW for power, '2+2' as 4 seats. */
export function figureValue(kind: FigureKind, raw: string, words: FigureWords, unit?: 'PS' | 'kW'): number {
  if (kind === 'seats') {
    const word = words.numbers?.[raw.toLowerCase()]
    return word ?? raw.split('+').reduce((sum, part) => sum + Number(part), 0)
  }
  const number = Number(raw.replaceAll(',', ''))
  return kind === 'power' && unit === 'PS' ? number / PS_PER_KW : number
}

/** The figures one phrase states. */
export function statedFigures(phrase: string, words: FigureWords): StatedFigure[] {
  return words.patterns.flatMap(({ kind, pattern, unit }) =>
    kind === 'power' && words.charging.test(phrase)
      ? []
      : [...phrase.matchAll(pattern)].map((match) => ({ kind, value: figureValue(kind, match[1]!, words, unit), text: match[0].trim() })),
  )
}

/** Does a stated figure agree with one of the catalogue's? Power within 1 kW (PS rounds), the rest exactly. */
export const agrees = (figure: StatedFigure, catalogue: readonly number[]): boolean =>
  catalogue.some((value) => (figure.kind === 'power' ? Math.abs(value - figure.value) <= 1 : value === figure.value))

/** What this check reads of a bundle. */
export interface FigureBundle {
  settings: Record<string, string>
  vehicles: CatalogueModel[]
  pages: { path: string; blocks: { template: string; fields: Record<string, unknown>; groups?: Record<string, unknown>[] }[] }[]
}

interface CatalogueSpec {
  value: string | number
}
export interface CatalogueModel {
  key: string
  name: string
  price: number
  lease_price?: number
  specs: Record<string, CatalogueSpec>
  engines?: { key: string; price: number; specs: Record<string, CatalogueSpec> }[]
}

const SPEC_OF_KIND: Record<Exclude<FigureKind, 'price'>, string> = {
  range: 'range',
  acceleration: 'acceleration',
  topSpeed: 'top_speed',
  power: 'power',
  seats: 'seats',
  towing: 'towing',
}

/**
 * A model's legitimate figures of a kind: the model's and any of its engines' (a page may state
 * the long-range version's range for the model). Empty when the catalogue has none of that kind.
 */
export function catalogueFigures(model: CatalogueModel, kind: FigureKind, words: FigureWords): number[] {
  if (kind === 'price') return [model.price, ...(model.engines ?? []).map((e) => e.price)]
  const specs = [model.specs, ...(model.engines ?? []).map((e) => e.specs)]
  return specs.flatMap((s) => {
    const raw = s[SPEC_OF_KIND[kind]]?.value
    const number = raw === undefined ? null : /\d[\d,]*(?:\.\d+)?(?:\+\d)?/.exec(String(raw))
    if (!number) return []
    return [figureValue(kind, number[0], words, /PS|حصان/.test(String(raw)) ? 'PS' : 'kW')]
  })
}

/** The models a phrase names: by model name or its last word ('E7', 'Ridge', 'ريدج'), else by brand. */
export function namedModels(phrase: string, models: readonly CatalogueModel[]): CatalogueModel[] {
  const has = (word: string) => new RegExp(String.raw`(?<![\p{L}\d-])${word}(?![\p{L}\d-])`, 'u').test(phrase)
  const byModel = models.filter((m) => has(m.name.split(' ').at(-1)!))
  return byModel.length ? byModel : models.filter((m) => has(m.name.split(' ')[0]!))
}

/** A figure a page states, the models it speaks of, and their figures of that kind in the catalogue. */
export interface PageFigure {
  path: string
  models: string[]
  figure: StatedFigure
  /** The phrase that states it. */
  phrase: string
  catalogue: number[]
}

/** Fields a shopper does not read: images' alt texts, keys and ids (car_key, tab_id). */
const UNREAD = /^alt$|(?:^|_)key(?:_|$)|_id$/

/** The text of a record (a block's fields, a group, an object inside one): the strings a shopper reads, in order. */
function recordText(record: Record<string, unknown>): string {
  return Object.entries(record)
    .flatMap(([key, value]) =>
      UNREAD.test(key) ? [] : typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [],
    )
    .join(' · ')
}

/** A text's phrases: an HTML text split where a shopper reads a new line (a cell row, item, paragraph, heading). */
export const phrases = (text: string): string[] =>
  text
    .split(/<\/(?:tr|li|p|dd|h\d|div|figure)>|<(?:h\d|br)\b[^>]*>|\n/)
    .map((p) =>
      p
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)

/**
 * Every figure a bundle's pages state of a model, with the catalogue's figures to hold it to. A phrase
 * speaks of the models it names, else of the ones named before it in its block, else of its
 * block's model (car_key), else of the page's (a model's page: /vantor/ridge). Spec and price tags
 * are replaced first, so a tag naming another model's figure is caught too.
 */
export function pageFigures(bundle: FigureBundle, words: FigureWords, format: PriceFormat, skip: (path: string) => boolean): PageFigure[] {
  const models = bundle.vehicles
  const lookup: SpecLookup = (modelKey, specKey) => {
    const model = models.find((m) => m.key === modelKey)
    if (!model) return undefined
    return specKey === 'price' || specKey === 'lease_price' ? { value: model[specKey] } : model.specs[specKey]
  }
  const found: PageFigure[] = []
  for (const page of bundle.pages) {
    if (skip(page.path)) continue
    // A model's page has its key's name in its path: /vantor/ridge for ridge-24my.
    const pathWords = page.path.split(/[/-]/)
    const pageModels = models.filter((m) => pathWords.includes(m.key.split('-')[0]!))
    for (const block of page.blocks) {
      const carKey = block.fields.car_key
      const blockModels = typeof carKey === 'string' ? models.filter((m) => m.key === carKey) : pageModels
      const visit = (record: Record<string, unknown>, context: CatalogueModel[]): CatalogueModel[] => {
        let current = context
        for (const phrase of phrases(replaceTags(recordText(record), lookup, { format, html: false }))) {
          const named = namedModels(phrase, models)
          if (named.length) current = named
          for (const figure of statedFigures(phrase, words)) {
            const catalogue = current.flatMap((m) => catalogueFigures(m, figure.kind, words))
            found.push({ path: page.path, models: current.map((m) => m.key), figure, phrase, catalogue })
          }
        }
        for (const value of Object.values(record)) {
          const children = Array.isArray(value) ? value : [value]
          for (const child of children)
            if (child && typeof child === 'object' && !Array.isArray(child)) current = visit(child as Record<string, unknown>, current)
        }
        return current
      }
      const after = visit(block.fields, blockModels)
      for (const group of block.groups ?? []) visit(group, after)
    }
  }
  return found
}

/**
 * The figures that no model they speak of has in the catalogue. A figure of a kind the catalogue
 * does not give (an E7's towing) has nothing to agree with, and passes.
 */
export const contradictions = (figures: readonly PageFigure[]): PageFigure[] =>
  figures.filter((f) => f.catalogue.length > 0 && !agrees(f.figure, f.catalogue))
