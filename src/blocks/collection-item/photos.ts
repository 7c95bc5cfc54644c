import { z } from 'zod'
import { safeUrl } from '~/merchandise/urls.ts'
import { MAX_PHOTOS } from './placeholder.ts'

const photoListSchema = z.array(z.string().max(2048))

export type PhotosResult = { photos: string[]; problem: string | null }

/**
 * spec 2 §3.7 Collection Item `images`: a JSON list of image URLs, stored as text. URLs that are
 * not http(s) or site-relative are dropped (src/merchandise/urls.ts), and only the first
 * MAX_PHOTOS are kept. Text that is not JSON, or not a list of strings, gives no photos and a
 * `problem` for the server log ('Invalid JSON in {context}', spec 2 §5); blank text is no photos.
 */
export function parsePhotos(text: string): PhotosResult {
  if (!text.trim()) return { photos: [], problem: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { photos: [], problem: 'Invalid JSON in collection-item images' }
  }
  const result = photoListSchema.safeParse(value)
  if (!result.success) return { photos: [], problem: 'Invalid JSON in collection-item images: not a list of URLs' }
  const photos = result.data.map(safeUrl).filter((url): url is string => url !== null)
  return { photos: photos.slice(0, MAX_PHOTOS), problem: null }
}
