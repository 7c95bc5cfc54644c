import type { LinkValue } from '~/ui/link-value.ts'
import { videoSource } from '~/ui/video.ts'

export type ImageLinkTarget = { kind: 'video'; url: string } | { kind: 'page'; url: string; external: boolean; target: '_self' | '_blank' }

/**
 * Content Blocks image-link (ADR 015): where a block's image leads. A video address (YouTube,
 * Vimeo, MP4/WebM: ~/ui/video.ts) opens the video modal; any other internal, external or file
 * address is followed like a link. Unlike a button (spec 2 §4) it needs no label: the image's alt
 * names it. No address, or a form link, leaves the image unlinked.
 */
export function imageLinkTarget(link: LinkValue | null): ImageLinkTarget | null {
  const url = link?.url.trim()
  if (!link || !url || link.type === 'form') return null
  if (videoSource(url)) return { kind: 'video', url }
  return { kind: 'page', url, external: link.type !== 'internal' || !url.startsWith('/'), target: link.target }
}
