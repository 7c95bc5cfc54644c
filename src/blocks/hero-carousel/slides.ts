import { DEFAULT_SLIDE_DURATION_MS } from '~/ui/carousel.ts'

/** spec 2 §9 Hero Carousel: the option to allow (at most) 4 slides on touch devices. */
export const TOUCH_SLIDES_LIMIT = 4
/** From this width a slide uses its desktop video and, with has_wide_ratio, its wide image. */
export const DESKTOP_QUERY = '(min-width: 768px)'

const positive = (ms: number | null): ms is number => typeof ms === 'number' && Number.isFinite(ms) && ms > 0

/**
 * spec 2 §4 Hero carousel: each slide lasts its own slide_duration_limit when set, else the block's
 * slide_duration, else 6000 ms (spec 2 §9).
 */
export function slideDuration(slideLimit: number | null, blockDuration: number | null): number {
  if (positive(slideLimit)) return slideLimit
  if (positive(blockDuration)) return blockDuration
  return DEFAULT_SLIDE_DURATION_MS
}

/** spec 2 §3.7 has_touch_devices_slides_limit: touch devices show only the first 4 slides when it is on. */
export function visibleSlideCount(total: number, limitOnTouch: boolean, touch: boolean): number {
  return limitOnTouch && touch ? Math.min(total, TOUCH_SLIDES_LIMIT) : total
}

/** A URL a <video> may load: http(s) or a path on this site; anything else (javascript:, data:, typos) is ignored. */
export function playableUrl(url: string): string | null {
  const trimmed = url.trim()
  if (/^https?:\/\/[^\s/]/i.test(trimmed) || /^\/(?!\/)\S/.test(trimmed)) return trimmed
  return null
}

export interface SlideVideos {
  video_bg: string
  video_desktop: string
  video_mobile: string
}

/**
 * Which video a slide plays on which viewport (spec 2 §3.7 both readings, §5): desktop plays
 * video_desktop, else Reading A's single video_bg; mobile plays only video_mobile ("required for a
 * mobile video"), and only when has_mobile_video is on. No video: the slide shows its image.
 */
export function slideVideo(slide: SlideVideos, viewport: 'desktop' | 'mobile', hasMobileVideo: boolean): string | null {
  if (viewport === 'desktop') return playableUrl(slide.video_desktop) ?? playableUrl(slide.video_bg)
  return hasMobileVideo ? playableUrl(slide.video_mobile) : null
}
