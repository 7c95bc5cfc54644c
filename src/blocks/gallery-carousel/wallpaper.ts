import { slugify } from '~/lib/slug.ts'
import { imageUrl, MEDIA_BASE } from '~/ui/image.ts'

/** The wallpaper download size: the common desktop wallpaper width, at the image's own ratio. */
export const WALLPAPER_WIDTH = 1920

/**
 * spec 2 §3.7 can_download_wallpaper: the download link of an image. NOTE: the media library's
 * /api/v2/images/{id} answers the image's facts as JSON, not the file, so the link asks for a
 * 1920 px wide copy (height by ratio) instead, as a JPEG: a file to keep, not a picture to show.
 */
export const wallpaperUrl = (imageId: number, mediaBase = MEDIA_BASE): string =>
  imageUrl(mediaBase, imageId, WALLPAPER_WIDTH, undefined, 'jpg')

/** A file name for the download: the gallery's name as a slug and the image's number. */
export function wallpaperFileName(galleryName: string, index: number): string {
  return `${slugify(galleryName) || 'wallpaper'}-${index + 1}.jpg`
}
