/** spec 2 §3.7 Collection Item: where the photos carousel goes in the item's HTML. */
export const PHOTOS_PLACEHOLDER = '{{photos}}'
/** At most this many photos per item (ADR 017; spec 2 gives none). */
export const MAX_PHOTOS = 20

/** The placeholder alone in a paragraph or a div (as editors type it) goes with its wrapper. */
const WRAPPED = /<(p|div)(?:\s[^>]*)?>\s*\{\{\s*photos\s*\}\}\s*<\/\1>/i
const BARE = /\{\{\s*photos\s*\}\}/i
const withoutPlaceholders = (html: string) =>
  html.replace(new RegExp(WRAPPED.source, 'gi'), '').replace(new RegExp(BARE.source, 'gi'), '').trim()

/**
 * Splits the item's (already sanitised) HTML where the photos go: at the first {{photos}}, taking
 * a <p> or <div> that holds nothing else with it, so neither half is left with half an element.
 * Without the placeholder the photos go first (`before` is empty). Further placeholders are removed.
 * @example splitAtPhotos('<h2>Cap</h2><p>{{photos}}</p><p>Cotton.</p>') // → { before: '<h2>Cap</h2>', after: '<p>Cotton.</p>' }
 */
export function splitAtPhotos(html: string): { before: string; after: string } {
  const match = WRAPPED.exec(html) ?? BARE.exec(html)
  if (!match) return { before: '', after: html.trim() }
  const before = html.slice(0, match.index)
  const after = html.slice(match.index + match[0].length)
  return { before: withoutPlaceholders(before), after: withoutPlaceholders(after) }
}
