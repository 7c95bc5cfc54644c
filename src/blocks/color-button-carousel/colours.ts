import { format } from '~/i18n/messages.ts'
import type { ImageValue } from '../fields.ts'

/**
 * spec 2 §3.7 Color Button Carousel: the name of a colour, for its swatch button and the caption
 * under the car: the thumbnail's alt text (the swatch is the colour), else the main image's, else
 * its number in the market's words (`numbered`, the catalogue's `colourNumber`: "Colour {index}"). ADR 016.
 */
export function colourName(item: { main_image: ImageValue | null; thumbnail: ImageValue | null }, index: number, numbered: string): string {
  return item.thumbnail?.alt?.trim() || item.main_image?.alt?.trim() || format(numbered, { index: index + 1 })
}
