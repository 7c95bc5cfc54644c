/**
 * spec 2 §3.9 Inpage navigation: the href of a link to a block by its blockId. Editors may type
 * the id with or without '#'; spaces cannot be in an id, so a blank blockId gives no link.
 */
export function anchorHref(blockId: string): string | null {
  const id = blockId.trim().replace(/^#/, '').trim()
  if (!id || /\s/.test(id)) return null
  return `#${encodeURIComponent(id)}`
}
