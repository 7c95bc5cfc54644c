/**
 * Lower-case ASCII words joined by '-': accents dropped, anything else a separator. Empty when the
 * text has no ASCII letter or digit (an Arabic name): the caller says what stands in for it.
 * @example slugify('Contact — Rétailer (UK)') // → 'contact-retailer-uk'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
