import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { MetaheadPlan } from '~/content/metaheads.ts'
import { NonceContext } from '../nonce.ts'
import { HeadScripts, Metaheads } from './Metaheads.tsx'

const plan: MetaheadPlan = {
  head: [
    { tag: 'meta', key: 'metahead-1-0', attrs: { name: 'generator', content: 'Forecourt' } },
    { tag: 'script', key: 'metahead-2-0', text: 'window.headScript = 1', once: 'global' },
  ],
  body: [{ tag: 'script', key: 'metahead-3-0', text: 'window.bodyScript = 1', once: 'page' }],
}

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <NonceContext value="n0nce">
      <MemoryRouter>{node}</MemoryRouter>
    </NonceContext>,
  )

describe('metahead scripts (spec 1 §9, ADR 063)', () => {
  it("leaves the head's scripts to the document head, and keeps its other tags and the body's items", () => {
    const html = render(<Metaheads plan={plan} pageKey="k" />)
    expect(html).not.toContain('headScript')
    expect(html).toContain('name="generator"')
    expect(html).toContain('window.bodyScript = 1')
  })

  it("renders the head's scripts, with the render's nonce, for the root layout's <head>", () => {
    const html = render(<HeadScripts plan={plan} />)
    expect(html).toBe(
      '<script nonce="n0nce">window.__fcMetaheads=window.__fcMetaheads||{};window.__fcMetaheads["metahead-2-0"]=1;\nwindow.headScript = 1</script>',
    )
    expect(render(<HeadScripts plan={undefined} />)).toBe('')
  })

  it('makes each style metahead a stylesheet of its own, so an unclosed rule in one cannot swallow the next', async () => {
    const styles: MetaheadPlan = {
      head: [
        { tag: 'style', key: 'metahead-6-0', text: '.a{color:red' },
        { tag: 'style', key: 'metahead-7-0', text: '.b{color:blue}' },
      ],
      body: [],
    }
    const stream = await renderToReadableStream(
      <NonceContext value="n0nce">
        <MemoryRouter>
          <html>
            <head />
            <body>
              <Metaheads plan={styles} pageKey="k" />
            </body>
          </html>
        </MemoryRouter>
      </NonceContext>,
      { nonce: { script: 'n0nce', style: 'n0nce' } },
    )
    const html = await new Response(stream).text()
    expect(html).toContain('<style nonce="n0nce" data-precedence="metahead-6-0" data-href="metahead-6-0">.a{color:red</style>')
    expect(html).toContain('<style nonce="n0nce" data-precedence="metahead-7-0" data-href="metahead-7-0">.b{color:blue}</style>')
  })
})
