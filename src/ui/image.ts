/** spec 1 §9 image sizes and the media delivery URL shape (spec 1 §7 Media library). */
export const HERO_WIDTHS = [640, 1024, 1600] as const
/** spec 2 §9 Image size presets, Square: 1600, 1024, 640, 360 and 360, 415, 830, 1245 — one srcset of them all. */
export const SQUARE_WIDTHS = [360, 415, 640, 830, 1024, 1245, 1600] as const
/** Where the media library is served (spec 1 §7 mediaLibraryUrl). */
export const MEDIA_BASE = '/media'

/**
 * Widths asked for at the original's own ratio (`/w/{width}`): spec 1 §9 image screens, the share
 * image (1600), the wallpaper download (1920), the editor's and the back office's thumbnails.
 */
export const VARIANT_WIDTHS = [320, 640, 768, 1024, 1280, 1600, 1920] as const

/**
 * The ratios (width:height) of the site's images: spec 1 §9's 16-9, 16-6.5 and 1-1, and the
 * blocks' own. A block names one (`<Image ratio="1:1" …>`); the delivery makes the hero widths at
 * these ratios and no others (SITE_IMAGE_SIZES), so a block needing a new ratio adds it here.
 */
export const IMAGE_RATIOS = {
  '16:9': 16 / 9,
  '16:6.5': 16 / 6.5,
  '1:1': 1,
  /** interior-360's panorama */
  '2:1': 2,
  /** image-box's background (1600×500) */
  '16:5': 16 / 5,
  /** masonry's first tile */
  '4:5': 4 / 5,
  /** masonry's other tiles */
  '8:9': 8 / 9,
  /** icon-button-slider's cards */
  '380:405': 380 / 405,
  /** compare-images beside a sidebar */
  '1350:946': 1350 / 946,
  /** model-summary's pictures */
  '1000:562': 1000 / 562,
} as const
export type ImageRatio = keyof typeof IMAGE_RATIOS

/** The height of an image `width` wide at a ratio. */
export const heightAt = (width: number, ratio: ImageRatio) => Math.round(width / IMAGE_RATIOS[ratio])

/**
 * A fixed delivery format: webp keeps the transparency of cut-out images; jpg for what is read
 * outside a browser (JSON-LD, a wallpaper download). Without one the URL names no format and the
 * delivery answers AVIF, WebP or JPEG by the browser's Accept header (ADR 061).
 */
export type ImageFormat = 'jpg' | 'webp'

export function imageUrl(mediaBase: string, id: number, width: number, height?: number, format?: ImageFormat): string {
  const size = height ? `/w/${width}/h/${height}` : `/w/${width}`
  return `${mediaBase}/api/v2/images/${id}${size}${format ? `.${format}` : ''}`
}

/**
 * Where a picture's subject is, in percent of its width and height (ADR 052): a crop
 * keeps it in view, and copy over the picture goes on the other side.
 */
export interface FocalPoint {
  x: number
  y: number
}

/** What the page knows of a media-library image (spec 1 §7): its original size, alt and title, its focal point. */
export interface ImageFacts {
  width: number
  height: number
  alt: string | null
  title: string | null
  /** Unset or null: the centre. */
  focal?: FocalPoint | null
}

/**
 * The CSS object-position that keeps the focal point in a cropped box, whatever the box: the
 * point's own percentages (the point of the picture at x % lies at x % of the box); none for the
 * centre. A block that knows its box's shape can centre the point instead (coverPosition).
 */
export function objectPosition(focal: FocalPoint | null | undefined): string | undefined {
  return focal && (focal.x !== 50 || focal.y !== 50) ? `${focal.x}% ${focal.y}%` : undefined
}

/** The heroes' picture on phones: a 4:3 box, the copy under it (ADR 052); their stylesheets say the same. */
export const PHONE_HERO_RATIO = 4 / 3

/**
 * The object-position that puts the focal point in the middle of a box `boxRatio` wide (width ÷
 * height) as far as the picture allows, when the picture covers the box (object-fit: cover): a car
 * at 71 % of a 16:9 picture in a 4:3 box shows from 25 % to 100 % (100% 50%), where its own
 * percentages (71% 50%) would cut it at 93 %.
 */
