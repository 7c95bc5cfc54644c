import { once } from 'node:events'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { pageModuleScripts, scriptsAfterPaint, scriptsAfterPaintStream } from './scripts-after-paint.server.ts'

// What React Router 7's <Scripts> writes (a page with two routes), with the page's block chunk
// preloaded by React in the head, and a streamed data script after it.
const NONCE = 'n0nce=='
const HEAD =
  '<html><head><link rel="modulepreload" href="/assets/Block-a.js"/>' +
  `<link rel="modulepreload" href="/assets/entry.client-b.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/framework-c.js" nonce="${NONCE}"/><link rel="stylesheet" href="/assets/shell.css"/></head>`
const HYDRATION =
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root-d.js";\nimport * as route1 from "/assets/page-e.js";\n` +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-b.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-b.js");</script>'
const PAGE = `${HEAD}<body><main>Hello</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>${HYDRATION}<script nonce="${NONCE}">stream.close()</script></body></html>`

describe('scriptsAfterPaint (ADR 095)', () => {
  const html = scriptsAfterPaint(PAGE, NONCE)!

  it('takes every module preload out of the HTML', () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>')
  })

  it('waits for a frame (or at most 3 s), then preloads the same modules with the nonce and imports the routes together', () => {
    const script = html.slice(html.indexOf('<script nonce="n0nce==" type="module"'))
    const wait = script.indexOf('requestAnimationFrame')
    const preload = script.indexOf('["/assets/Block-a.js","/assets/entry.client-b.js","/assets/framework-c.js"]')
    const routes = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-d.js"), import("/assets/page-e.js")]);')
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"home":route1};')
    const entry = script.indexOf('import("/assets/entry.client-b.js");</script>')
    expect([wait, preload, routes, modules, entry].every((at) => at > 0)).toBe(true)
    expect(wait < preload && preload < routes && routes < modules && modules < entry).toBe(true)
    expect(script).toContain('setTimeout(paint, 3000)')
    expect(script).toContain('nonce: "n0nce=="')
    expect(script).not.toMatch(/^\s*import \* as/m)
  })

  it('leaves the rest of the page as it was', () => {
    expect(html.startsWith('<html><head><link rel="stylesheet"')).toBe(true)
    expect(html).toContain('<body><main>Hello</main><script nonce="n0nce==">window.__reactRouterContext = {};</script>')
    expect(html.endsWith('<script nonce="n0nce==">stream.close()</script></body></html>')).toBe(true)
  })

  it('reads only link elements as preloads, wherever a page has them', () => {
    const page = PAGE.replace(
      '<main>',
      '<main><linkage rel="modulepreload" href="/not-a-link.js"></linkage><link rel="modulepreload" href="/assets/late-g.js">',
    )
    const out = scriptsAfterPaint(page, NONCE)!
    expect(out).toContain('<main><linkage rel="modulepreload" href="/not-a-link.js"></linkage>Hello</main>')
    expect(out).toContain('"/assets/framework-c.js","/assets/late-g.js"]')
    expect(out).not.toContain('/not-a-link.js"]')
  })

  it.each([
    ['no hydration script (a document React Router did not write)', `${HEAD}<body>static</body></html>`],
    ['only a module script of a metahead', `${HEAD}<body><script type="module">import "/x.js"</script></body></html>`],
  ])('returns undefined for %s, so the page is sent as written', (_, page) => {
    expect(scriptsAfterPaint(page, NONCE)).toBeUndefined()
  })

  it("rewrites React Router's hydration script, not a metahead's module script before it", () => {
    const metahead = '<script type="module">import "/analytics.js";</script>'
    const out = scriptsAfterPaint(PAGE.replace('<body>', `<body>${metahead}`), NONCE)!
    expect(out).toContain(metahead)
    expect(out).toContain('const [route0, route1] = await Promise.all(')
  })

  it('keeps split route modules and a bare manifest import, and works without a nonce', () => {
    const split = PAGE.replace(
      ';\nimport * as route0 from "/assets/root-d.js";',
      'import "/assets/manifest-f.js";;\nimport * as route0_clientLoader from "/assets/root-loader.js";\nimport * as route0_main from "/assets/root-d.js";\nconst route0 = {...route0_clientLoader,...route0_main};',
    )
    const out = scriptsAfterPaint(split, undefined)!
    expect(out).toContain(
      'const [_unused0, route0_clientLoader, route0_main, route1] = await Promise.all([import("/assets/manifest-f.js"), import("/assets/root-loader.js"), import("/assets/root-d.js"), import("/assets/page-e.js")]);',
    )
    expect(out).toContain('const route0 = {...route0_clientLoader,...route0_main};')
    expect(out).not.toContain('nonce: ')
  })
})

