import type { MetaDescriptor } from 'react-router'
import type { ShowroomVehicle } from './showroom.ts'
import { fill, unitLabel, valueLabel, type StockTexts } from '../../texts/texts.ts'

/**
 * The showroom page's own search and share tags (spec 3 §2: the CMS page meta tags are not rendered
 * on stock-locator-preview; the page writes its own): title, description, canonical URL, share
 * image, and schema.org Car with an Offer as JSON-LD. Pure. ADR 077.
 */

export interface SeoContext {
  /** The document title of a page title (spec 1 §2 title rule: page title, divider, site name). */
  documentTitle: (pageTitle: string) => string
  /** The market's origin + base path ('https://uk.example/en/'), or the bare base path without an origin (ADR 039). */
  canonicalBase: string
  /** The vehicle's showroom path inside the market ('/showroom/{slug}-{id}'). */
  path: string
  currencyIso: string | null
  /** The market's stock texts: the description is written in its language. */
  texts: StockTexts
}

const ENGINE_NAMES: Readonly<Record<string, string>> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  bev: 'Electric',
  hev: 'Hybrid',
  mhev: 'Mild hybrid',
  phev: 'Plug-in hybrid',
  phev_rev: 'Plug-in hybrid (range extender)',
  ffv: 'Flex fuel',
}
export const engineName = (code: string) => ENGINE_NAMES[code] ?? code

/** The vehicle's name: title and version ('Vesta Ridge HSE'). */
export const vehicleName = (v: ShowroomVehicle) => [v.specification.title, v.specification.version].filter(Boolean).join(' ')

/** The page's canonical URL: the market's base and the vehicle's canonical path (no list, no search). */
export function showroomCanonical(canonicalBase: string, path: string): string {
  const base = canonicalBase.endsWith('/') ? canonicalBase : `${canonicalBase}/`
  return base + path.replace(/^\/+/, '')
}

/** An absolute URL for a crawler when the market has an origin; the value itself otherwise. */
function absolute(value: string, canonicalBase: string): string {
  try {
    return URL.canParse(canonicalBase) ? new URL(value, canonicalBase).href : value
  } catch {
    return value
  }
}

/** The purchase price the offer states; null when hidden or missing. */
const offerPrice = (v: ShowroomVehicle) => v.prices.list.find((p) => p.type === 'purchase' && !p.hiddenFromVisitors)?.value_raw ?? null

/**
 * spec 3 §2: a description from the vehicle — its own text (cut at 160 characters), else its
 * facts and its retailer in the market's language.
 */
export function showroomDescription(v: ShowroomVehicle, texts: StockTexts): string {
  const own = v.description?.replace(/\s+/g, ' ').trim()
  if (own) return own.length > 160 ? `${own.slice(0, 157).trimEnd()}…` : own
  const s = v.specification
  const facts = [
    s.state ? valueLabel(texts, 'states', s.state) : null,
    vehicleName(v),
    s.productionYear,
    s.engines.map((engine) => valueLabel(texts, 'engine_types', engine)).join(' / ') || null,
    s.color,
    s.mileage ? `${s.mileage.value} ${unitLabel(texts, s.mileage.unit, s.mileage.value)}` : null,
  ].filter((fact) => fact !== null && fact !== '')
  const retailer = v.owner?.name
  return fill(texts[retailer ? 'seo.description_at' : 'seo.description'], { facts: facts.join(', '), retailer: retailer ?? '' })
}

const AVAILABILITY: Readonly<Record<string, string>> = {
  stock: 'https://schema.org/InStock',
  demo: 'https://schema.org/InStock',
  available_soon: 'https://schema.org/PreOrder',
  in_production: 'https://schema.org/PreOrder',
  on_demand: 'https://schema.org/PreOrder',
  delivery: 'https://schema.org/PreOrder',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
}

/** schema.org Car with its Offer (ADR 077). */
export function showroomJsonLd(v: ShowroomVehicle, context: SeoContext): Record<string, unknown> {
  const s = v.specification
  const url = showroomCanonical(context.canonicalBase, context.path)
  const price = offerPrice(v)
  const images = v.photos.map((p) => absolute(p.hd ?? p.normal, context.canonicalBase))
  const owner = v.owner
  const compact = (value: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(value).filter(
        ([, item]) => item !== null && item !== undefined && item !== '' && !(Array.isArray(item) && item.length === 0),
      ),
    )
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleName(v),
    description: showroomDescription(v, context.texts),
    url,
    image: images,
    brand: s.brand ? { '@type': 'Brand', name: s.brand } : null,
    model: s.model,
    vehicleIdentificationNumber: s.vin,
    productionDate: s.productionYear === null ? null : String(s.productionYear),
    vehicleModelDate: s.modelYear === null ? null : String(s.modelYear),
    color: s.color,
    vehicleInteriorColor: s.colorInterior,
    vehicleTransmission: s.transmission === 'auto' ? 'Automatic' : s.transmission === 'manual' ? 'Manual' : s.transmission,
    fuelType: s.engines.map(engineName).join(', ') || null,
    driveWheelConfiguration: s.drivetrain,
    seatingCapacity: s.numberOfSeats,
    mileageFromOdometer: s.mileage
      ? { '@type': 'QuantitativeValue', value: s.mileage.value, unitCode: /^mi/i.test(s.mileage.unit) ? 'SMI' : 'KMT' }
      : null,
    itemCondition: s.state === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: compact({
      '@type': 'Offer',
      url,
      price,
      priceCurrency: price === null ? null : context.currencyIso,
      availability: AVAILABILITY[s.status] ?? null,
      seller: owner
        ? compact({
            '@type': 'AutoDealer',
            name: owner.name,
            telephone: owner.owner_phone,
            email: owner.owner_email,
            address: compact({
              '@type': 'PostalAddress',
              streetAddress: owner.owner_address,
              addressLocality: owner.owner_city,
              postalCode: owner.owner_zipcode,
              addressRegion: owner.owner_state,
            }),
          })
        : null,
    }),
  })
}

/** The page's meta tags: title, description, Open Graph, canonical. */
export function showroomMeta(v: ShowroomVehicle, context: SeoContext): MetaDescriptor[] {
  const title = context.documentTitle(vehicleName(v))
  const description = showroomDescription(v, context.texts)
  const canonical = showroomCanonical(context.canonicalBase, context.path)
  const cover = v.photos[0]
  const image = cover ? absolute(cover.hd ?? cover.normal, context.canonicalBase) : null
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(URL.canParse(canonical) ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:type', content: 'product' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]
}

/** The tags of a page whose vehicle is gone or unknown: a title (the page's heading, in its language), and no indexing. */
export function goneMeta(context: Pick<SeoContext, 'documentTitle' | 'texts'>, status: 404 | 410): MetaDescriptor[] {
  const heading = context.texts[status === 410 ? 'showroom.goneHeading' : 'showroom.notFoundHeading']
  return [{ title: context.documentTitle(heading) }, { name: 'robots', content: 'noindex' }]
}
