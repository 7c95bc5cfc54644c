import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SocialIcon } from './SocialIcon.tsx'

describe('footer social marks', () => {
  it.each([
    ['facebook', /facebook\.svg/],
    ['X', /\/x\.svg/],
    ['twitter', /\/x\.svg/],
  ])('%s draws the network’s own mark', (name, file) => {
    const html = renderToStaticMarkup(<SocialIcon name={name} className="mark" fallbackClassName="letter" />)
    expect(html).toMatch(/^<span class="mark" style="mask-image:url\(&quot;[^"]+&quot;\)" aria-hidden="true"><\/span>$/)
    expect(html).toMatch(file)
  })

  it('takes no property every object inherits for a mark', () => {
    expect(renderToStaticMarkup(<SocialIcon name="constructor" className="mark" fallbackClassName="letter" />)).toBe(
      '<span class="letter" data-icon="constructor" data-initial="C" aria-hidden="true"></span>',
    )
  })

  it('falls back to the first letter for a network it has no mark for', () => {
    expect(renderToStaticMarkup(<SocialIcon name="mastodon" className="mark" fallbackClassName="letter" />)).toBe(
      '<span class="letter" data-icon="mastodon" data-initial="M" aria-hidden="true"></span>',
    )
  })
})
