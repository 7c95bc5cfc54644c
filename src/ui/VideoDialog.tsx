import { Modal } from './Modal.tsx'
import { ThirdPartyGate } from './third-party-gate.tsx'
import { videoSource } from './video.ts'
import type { VideoRequest } from './VideoModal.tsx'
import styles from './VideoModal.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/**
 * One open video modal (spec 1 §2 Video modal), stacked by VideoModalHost on the one modal
 * primitive: the newest is on top, focus stays inside, Escape closes it.
 */
export default function VideoDialog({ video, onClosed }: { video: VideoRequest; onClosed: () => void }) {
  const ui = useUiTexts()
  const source = videoSource(video.url)
  const title = video.header?.trim() || ui.video
  return (
    <Modal open onClose={onClosed} title={title} closeLabel={ui.closeVideo} className={`${styles.dialog} ${video.theme ?? 'dark-theme'}`}>
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
    </Modal>
  )
}
