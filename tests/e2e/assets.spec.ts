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
