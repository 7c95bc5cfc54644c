import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { BlockStyleTextsContext } from './BlockStyles.tsx'
import { blockStyleTexts } from '~/blocks/block-styles.server.ts'
import { NonceContext } from './nonce.ts'
import { scriptsAfterPaintStream } from './scripts-after-paint.server.ts'
import { paintsFirst } from './shell/paint-first.ts'
import { log } from '~/lib/log.server.ts'

export const streamTimeout = 5_000

/**
 * What a request did wrong is not the server's error: React Router's refusals (a POST to a page,
 * which has no action: 405; an unknown route: 404) are answered to the visitor and not logged with
 * a stack as its default handler does. Anything else is logged once, without the aborted
 * requests (a visitor who left).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isExpectedRefusal(error)) return
  log.error({ err: error, path: new URL(request.url).pathname }, 'render failed')
}

/** A refusal of the request itself (4xx), as opposed to a failure of the server. */
export const isExpectedRefusal = (error: unknown) => isRouteErrorResponse(error) && error.status < 500

/**
 * React Router's Node entry (its default, see @react-router/dev's entry.server.node.tsx) with three
 * additions: the render's CSP nonce on React Router's scripts and on ours, the
 * block styles' texts for the page to put inline (ADR 049), and a visitor's page's scripts fetched
 * after its first paint (ADR 095).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <BlockStyleTextsContext value={blockStyleTexts(loadContext.services.clientManifest)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </BlockStyleTextsContext>
      </NonceContext.Provider>,
      {
        // React's inline styles (a page's block styles, ADR 049) carry the nonce too; it keeps
        // only those whose own `nonce` is this one.
        nonce: { script: nonce, style: nonce },
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          if (paintsFirst(routerContext.staticHandlerContext.matches)) pipe(scriptsAfterPaintStream(nonce)).pipe(body)
          else pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
