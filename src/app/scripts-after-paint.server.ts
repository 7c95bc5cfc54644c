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
 * and rewritten together; what streams after it (deferred data) passes as it comes. Each chunk
 * is searched with the end of the one before, and the held chunks are joined once: a string grown
 * chunk by chunk and searched after each one is copied whole at every search (V8 flattens it),
 * which cost a 140 KB page several milliseconds.
 */
export function scriptsAfterPaintStream(nonce: string | undefined): Transform {
  const decoder = new StringDecoder('utf8')
  let held: string[] = []
  // The end of what was held (after the marker once it is found): a text split between chunks.
  let tail = ''
  let marked = false
  let passing = false
  const release = (stream: Transform) => {
    const html = held.join('')
    stream.push(scriptsAfterPaint(html, nonce) ?? html)
    held = []
    passing = true
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Decoded throughout, so a character split between two chunks stays whole.
      if (passing) return callback(null, decoder.write(chunk))
      const text = decoder.write(chunk)
      held.push(text)
      let searched = tail + text
      if (!marked) {
        const at = searched.indexOf(HYDRATION_MARKER)
        if (at >= 0) [marked, searched] = [true, searched.slice(at + HYDRATION_MARKER.length)]
      }
      if (marked && searched.includes('</script>')) release(this)
      else tail = searched.slice(-HYDRATION_MARKER.length)
      callback()
    },
    flush(callback) {
      if (!passing) release(this)
      callback(null, decoder.end())
    },
  })
}
