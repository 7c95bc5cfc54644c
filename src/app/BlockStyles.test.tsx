// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockStyles, BlockStyleTextsContext } from './BlockStyles.tsx'
import { NonceContext } from './nonce.ts'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

describe('BlockStyles (ADR 049)', () => {
  it("writes the styles inline on the server, in one <style> with the render's nonce", async () => {
    const texts = new Map([
      ['/assets/a.css', '.a{color:red}'],
      ['/assets/b.css', '.b{color:blue}'],
    ])
    const stream = await renderToReadableStream(
      <NonceContext value="n0nce">
        <BlockStyleTextsContext value={texts}>
          <html>
            <head />
            <body>
              <BlockStyles hrefs={['/assets/a.css', '/assets/b.css']} />
            </body>
          </html>
        </BlockStyleTextsContext>
      </NonceContext>,
      { nonce: { script: 'n0nce', style: 'n0nce' } },
    )
    const html = await new Response(stream).text()
    expect(html).toContain(
      '<style nonce="n0nce" data-precedence="blocks" data-href="/assets/a.css /assets/b.css">.a{color:red}.b{color:blue}</style>',
    )
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('in the browser, links only the styles the page does not hold yet', () => {
    document.head.innerHTML = '<style data-precedence="blocks" data-href="/assets/a.css">.a{color:red}</style>'
    render(<BlockStyles hrefs={['/assets/a.css', '/assets/c.css']} />)
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/c.css'])
  })
})
