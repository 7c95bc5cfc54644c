/** spec 2 §3.7 Collection Item: merchandise sizes run XS to XXXXL, smallest first. */
export const MERCHANDISE_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'] as const
export type MerchandiseSize = (typeof MERCHANDISE_SIZES)[number]

/**
 * The sizes an item comes in, from the smallest to the largest the editor chose (ADR 017): both
 * empty is none (a mug), one empty is that size alone, and a range given largest first is read
 * smallest first.
 * @example sizeRange('S', 'XL') // → ['S', 'M', 'L', 'XL']
 */
export function sizeRange(from: MerchandiseSize | '', to: MerchandiseSize | ''): MerchandiseSize[] {
  const first = MERCHANDISE_SIZES.indexOf((from || to) as MerchandiseSize)
  const last = MERCHANDISE_SIZES.indexOf((to || from) as MerchandiseSize)
  if (first < 0 || last < 0) return []
  return MERCHANDISE_SIZES.slice(Math.min(first, last), Math.max(first, last) + 1)
}
