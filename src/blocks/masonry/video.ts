import { videoSource, type VideoSource } from '~/ui/video.ts'

/**
 * spec 2 §3.8 Masonry: what the video URL plays in, built on the site's video rule (~/ui/video.ts:
 * YouTube and Vimeo in their privacy-friendly players, .mp4/.webm files in the browser's own).
 * Nothing here is fetched: the tile creates the player only when the visitor presses play.
 * - disable_autoplay: the player opens paused (autoplay=0) instead of starting at once.
 * - Any other web address is offered as a link the visitor may follow; anything else is ignored.
 */
export type MasonryVideo = VideoSource | { kind: 'link'; href: string }

export function masonryVideo(raw: string, autoplay: boolean): MasonryVideo | null {
  const url = raw.trim()
  if (!url) return null
  const source = videoSource(url)
  if (source?.kind === 'embed' && !autoplay) {
    const paused = new URL(source.src)
    paused.searchParams.set('autoplay', '0')
    return { ...source, src: paused.href }
  }
  if (source) return source
  return /^https?:\/\/[^/]/i.test(url) && URL.canParse(url) ? { kind: 'link', href: new URL(url).href } : null
}
