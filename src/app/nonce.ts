import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this render: server-rendered scripts carry it,
 * or the browser refuses them. Provided by entry.server.tsx; empty in the browser, where scripts
 * are created after the fact (`pageNonce`).
 */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)

/** In the browser: the nonce of the page's own scripts (the attribute reads empty, the property does not). */
export const pageNonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
