import { z } from 'zod'
import { queryWholeNumber } from '~/lib/list-query.ts'
import { VARIANT_WIDTHS } from '~/ui/image.ts'

/**
 * The media library's rules and shapes (editor contract, Media API), shared by the API and the
 * admin screen. Server-free.
 */

/** Uploads are at most 10 MB (editor contract). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Larger pictures than this are refused: decoding them would take too much memory (ADR 025). */
export const MAX_UPLOAD_PIXELS = 50_000_000
export const MEDIA_PAGE_SIZE = 24

export interface LibraryImage {
  id: number
  file_name: string
  alt: string | null
  title: string | null
  width: number
  height: number
  size_bytes: number
  mime_type: string
  url: string
}

export interface ImageUse {
  page_id: number
  path: string
  title: string | null
  in_published: boolean
  in_draft: boolean
}

/** The vehicles said in words: 'the photos of 2 stock vehicles (VIN1, VIN2)', '… of 9 stock vehicles (VIN1, … and 4 more)'. */
export function vehiclesText({ count, vins }: VehicleUses): string {
  const more = count - vins.length
  const named = more > 0 ? `${vins.join(', ')} and ${more} more` : vins.join(', ')
  return `the photos of ${count} stock ${count === 1 ? 'vehicle' : 'vehicles'} (${named})`
}

/** Stock vehicles in the market whose photos are the image (a feed may name its library URL): how many, and the first VINs. */
export interface VehicleUses {
  count: number
  vins: string[]
}

export const imageThumbnailUrl = (id: number, width = 320, mediaBase = '/media') => `${mediaBase}/api/v2/images/${id}/w/${width}.jpg`

/** '' or blanks clear the text. */
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).nullable(),
  )

export const imageTextSchema = z.strictObject({ alt: text(300).optional(), title: text(300).optional() })
/** A change of an image's texts: at least one of them. */
export const imageTextChangeSchema = imageTextSchema.refine(
  (change) => change.alt !== undefined || change.title !== undefined,
  'give alt or title (or both)',
)
export type ImageText = z.infer<typeof imageTextSchema>

export const imageListQuerySchema = z.object({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: queryWholeNumber(1, 100_000, 1, 'must be a positive integer'),
  per_page: queryWholeNumber(1, 100, MEDIA_PAGE_SIZE, 'must be 1 to 100'),
})
export type ImageListQuery = z.infer<typeof imageListQuerySchema>

/** A title from an uploaded file's name when none is given: 'front-view_2024.JPG' → 'front view 2024'. */
export function titleFromFileName(name: string): string | null {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '')
  const title = base
    .replace(/[_-]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
  return title === '' ? null : title
}

/** '1.5 MB', '820 KB', '512 B'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

/** The problem with an upload's size, or null: empty, or more than the limit (413). */
export function uploadSizeProblem(bytes: number): { status: 413 | 422; message: string } | null {
  if (bytes === 0) return { status: 422, message: 'the file is empty' }
  if (bytes > MAX_UPLOAD_BYTES)
    return { status: 413, message: `the file is ${formatBytes(bytes)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}` }
  return null
}

/** The VARIANT_WIDTHS an image offers at its own ratio (never wider than the original). */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w <= width)
}

/** The tallest variant made for a width-only size, whatever the original's ratio. */
export const MAX_VARIANT_HEIGHT = 4000

/**
 * The size a width-only variant comes out at: the original's ratio at that width, or, for a picture
 * so tall it would pass MAX_VARIANT_HEIGHT, that height and a narrower width
 * (200 × 20,000 at 320 → 40 × 4,000). A picture narrower than the width is enlarged to it.
 */
export function variantSize(original: { width: number; height: number }, width: number): { width: number; height: number } {
  const scale = Math.min(width / original.width, MAX_VARIANT_HEIGHT / original.height)
  return { width: Math.max(1, Math.round(original.width * scale)), height: Math.max(1, Math.round(original.height * scale)) }
}
