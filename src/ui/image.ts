/** spec 1 §9 image sizes and the media delivery URL shape (spec 1 §7 Media library). */
export const HERO_WIDTHS = [640, 1024, 1600] as const
/** Where the media library is served (spec 1 §7 mediaLibraryUrl). */
export const MEDIA_BASE = '/media'

export function imageUrl(mediaBase: string, id: number, width: number, height?: number, format = 'jpg'): string {
  const size = height ? `/w/${width}/h/${height}` : `/w/${width}`
  return `${mediaBase}/api/v2/images/${id}${size}.${format}`
}

export function imageSrcSet(mediaBase: string, id: number, widths: readonly number[], ratio?: number): string {
  return widths
    .map((w) => `${imageUrl(mediaBase, id, w, ratio ? Math.round(w / ratio) : undefined)} ${w}w`)
    .join(', ')
}

/** spec 1 §5: explicit alt, else the trimmed image alt, else the trimmed title, else none. */
export function altText(explicit: string | null | undefined, image?: { alt?: string | null; title?: string | null }): string {
  if (explicit) return explicit
  return image?.alt?.trim() || image?.title?.trim() || ''
}
