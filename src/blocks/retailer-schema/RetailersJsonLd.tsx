import { imageUrl, MEDIA_BASE } from '~/ui/image.ts'
import { jsonForScript } from '~/ui/structured-data.ts'
import type { ImageValue } from '../fields.ts'
import { retailerEntity, retailersJsonLd, type RetailerBusinessType, type RetailerDetails } from './json-ld.ts'

/** The published image: the largest 16:9 size (spec 2 §9), as a JPEG: crawlers read it, not browsers. */
export const schemaImageUrl = (image: ImageValue | null): string | null => (image ? imageUrl(MEDIA_BASE, image.id, 1600, 900, 'jpg') : null)

/**
 * The retailers as one JSON-LD script, or nothing; shared by Retailer Schema and Retailer Service
 * Schema. Rendered with the page on the server, so search engines read it without running scripts.
 */
export function RetailersJsonLd({ type, retailers }: { type: RetailerBusinessType; retailers: RetailerDetails[] }) {
  const json = retailersJsonLd(retailers.map((details) => retailerEntity(type, details)))
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(json) }} /> : null
}
