import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { videoSource } from './video.ts'
import styles from './VideoModal.module.css'

/** spec 1 §2 Video modal: what a caller opens — the video link, and what to show around it. */
export interface VideoRequest {
  url: string
  header?: string
  description?: string
  theme?: 'dark-theme' | 'light-theme'
  /** Player options for video files; embedded players use their own controls. */
  options?: { loop?: boolean; muted?: boolean }
}

const OpenVideoContext = createContext<((request: VideoRequest) => void) | null>(null)

/** Opens a video modal over the page (or over another video modal); null outside the host. */
export const useOpenVideo = () => useContext(OpenVideoContext)

let nextKey = 1

/** Hosts the stack of open video modals: any component below it can open one; several may stack. */
export function VideoModalHost({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<(VideoRequest & { key: number })[]>([])
  const open = useCallback((request: VideoRequest) => setStack((s) => [...s, { ...request, key: nextKey++ }]), [])
  return (
    <OpenVideoContext value={open}>
      {children}
      {stack.map((video) => (
        <VideoDialog key={video.key} video={video} onClosed={() => setStack((s) => s.filter((v) => v.key !== video.key))} />
      ))}
    </OpenVideoContext>
  )
}

function VideoDialog({ video, onClosed }: { video: VideoRequest; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current!
    // A modal <dialog> is in the top layer: the newest one is on top, focus stays inside, Esc closes it.
    element.showModal()
    return () => { if (element.open) element.close() }
  }, [])
  const source = videoSource(video.url)
  const title = video.header?.trim() || 'Video'
  return (
    <dialog ref={dialog} className={`${styles.dialog} ${video.theme ?? 'dark-theme'}`} aria-label={title} onClose={onClosed}>
      <div className={styles.bar}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} aria-label="Close video" onClick={() => dialog.current?.close()}>×</button>
      </div>
      <div className={styles.player}>
        {source?.kind === 'embed' && (
          <iframe src={source.src} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen />
        )}
        {source?.kind === 'file' && (
          <video src={source.src} controls autoPlay playsInline loop={video.options?.loop} muted={video.options?.muted} />
        )}
        {!source && (
          <p className={styles.unplayable}>This video cannot be played here. <a href={video.url} target="_blank" rel="noopener noreferrer">Open the video</a></p>
        )}
      </div>
      {video.description && <p className={styles.description}>{video.description}</p>}
    </dialog>
  )
}
