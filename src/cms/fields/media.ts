import { z } from 'zod'
import { databaseId } from '~/lib/database-integer.ts'

/** One image of the media library list (editor contract, Media API). */
export const mediaImageSchema = z.object({
  id: databaseId,
  file_name: z.string().nullish(),
  alt: z.string().nullish(),
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  url: z.string(),
})
export type MediaImage = z.infer<typeof mediaImageSchema>

const listSchema = z.object({
  data: z.array(mediaImageSchema),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
})
export type MediaImageList = z.infer<typeof listSchema>

export const IMAGES_PER_PAGE = 24

/** `GET {mediaBase}/api/v2/images?search=&page=&per_page=` (editor contract, Media API). */
export const imageListUrl = (mediaBase: string, search: string, page: number) =>
  `${mediaBase}/api/v2/images?${new URLSearchParams({ search, page: String(page), per_page: String(IMAGES_PER_PAGE) })}`

/** The small preview of a library image (spec 2 §7 image delivery, width 320). */
export const imageThumbnailUrl = (mediaBase: string, id: number) => `${mediaBase}/api/v2/images/${id}/w/320.jpg`

/** Fetches one page of the library's images; throws with a message an editor can read. */
export async function fetchImageList(mediaBase: string, search: string, page: number, signal?: AbortSignal): Promise<MediaImageList> {
  const response = await fetch(imageListUrl(mediaBase, search, page), {
    signal,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (!response.ok) throw new Error(`The media library answered ${response.status}.`)
  const parsed = listSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error('The media library sent an answer the editor does not understand.')
  return parsed.data
}

/** spec 1 §9 size presets as the select values of an Image field: `1600x900`. */
export const sizeValue = (size: { w: number; h: number }) => `${size.w}x${size.h}`
