import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockVehicles } from '~/db/schema/index.ts'
import type { Remember } from '../listing/listing.server.ts'
import { ENGINE_TYPES } from '../rules/constants.ts'
import { stockTexts } from '../texts/tables.ts'
import { languageCode } from '~/i18n/language.ts'

/**
 * spec 3 §3 Trade-in options, §7 GET /trade_in/form_options: bodyTypes, brands, models and
 * fuelTypes, each {value, name}. Brands and models are those of the market's stock (models of the
 * `brand` asked, if any); body and fuel types are fixed enumerations (ADR 072), named in the
 * language asked (the stock texts' `body.*` and `engine.*`).
 */
export const BODY_TYPES = ['hatchback', 'sedan', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup', 'van', 'other'] as const

/**
 * Makes a shopper may trade in besides the market's own: the common ones on Europe's and the
 * Middle East's roads (ADR 194). A make not among them is "Other", its model typed.
 */
export const TRADE_IN_MAKES = [
  'Alfa Romeo',
  'Audi',
  'BMW',
  'BYD',
  'Chevrolet',
  'Citroën',
  'Cupra',
  'Dacia',
  'DS',
  'Fiat',
  'Ford',
  'Genesis',
  'GMC',
  'Honda',
  'Hyundai',
  'Jaguar',
  'Jeep',
  'Kia',
  'Land Rover',
  'Lexus',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Renault',
  'SEAT',
  'Škoda',
  'Smart',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Vauxhall',
  'Volkswagen',
  'Volvo',
] as const

/**
 * The answer for a market: its stock's brands and models read once per content revision (every
 * stock write bumps it, ADR 088) when `remember` is given, so anonymous reads — however many, for
 * whatever brand — cost no query; the brand's models are picked from that view.
 */
export async function tradeInOptionsDocument(db: Db, siteId: number, query: { brand?: string; lang?: string }, remember?: Remember) {
  const choices = await tradeInChoices(db, siteId, query.lang ?? 'en', remember)
  const brand = query.brand?.toLowerCase()
  const models = brand ? choices.models.filter((model) => model.brand.toLowerCase() === brand) : choices.models
  return { data: { ...choices, models: options(models.map((model) => model.name)) } }
}

const options = (names: string[]) => [...new Set(names)].map((name) => ({ value: name, name }))

/**
 * The four option lists, body and fuel types named in `language` (the stock locator's texts, as its
 * filters name engine types), each model with its brand (the checkout's trade-in step offers a
 * brand's models once it is chosen).
 */
export async function tradeInChoices(db: Db, siteId: number, language: string, remember: Remember = (_key, compute) => compute()) {
  const stock = await remember('trade-in:stock', () => stockBrandsAndModels(db, siteId))
  const texts = stockTexts(language)
  return {
    bodyTypes: BODY_TYPES.map((value) => ({ value, name: texts[`body.${value}`] })),
    // The market's own brands among the other makes, by name in the language asked; "Other" last.
    brands: [
      ...options([...new Set([...stock.brands, ...TRADE_IN_MAKES])].sort(new Intl.Collator(languageCode(language)).compare)),
      { value: 'other', name: texts['body.other'] },
    ],
    models: stock.models.map((model) => ({ value: model.name, name: model.name, brand: model.brand })),
    fuelTypes: ENGINE_TYPES.map((value) => ({ value, name: texts[`engine.${value}`] })),
  }
}

/** The live stock's brands, and its models with their brand, each in the database's order of names. */
async function stockBrandsAndModels(db: Db, siteId: number) {
  const live = and(eq(stockVehicles.siteId, siteId), eq(stockVehicles.visible, true), isNull(stockVehicles.retiredAt))
  const [brands, models] = await Promise.all([
    db
      .selectDistinct({ name: stockVehicles.nameplateBrandName })
      .from(stockVehicles)
      .where(live)
      .orderBy(asc(stockVehicles.nameplateBrandName)),
    db
      .selectDistinct({ name: stockVehicles.nameplateName, brand: stockVehicles.nameplateBrandName })
      .from(stockVehicles)
      .where(live)
      .orderBy(asc(stockVehicles.nameplateName), asc(stockVehicles.nameplateBrandName)),
  ])
  return { brands: brands.map((row) => row.name), models }
}
