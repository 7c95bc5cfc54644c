import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Monogram } from './Monogram.tsx'

describe('Monogram (an icon name drawn as its initial)', () => {
  it.each([
    ['calendar', 'C'],
    ['  location', 'L'],
    ['ابحث في مخزوننا', 'ا'],
    ['éclair', 'É'],
    ['𝒳 mark', '𝒳'],
    ['', ''],
  ])('%j → %j', (name, initial) => {
    const html = renderToStaticMarkup(<Monogram name={name} className="icon" />)
    expect(html).toBe(`<span class="icon" data-icon="${name}" data-initial="${initial}" aria-hidden="true"></span>`)
  })
})
