/** spec 1 §9 image sizes and the media delivery URL shape (spec 1 §7 Media library). */
export const HERO_WIDTHS = [640, 1024, 1600] as const
/** Where the media library is served (spec 1 §7 mediaLibraryUrl). */
export const MEDIA_BASE = '/media'

/** Delivery formats: jpg by default; webp keeps the transparency of cut-out images. */
export type ImageFormat = 'jpg' | 'webp'

export function imageUrl(mediaBase: string, id: number, width: number, height?: number, format: ImageFormat = 'jpg'): string {
  const size = height ? `/w/${width}/h/${height}` : `/w/${width}`
  return `${mediaBase}/api/v2/images/${id}${size}.${format}`
}

/** What the page knows of a media-library image (spec 1 §7): its original size, alt and title. */
export interface ImageFacts {
  width: number
  height: number
  alt: string | null
  title: string | null
}

/** spec 2 §4 Images: the single size used when the library cannot serve every expected width. */
export const FALLBACK_SIZE = { width: 900, height: 500 } as const

/**
 * spec 2 §4 Images: the responsive set (widths 1600/1024/640 at the block's ratio), unless the
 * library lacks the image or any expected width (variants are never wider than the original):
 * then the single 900x500 size. `facts` undefined means unknown (no library lookup): full set.
 */
export function imageSources(
  mediaBase: string,
  id: number,
  facts: ImageFacts | null | undefined,
  ratio: number,
  format: ImageFormat = 'jpg',
) {
  const widest = HERO_WIDTHS[HERO_WIDTHS.length - 1]!
  if (facts === null || (facts && facts.width < widest)) {
    return { src: imageUrl(mediaBase, id, FALLBACK_SIZE.width, FALLBACK_SIZE.height, format), srcSet: undefined, ...FALLBACK_SIZE }
  }
  const height = Math.round(widest / ratio)
  return {
    src: imageUrl(mediaBase, id, widest, height, format),
    srcSet: imageSrcSet(mediaBase, id, HERO_WIDTHS, ratio, format),
    width: widest,
    height,
  }
}

export function imageSrcSet(mediaBase: string, id: number, widths: readonly number[], ratio?: number, format: ImageFormat = 'jpg'): string {
  return widths.map((w) => `${imageUrl(mediaBase, id, w, ratio ? Math.round(w / ratio) : undefined, format)} ${w}w`).join(', ')
}

/** spec 1 §5: explicit alt, else the trimmed image alt, else the trimmed title, else none. */
export function altText(explicit: string | null | undefined, image?: { alt?: string | null; title?: string | null }): string {
  if (explicit) return explicit
  return image?.alt?.trim() || image?.title?.trim() || ''
}