describe('pageModuleScripts', () => {
  it('lists the same modules before and after the rewrite', () => {
    const modules = ['/assets/Block-a.js', '/assets/entry.client-b.js', '/assets/framework-c.js', '/assets/root-d.js', '/assets/page-e.js']
    expect(pageModuleScripts(PAGE).sort()).toEqual([...modules].sort())
    expect(pageModuleScripts(scriptsAfterPaint(PAGE, NONCE)!).sort()).toEqual([...modules].sort())
  })
})

describe('scriptsAfterPaintStream', () => {
  const chunksOf = (page: string, size: number) =>
    Array.from({ length: Math.ceil(page.length / size) }, (_, i) => Buffer.from(page.slice(i * size, (i + 1) * size)))

  it.each([1, 7, 64, 100_000])('gives the rewritten page whatever the chunk size (%i)', async (size) => {
    const out = await text(Readable.from(chunksOf(PAGE, size)).pipe(scriptsAfterPaintStream(NONCE)))
    expect(out).toBe(scriptsAfterPaint(PAGE, NONCE))
  })

  it('keeps characters split between two chunks whole, before and after the hydration script', async () => {
    const page = PAGE.replace('Hello', 'مرحبا – £').replace('stream.close()', 'stream.enqueue("سيارة")')
    const bytes = Buffer.from(page)
    const expected = scriptsAfterPaint(page, NONCE)
    for (const at of [
      bytes.indexOf('رحبا') + 1,
      bytes.indexOf('</script>', bytes.indexOf('__reactRouterRouteModules')) + 9,
      bytes.indexOf('يارة') + 1,
    ]) {
      const out = await text(Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(scriptsAfterPaintStream(NONCE)))
      expect(out, `split at byte ${at}`).toBe(expected)
    }
  })

  // What follows the hydration script (deferred data) streams as it comes, so the held page goes
  // out as soon as that script ends: not at an earlier script's end, not only when the page ends.
  it.each([
    [
      'the marker ends a chunk that holds an earlier script',
      PAGE.indexOf('__reactRouterRouteModules') + '__reactRouterRouteModules'.length,
    ],
    ['one character a chunk', 1],
  ])('releases the rewritten page when the hydration script ends (%s)', async (_name, split) => {
    const end = PAGE.indexOf('</script>', PAGE.indexOf('__reactRouterRouteModules')) + '</script>'.length
    const chunks = split === 1 ? [...PAGE.slice(0, end)] : [PAGE.slice(0, split), PAGE.slice(split, end)]
    const stream = scriptsAfterPaintStream(NONCE)
    const out: string[] = []
    stream.on('data', (data: Buffer) => out.push(data.toString()))
    for (const [index, chunk] of chunks.entries()) {
      stream.write(Buffer.from(chunk))
      await new Promise(setImmediate)
      if (index < chunks.length - 1) expect(out, `after chunk ${index}`).toEqual([])
    }
    expect(out.join('')).toBe(scriptsAfterPaint(PAGE.slice(0, end), NONCE))
    stream.end(Buffer.from(PAGE.slice(end)))
    await once(stream, 'end')
    expect(out.join('')).toBe(scriptsAfterPaint(PAGE, NONCE))
  })

  it('passes a page without a hydration script through unchanged', async () => {
    const page = `${HEAD}<body>static</body></html>`
    expect(await text(Readable.from(chunksOf(page, 5)).pipe(scriptsAfterPaintStream(NONCE)))).toBe(page)
  })
})
