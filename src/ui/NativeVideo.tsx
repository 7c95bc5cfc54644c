import { type RefObject, useEffect, useRef, useState } from 'react'
import { PlayPauseButton } from './CarouselControls.tsx'
import { REDUCED_MOTION_QUERY, useMediaQuery } from './carousel.ts'
import { useIsClient } from './use-is-client.ts'
import { useOnScreen } from './use-on-screen.ts'
import { backgroundVideoPlays, nativeVideoSrc } from './native-video.ts'
import styles from './NativeVideo.module.css'

/**
 * Plays or pauses a muted video as `playing` says, again whenever `source` changes (another file,
 * or the element mounted). A refused autoplay leaves the poster.
 */
export function usePlayback(ref: RefObject<HTMLVideoElement | null>, playing: boolean, source: unknown) {
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (playing) void Promise.resolve(video.play()).catch(() => {})
    else video.pause()
  }, [ref, playing, source])
}

/**
 * spec 2 §3.3 Native video background (ADR 162): a self-hosted video behind a block's copy, over
 * its image, which is the poster. Muted, looping and inline; it starts by itself unless the visitor
 * prefers reduced motion, and a pause/play button stops it (WCAG 2.2.2); it rests while scrolled
 * out of sight and goes on when it comes back. Rendered in the browser only: the server's HTML
 * keeps the image, so the first paint and visitors without script see it.
 * `className` places the video as the block places its image.
 */
export function BackgroundVideo({ src, poster, className }: { src: string; poster?: string; className?: string }) {
  const isClient = useIsClient()
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, false)
  const [choice, setChoice] = useState<boolean | null>(null)
  const ref = useRef<HTMLVideoElement>(null)
  const playable = nativeVideoSrc(src)
  const playing = backgroundVideoPlays(choice, reduced)
  // Scrolled out of sight it rests: no decoding nor painting for a video nobody sees.
  const onScreen = useOnScreen(ref, isClient && playable)
  usePlayback(ref, playing && onScreen, isClient && playable)
  if (!isClient || !playable) return null
  return (
    <>
      <video
        ref={ref}
        className={[styles.background, className].filter(Boolean).join(' ')}
        src={playable}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload={playing ? 'auto' : 'metadata'}
        aria-hidden="true"
        tabIndex={-1}
        data-playing={playing}
      />
      <div className={styles.control}>
        <PlayPauseButton playing={playing} onToggle={() => setChoice(!playing)} />
      </div>
    </>
  )
}

/**
 * spec 2 §3.3 Native video (ADR 162): a self-hosted video in place of a block's image, with the
 * browser's controls; the image is its poster and nothing plays until the visitor presses play.
 * `label` names it (the image's alt). Null when the field holds no playable file.
 */
export function ContentVideo({ src, poster, label, className }: { src: string; poster?: string; label: string; className?: string }) {
  const playable = nativeVideoSrc(src)
  if (!playable) return null
  return <video className={className} src={playable} poster={poster} controls playsInline preload="none" aria-label={label || undefined} />
}
