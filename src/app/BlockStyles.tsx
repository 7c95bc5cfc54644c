import { createContext, useContext } from 'react'
import { useNonce } from './nonce.ts'

/** The block stylesheets' texts by href, on the server (entry.server.tsx); null in the browser. */
export const BlockStyleTextsContext = createContext<ReadonlyMap<string, string> | null>(null)

/**
 * A page's block styles (ADR 049). The server writes them inline, in one `<style>` with the
 * render's CSP nonce that React hoists into the head, so the page links no stylesheet but the
 * shell's. In the browser, styles already in the page are left alone; those of a page reached by
 * client-side navigation are linked, and React shows the page once they have loaded.
 */
export function BlockStyles({ hrefs }: { hrefs: readonly string[] }) {
  const texts = useContext(BlockStyleTextsContext)
  const nonce = useNonce()
  return hrefs.map((href) => {
    const text = texts?.get(href)
    if (text !== undefined)
      return (
        <style key={href} href={href} precedence="blocks" nonce={nonce}>
          {text}
        </style>
      )
    if (typeof document !== 'undefined' && inlineInPage(document, href)) return null
    return <link key={href} rel="stylesheet" href={href} precedence="blocks" />
  })
}

/** Whether the server's inline styles (`<style data-href="a b …">`, React's format) hold this stylesheet. */
const inlineInPage = (document: Document, href: string) =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].some((style) => style.dataset.href!.split(' ').includes(href))
