import { createContext, useContext } from 'react'
import { MEDIA_BASE } from './image.ts'

/**
 * Where the market's media library answers: `/media`, or under the market's base path on a host
 * it shares (`/ar/media`), as image ids are the market's own. The root layout
 * provides it from the shell.
 */
export const MediaBaseContext = createContext(MEDIA_BASE)
export const useMediaBase = () => useContext(MediaBaseContext)

/** `/media` for a market at the root of its host, `/ar/media` for one under `/ar`. */
export const marketMediaBase = (basePath: string) => `${basePath === '/' ? '' : basePath}${MEDIA_BASE}`
