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

/** React Router's module script: the one that sets `__reactRouterRouteModules` (a metahead may add other module scripts). */
const HYDRATION_MARKER = Buffer.from('window.__reactRouterRouteModules')
const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script>')
const LINK_OPEN = Buffer.from('<link')
const MODULE_PRELOAD_REL = /\brel="modulepreload"/
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]+)"/
/** React Router's route imports: `import * as route0 from "…";`, and its bare ones (`import "…";;` in development). */
const STATIC_IMPORT = /^\s*import(?:\s+\*\s+as\s+(\w+)\s+from)?\s*("[^"]+");*[ \t]*$/gm
/** After the frame is painted; at the latest after this long, so a page opened in a background tab (no frames) still hydrates. */
const PAINT_WAIT_CAP_MS = 3000
const GT = 0x3e

/** The HTML with its module preloads moved into the hydration script, after the first paint; `undefined` when it has no hydration script. */
export function scriptsAfterPaint(html: string, nonce: string | undefined): string | undefined {
  return rewriteDocument(Buffer.from(html), nonce)?.toString()
}

/**
 * `scriptsAfterPaint` on the document's bytes. A page's HTML is mostly text and data the rewrite
 * leaves alone, so it is searched as UTF-8 (the markers are ASCII, which no multi-byte character
 * contains) and only the links and the hydration script are read as text: decoding a 140 KB page,
 * running expressions over all of it and encoding it again cost more than the rest of the rewrite.
 */
function rewriteDocument(html: Buffer, nonce: string | undefined): Buffer | undefined {
  const script = hydrationScript(html)
  if (!script) return undefined
  const preloads = modulePreloads(html)
  const body = html.toString('utf8', script.bodyStart, script.bodyEnd)
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({ name, specifier: specifier! }))
  const rest = body.replace(STATIC_IMPORT, '').replace(/^;/, '')
  const names = imports.map(({ name }, index) => name ?? `_unused${index}`)
  const rewritten =
    `${html.toString('utf8', script.start, script.bodyStart)}await new Promise((paint) => { requestAnimationFrame(() => setTimeout(paint)); setTimeout(paint, ${PAINT_WAIT_CAP_MS}) });\n` +
    `for (const href of ${JSON.stringify([...new Set(preloads.flatMap(({ href }) => href ?? []))])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href${nonce ? `, nonce: ${JSON.stringify(nonce)}` : ''} }));\n` +
    (imports.length
      ? `const [${names.join(', ')}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(', ')}]);\n`
      : '') +
    `${rest}</script>`
  // The page's bytes between the cuts, in order: every preload link left out, the script replaced.
  const cuts = [...preloads, { start: script.start, end: script.end, text: rewritten }].sort((a, b) => a.start - b.start)
  const parts: Buffer[] = []
  let at = 0
  for (const cut of cuts) {
    parts.push(html.subarray(at, cut.start))
    if ('text' in cut) parts.push(Buffer.from(cut.text))
    at = cut.end
  }
  parts.push(html.subarray(at))
  return Buffer.concat(parts)
}

/** Where React Router's hydration script is: the first module script whose own text holds the marker. */
function hydrationScript(html: Buffer) {
  for (let marker = html.indexOf(HYDRATION_MARKER); marker >= 0; marker = html.indexOf(HYDRATION_MARKER, marker + 1)) {
    const start = html.lastIndexOf(SCRIPT_OPEN, marker)
    const bodyStart = html.indexOf(GT, start) + 1
    const end = html.indexOf(SCRIPT_CLOSE, marker)
    const inside = start >= 0 && bodyStart > 0 && bodyStart <= marker && end >= 0 && html.lastIndexOf(SCRIPT_CLOSE, marker) < start
    if (inside && /\btype="module"/.test(html.toString('latin1', start, bodyStart))) {
      return { start, bodyStart, bodyEnd: end, end: end + SCRIPT_CLOSE.length }
    }
  }
  return undefined
}

/** Every `<link rel="modulepreload">` of the page: where it is and what it preloads. */
function modulePreloads(html: Buffer) {
  const links: { start: number; end: number; href: string | undefined }[] = []
  for (let start = html.indexOf(LINK_OPEN); start >= 0; start = html.indexOf(LINK_OPEN, start + 1)) {
    const next = html[start + LINK_OPEN.length]
    const end = html.indexOf(GT, start) + 1
    // `<link` followed by a name character is another element (`<linkage>`).
    if (end === 0 || (next !== undefined && /\w/.test(String.fromCharCode(next)))) continue
    const tag = html.toString('utf8', start, end)
    if (MODULE_PRELOAD_REL.test(tag)) links.push({ start, end, href: HREF.exec(tag)?.[1] })
  }
  return links
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
 * is searched with the end of the one before, and the held chunks are joined once.
 */
export function scriptsAfterPaintStream(nonce: string | undefined): Transform {
  let held: Buffer[] = []
  // The end of what was held (after the marker once it is found): a marker split between chunks.
  let tail = Buffer.alloc(0)
  let marked = false
  let passing = false
  const release = (stream: Transform) => {
    const html = Buffer.concat(held)
    stream.push(rewriteDocument(html, nonce) ?? html)
    held = []
    passing = true
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk)
      held.push(chunk)
      let searched = tail.length ? Buffer.concat([tail, chunk]) : chunk
      if (!marked) {
        const at = searched.indexOf(HYDRATION_MARKER)
        if (at >= 0) [marked, searched] = [true, searched.subarray(at + HYDRATION_MARKER.length)]
      }
      if (marked && searched.includes(SCRIPT_CLOSE)) release(this)
      else tail = Buffer.from(searched.subarray(-HYDRATION_MARKER.length))
      callback()
    },
    flush(callback) {
      if (!passing) release(this)
      callback()
    },
  })
}
