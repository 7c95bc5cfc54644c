import { FALLBACK_SIZE, heightAt, IMAGE_RATIOS, VARIANT_WIDTHS, widthsAt, type ImageRatio, type ImageSize } from '~/ui/image.ts'

/*
 * The sizes the media delivery makes (src/media/variants.server.ts), from the constants the
 * renderers use (src/ui/image.ts). Apart from them, so the pages' scripts do not carry this table.
 */

/**
 * Every size the site asks the media library for, and so the only sizes the delivery makes:
 * VARIANT_WIDTHS at the original's ratio, the hero widths at each of IMAGE_RATIOS,
 * and the fallback size. Built from the constants the renderers use, so the two cannot drift.
 */
export const SITE_IMAGE_SIZES: readonly ImageSize[] = (() => {
  const sizes = new Map<string, ImageSize>()
  const add = (size: ImageSize) => sizes.set(imageSizeName(size), size)
  for (const width of VARIANT_WIDTHS) add({ width })
  for (const ratio of Object.keys(IMAGE_RATIOS) as ImageRatio[]) {
    for (const width of widthsAt(ratio)) add({ width, height: heightAt(width, ratio) })
  }
  add(FALLBACK_SIZE)
  return [...sizes.values()]
})()

/** `640x360`, or `640` when the height follows the original. */
export function imageSizeName({ width, height }: ImageSize): string {
  return height ? `${width}x${height}` : `${width}`
}

const SITE_SIZE_NAMES = new Set(SITE_IMAGE_SIZES.map(imageSizeName))
/** Whether the site uses this size (and so the delivery makes it). */
export const isSiteImageSize = (size: ImageSize) => SITE_SIZE_NAMES.has(imageSizeName(size))
