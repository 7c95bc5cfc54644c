import type { HEADING_TAGS } from '../common-fields.ts'

type HeadingTag = (typeof HEADING_TAGS)[number]['value']

/**
 * The heading level of the cards' titles: one level below the block's title when it has one (h2
 * over h3 cards), else the title tag itself, so the page's outline has no gaps; never beyond h6.
 */
export function cardTitleTag(blockTag: HeadingTag, hasBlockTitle: boolean): HeadingTag {
  if (!hasBlockTitle) return blockTag
  return `h${Math.min(Number(blockTag.slice(1)) + 1, 6)}` as HeadingTag
}
