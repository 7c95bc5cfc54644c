import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures.ts'

// What the demo home page's HTML makes a browser download (issue 12 §11), read from the served
// HTML and assets: no browser needed.

/** The module scripts of a page: React Router's modulepreloads and the entry's imports. */
function moduleScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  const imports = [...html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  return [...new Set([...preloads, ...imports])]
}

test('the home page loads no zod: it is for the server, the editor and the admin', async ({ request }) => {
  const scripts = moduleScripts(await (await request.get('/')).text())
  expect(scripts.length).toBeGreaterThan(3)
  for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain('$ZodType')
})

test("the home page links one stylesheet, the shell's, and holds its own blocks' styles inline with the render's nonce", async ({
  request,
}) => {
  const response = await request.get('/')
  const html = await response.text()
  expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toHaveLength(1)

  const inline = /<style nonce="([^"]+)" data-precedence="blocks" data-href="([^"]+)">/.exec(html)
  expect(inline, 'the inline block styles').not.toBeNull()
  const [, nonce, hrefs] = inline!
  const inlined = hrefs!.split(' ')
  expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`)
  const manifest = JSON.parse(readFileSync('build/client/.vite/manifest.json', 'utf8')) as Record<string, { css?: string[] }>
  const stylesOf = (template: string) => (manifest[`src/blocks/${template}/Block.tsx`]?.css ?? []).map((css) => `/${css}`)
  const onPage = new Set([...html.matchAll(/data-template="([^"]+)"/g)].map((m) => m[1]!))
  expect(onPage.size).toBeGreaterThan(2)
  for (const template of onPage) for (const href of stylesOf(template)) expect(inlined, template).toContain(href)

  // A block the page does not have brings nothing: no link, no inline style.
  const elsewhere = Object.keys(manifest)
    .flatMap((key) => /^src\/blocks\/([^/]+)\/Block\.tsx$/.exec(key)?.[1] ?? [])
    .filter((template) => !onPage.has(template) && stylesOf(template).length > 0)
  expect(elsewhere.length).toBeGreaterThan(10)
  for (const template of elsewhere) for (const href of stylesOf(template)) expect(html, template).not.toContain(href)
})