export function coverPosition(focal: FocalPoint, picture: { width: number; height: number }, boxRatio: number): string {
  const shown = Math.min(1, boxRatio / (picture.width / picture.height))
  const shownHigh = Math.min(1, picture.width / picture.height / boxRatio)
  const axis = (percent: number, share: number) =>
    share >= 1 ? 50 : Math.round(Math.min(1, Math.max(0, (percent / 100 - share / 2) / (1 - share))) * 100)
  return `${axis(focal.x, shown)}% ${axis(focal.y, shownHigh)}%`
}

/** Where copy over a picture goes (a block field): 'auto' opposite the picture's subject, or a side. */
export type CopySide = 'auto' | 'left' | 'right'

/** The side the copy takes: the one chosen, or for 'auto' the side the subject leaves open (none: as before). */
export function copySide(choice: CopySide, focal: FocalPoint | null | undefined): 'left' | 'right' | null {
  return choice === 'auto' ? openSide(focal) : choice
}

/**
 * The side of a picture left open by its subject, where copy over it belongs: the subject right of
 * the middle third leaves the left open, and the other way round; a centred subject (or none) none.
 */
export function openSide(focal: FocalPoint | null | undefined): 'left' | 'right' | null {
  if (!focal) return null
  if (focal.x >= 60) return 'left'
  if (focal.x <= 40) return 'right'
  return null
}

/** spec 2 §4 Images: the single size used when the library cannot serve every expected width. */
export const FALLBACK_SIZE = { width: 900, height: 500 } as const

/** A variant's size: `height` unset keeps the original's ratio. */
export interface ImageSize {
  width: number
  height?: number
}

/** The widths of a ratio's srcset: the square presets for 1:1, the hero widths for the others. */
export const widthsAt = (ratio: ImageRatio): readonly number[] => (ratio === '1:1' ? SQUARE_WIDTHS : HERO_WIDTHS)

/**
 * spec 2 §4 Images: the responsive set (widths 1600/1024/640 at the block's ratio; the square
 * presets for 1:1), unless the library lacks the image or any expected width (variants are never wider than the original):
 * then the single 900x500 size. `facts` undefined means unknown (no library lookup): full set.
 */
export function imageSources(mediaBase: string, id: number, facts: ImageFacts | null | undefined, ratio: ImageRatio, format?: ImageFormat) {
  const widest = HERO_WIDTHS[HERO_WIDTHS.length - 1]!
  if (facts === null || (facts && facts.width < widest)) {
    return { src: imageUrl(mediaBase, id, FALLBACK_SIZE.width, FALLBACK_SIZE.height, format), srcSet: undefined, ...FALLBACK_SIZE }
  }
  const height = heightAt(widest, ratio)
  return {
    src: imageUrl(mediaBase, id, widest, height, format),
    srcSet: imageSrcSet(mediaBase, id, widthsAt(ratio), ratio, format),
    width: widest,
    height,
  }
}

/** A srcset of hero widths at a ratio: each an allowed size (SITE_IMAGE_SIZES). */
export function imageSrcSet(mediaBase: string, id: number, widths: readonly number[], ratio: ImageRatio, format?: ImageFormat): string {
  return widths.map((w) => `${imageUrl(mediaBase, id, w, heightAt(w, ratio), format)} ${w}w`).join(', ')
}

/** spec 1 §5: explicit alt, else the trimmed image alt, else the trimmed title, else none. */
export function altText(explicit: string | null | undefined, image?: { alt?: string | null; title?: string | null }): string {
  if (explicit) return explicit
  return image?.alt?.trim() || image?.title?.trim() || ''
}

/**
 * The style that centres a hero picture's focal point in its phone box (PHONE_HERO_RATIO): the
 * hero's stylesheet hands `--fc-phone-position` to the picture's --fc-object-position there.
 */
export function phoneHeroStyle(facts: ImageFacts | null | undefined): Record<string, string> | undefined {
  return facts?.focal ? { '--fc-phone-position': coverPosition(facts.focal, facts, PHONE_HERO_RATIO) } : undefined
}
