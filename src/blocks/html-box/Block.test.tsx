import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sanitizeFields } from '~/lib/sanitize.ts'
import HtmlBox from './Block.tsx'
import { htmlBox } from './template.ts'

const box = (raw: unknown) => {
  // As the page loader hands it over: validated, then its HTML fields sanitised (content.server.ts).
  const fields = sanitizeFields(htmlBox.schema.parse(raw), htmlBox.htmlFields)
  return renderToStaticMarkup(<HtmlBox fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} />)
}

describe('HTML Box (spec 2 §3.6)', () => {
  it("renders the editor's HTML in its colour theme", () => {
    const html = box({ html: '<h2>Eight years of cover</h2><table><tr><td>Battery</td></tr></table>', box_color: 'dark-theme' })
    expect(html).toContain('<h2>Eight years of cover</h2>')
    expect(html).toContain('<td>Battery</td>')
    expect(html).toContain('dark-theme')
  })

  it('never lets script, event handlers or javascript: URLs through', () => {
    const html = box({
      html: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    })
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(html).toContain('Hi')
  })

  it('defaults to the light theme and rejects a theme it does not offer', () => {
    expect(htmlBox.schema.parse({})).toEqual({ block_scroll_id: '', html: '', box_color: 'light-theme' })
    expect(htmlBox.schema.safeParse({ box_color: 'pink-theme' }).success).toBe(false)
    expect(htmlBox.schema.safeParse({ html: 'x'.repeat(200_001) }).success).toBe(false)
  })
})
