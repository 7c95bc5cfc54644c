/**
 * A block's anchor (spec 1 §2 block_scroll_id) and the links to it (spec 2 §3.9 Inpage
 * navigation's blockId) read an editor's text by one rule: with or without its '#' (the field's
 * hint shows '#id'), spaces around it ignored. An id cannot hold a space, so text with one inside
 * names no anchor: the block has none and a link to it none.
 */
export function anchorId(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined
  const id = text.trim().replace(/^#/, '').trim()
  return id && !/\s/.test(id) ? id : undefined
}

/** The href of a link to a block by its anchor, or null when the text names none. */
export function anchorHref(blockId: string): string | null {
  const id = anchorId(blockId)
  return id ? `#${encodeURIComponent(id)}` : null
}

/**
 * A block's fields as the page draws them: its scroll id read by `anchorId`, so that the element's
 * id, the tabs' hash and the links agree ('' when it names no anchor). On the server, with the
 * page's parse: the browser gets the anchor as it is and carries no code for it.
 */
export function withAnchor<F extends Record<string, unknown>>(fields: F): F {
  return 'block_scroll_id' in fields ? { ...fields, block_scroll_id: anchorId(fields.block_scroll_id) ?? '' } : fields
}
