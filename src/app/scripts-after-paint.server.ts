import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'

/**
 * A page's scripts start downloading after its first paint (ADR 095). React Router's `<Scripts>`
 * writes a `modulepreload` link for every module a page hydrates with (the framework, the entry,
 * its routes) and the page adds its blocks' chunks; a browser fetches them all at once, at high
 * priority, beside the stylesheet and the hero image that the first paint waits for. Here those
 * links leave the HTML and the hydration script waits for the first frame, then adds them back
 * and imports the routes: the page paints with what it needs, then loads what makes it interactive.
 *
 * The rewrite reads React Router's output, so it is all or nothing: an HTML without the hydration
 * script it knows (a future version's) is passed on unchanged, as React Router wrote it.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]+)"/
/** React Router's module script: the one that sets `__reactRouterRouteModules` (a metahead may add other module scripts). */
const HYDRATION_MARKER = 'window.__reactRouterRouteModules'
const HYDRATION_SCRIPT =
  /(<script\b[^>]*\btype="module"[^>]*>)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules\b[\s\S]*?)<\/script>/
/** React Router's route imports: `import * as route0 from "…";`, and its bare ones (`import "…";;` in development). */
const STATIC_IMPORT = /^\s*import(?:\s+\*\s+as\s+(\w+)\s+from)?\s*("[^"]+");*[ \t]*$/gm
/** After the frame is painted; at the latest after this long, so a page opened in a background tab (no frames) still hydrates. */
const PAINT_WAIT_CAP_MS = 3000

/** The HTML with its module preloads moved into the hydration script, after the first paint; `undefined` when it has no hydration script. */
export function scriptsAfterPaint(html: string, nonce: string | undefined): string | undefined {
  const script = HYDRATION_SCRIPT.exec(html)
  if (!script) return undefined
  const [whole, openTag, body] = script as unknown as [string, string, string]
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([link]) => HREF.exec(link)?.[1]).filter((href) => href !== undefined)
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({ name, specifier: specifier! }))
  const rest = body.replace(STATIC_IMPORT, '').replace(/^;/, '')
  const names = imports.map(({ name }, index) => name ?? `_unused${index}`)
  const rewritten =
    `${openTag}await new Promise((paint) => { requestAnimationFrame(() => setTimeout(paint)); setTimeout(paint, ${PAINT_WAIT_CAP_MS}) });\n` +
    `for (const href of ${JSON.stringify([...new Set(preloads)])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href${nonce ? `, nonce: ${JSON.stringify(nonce)}` : ''} }));\n` +
    (imports.length
      ? `const [${names.join(', ')}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(', ')}]);\n`
      : '') +
    `${rest}</script>`
  const start = script.index
  return (html.slice(0, start) + rewritten + html.slice(start + whole.length)).replace(MODULE_PRELOAD, '')
}

/**
 * The module scripts a page loads: those its hydration script preloads and imports. For the
 * budgets' measures (bench/shipped-js.ts, tests/e2e/assets.spec.ts), which read the served HTML.
 */
export function pageModuleScripts(html: string): string[] {
  const listed = [...html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)].flatMap(([, list]) => JSON.parse(list!) as string[])
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].flatMap(([link]) => HREF.exec(link)?.[1] ?? [])
  const imported = [...html.matchAll(/\b(?:import\s*\(?|from)\s*"(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!)
  return [...new Set([...listed, ...preloaded, ...imported])]
}

/**
 * The stream of a document's HTML with `scriptsAfterPaint` applied: React writes the shell (head
 * and body, the hydration script last) at once, so everything up to the hydration script is held
 * and rewritten together; what streams after it (deferred data) passes as it comes. The held text
 * is searched only where each chunk added to it, so a page in many chunks costs one pass.
 */
export function scriptsAfterPaintStream(nonce: string | undefined): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  let marker = -1
  let passing = false
  const release = (stream: Transform) => {
    stream.push(scriptsAfterPaint(held, nonce) ?? held)
    held = ''
    passing = true
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Decoded throughout, so a character split between two chunks stays whole.
      if (passing) return callback(null, decoder.write(chunk))
      const from = held.length
      held += decoder.write(chunk)
      if (marker < 0) marker = held.indexOf(HYDRATION_MARKER, Math.max(0, from - HYDRATION_MARKER.length))
      if (marker >= 0 && held.indexOf('</script>', Math.max(marker, from - '</script>'.length)) >= 0) release(this)
      callback()
    },
    flush(callback) {
      if (!passing) release(this)
      callback(null, decoder.end())
    },
  })
}
