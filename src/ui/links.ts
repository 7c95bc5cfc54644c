import type { LinkValue } from '~/blocks/fields.ts'

/**
 * spec 2 §4 Links and buttons: an internal or external link is shown only with both a URL and a
 * label; a file link needs its URL. NOTE: form links open the modal form, which does not exist
 * yet, so they are not shown for now. Link items have no always-show flag in §3.4.
 */
export function isLinkShown(link: LinkValue): boolean {
  switch (link.type) {
    case 'internal':
    case 'external':
      return Boolean(link.url.trim() && link.link_text.trim())
    case 'file':
      return Boolean(link.url.trim())
    default:
      return false
  }
}

/** The visible label of a shown link: its text, or for a file without one, the file's name. */
export const linkLabel = (link: LinkValue): string =>
  link.link_text.trim() || decodeURIComponent(link.url.split(/[?#]/)[0]!.split('/').pop() ?? '') || link.url
