import { useEffect, useRef } from 'react'
import { ThirdPartyGate } from './third-party-gate.tsx'
import { videoSource } from './video.ts'
import type { VideoRequest } from './VideoModal.tsx'
import styles from './VideoModal.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/** One open video modal (spec 1 §2 Video modal), stacked by VideoModalHost. */
export default function VideoDialog({ video, onClosed }: { video: VideoRequest; onClosed: () => void }) {
  const ui = useUiTexts()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current!
    // A modal <dialog> is in the top layer: the newest one is on top, focus stays inside, Esc closes it.
    element.showModal()
    return () => {
      if (element.open) element.close()
    }
  }, [])
  const source = videoSource(video.url)
  const title = video.header?.trim() || ui.video
  return (
    <dialog ref={dialog} className={`${styles.dialog} ${video.theme ?? 'dark-theme'}`} aria-label={title} onClose={onClosed}>
      <div className={styles.bar}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} aria-label={ui.closeVideo} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <div className={styles.player}>
        {source?.kind === 'embed' && (
          // A player from another site sets its cookies: it waits for consent (spec 1 §4).
          <ThirdPartyGate>
            <iframe src={source.src} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen />
          </ThirdPartyGate>
        )}
        {source?.kind === 'file' && (
          <video src={source.src} controls autoPlay playsInline loop={video.options?.loop} muted={video.options?.muted} />
        )}
        {!source && (
          <p className={styles.unplayable}>
            {ui.videoUnavailable}{' '}
            <a href={video.url} target="_blank" rel="noopener noreferrer">
              {ui.openVideo}
            </a>
          </p>
        )}
      </div>
      {video.description && <p className={styles.description}>{video.description}</p>}
    </dialog>
  )
}
