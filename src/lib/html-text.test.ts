import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-text.ts'

describe('the text of editor HTML (an FAQ answer, a rich-text item summary)', () => {
  it.each([
    ['<p>Up to <strong>520 km</strong> (WLTP).</p>', 'Up to 520 km (WLTP).'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br>break', 'Line break'],
    ['<ul><li>Home</li><li>Public</li></ul>', 'Home Public'],
    ['Fish &amp; chips &lt;3 &quot;ok&quot; &#39;x&#39; &#x263A; &nbsp;end', 'Fish & chips <3 "ok" \'x\' ☺ end'],
    ['&unknown; &#0;', '&unknown; &#0;'],
    ['  spaced \n out  ', 'spaced out'],
    ['', ''],
  ])('%j reads %j', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})
