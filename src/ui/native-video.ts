import { isPlaying } from './carousel.ts'
import { videoSource } from './video.ts'

/**
 * Native videos (spec 2 §3.3 native_video, native_video_background; ADR 162): a self-hosted MP4 or
 * WebM file played in the browser's own <video>, never another site's player. Pure.
 */

/**
 * The address a native video field plays, or null when it holds no playable file: only MP4 and
 * WebM files on this site ('/…') or over https qualify (the field's pattern says the same to the
 * editor; content imported from elsewhere is checked again here).
 *
 * @example nativeVideoSrc('/videos/e7.mp4') // '/videos/e7.mp4'
 * @example nativeVideoSrc('https://www.youtube.com/watch?v=abc') // null: a video site, not a file
 */
export function nativeVideoSrc(raw: string): string | null {
  const url = raw.trim()
  if (!url || /\s/.test(url) || !(url.startsWith('https://') || (url.startsWith('/') && !url.startsWith('//')))) return null
  return videoSource(url)?.kind === 'file' ? url : null
}

/**
 * Whether a background video plays (WCAG 2.2.2 Pause, Stop, Hide; 2.3.3): the visitor's own play
 * or pause wins; before they choose, it plays unless they prefer reduced motion.
 */
export const backgroundVideoPlays = (choice: boolean | null, prefersReducedMotion: boolean): boolean =>
  isPlaying(choice, prefersReducedMotion)
