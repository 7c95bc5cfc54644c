import type { LinkValue } from './link-value.ts'

/**
 * spec 2 §4 Links and buttons: an internal or external link is shown only with both a URL and a
 * label; a file link needs its URL; a form link needs its form (it opens the modal form, spec 1
 * §2). Link items have no always-show flag in §3.4.
 */
export function isLinkShown(link: LinkValue): boolean {
  switch (link.type) {
    case 'internal':
    case 'external':
      return Boolean(link.url.trim() && link.link_text.trim())
    case 'file':
      return Boolean(link.url.trim())
    case 'form':
      return link.rdx_forms_form_id != null && String(link.rdx_forms_form_id).trim() !== ''
    default:
      return false
  }
}

/** A form link without a text still needs a name (ADR 058). */
export const FORM_LINK_LABEL = 'Open the form'

/** The visible label of a shown link: its text, or for a file without one, the file's name. */
export const linkLabel = (link: LinkValue): string =>
  link.link_text.trim() ||
  (link.type === 'form' ? FORM_LINK_LABEL : '') ||
  decodeURIComponent(link.url.split(/[?#]/)[0]!.split('/').pop() ?? '') ||
  link.url

/**
 * A link field shown with a label field as its text (Icon Button Carousel, Number Button Carousel:
 * spec 2 §3.7 link_label), the link's own text when the label is blank; null when §4 would not show it.
 */
export function labelledLink(link: LinkValue | null, label: string): LinkValue | null {
  if (!link) return null
  const labelled = { ...link, link_text: label.trim() || link.link_text }
  return isLinkShown(labelled) ? labelled : null
}
