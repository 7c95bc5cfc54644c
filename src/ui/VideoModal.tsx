import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'

/**
 * The dialog is a chunk of its own, loaded when a video is first opened: every page has the host
 * (in the shell), few open a video, so pages do not carry the player's code and styles up front.
 */
const VideoDialog = lazy(() => import('./VideoDialog.tsx'))

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
      <Suspense>
        {stack.map((video) => (
          <VideoDialog key={video.key} video={video} onClosed={() => setStack((s) => s.filter((v) => v.key !== video.key))} />
        ))}
      </Suspense>
    </OpenVideoContext>
  )
}
