// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { focusAfterDecision, shownContentFocus } from './focus-after-decision.ts'

// ADR 110 (amended 2026-12-05): where the focus goes once the visitor has decided.
describe('focusAfterDecision', () => {
  it.each([
    [{ focusLost: false, before: 'on-page' }, 'kept'],
    [{ focusLost: false, before: 'none' }, 'kept'],
    [{ focusLost: true, before: 'on-page' }, 'before'],
    [{ focusLost: true, before: 'gone' }, 'main'],
    [{ focusLost: true, before: 'none' }, 'main'],
  ] as const)('%j → %s', (state, expected) => {
    expect(focusAfterDecision(state)).toBe(expected)
  })
})

describe('shownContentFocus: what a placeholder gave way to takes the focus', () => {
  const shown = (html: string) => {
    const parent = document.createElement('div')
    parent.innerHTML = html
    return parent.firstElementChild ?? undefined
  }
  it.each([
    ['a video frame itself', '<iframe title="Film"></iframe>', 'IFRAME', true],
    ['a map: its first control', '<div class="map"><p>Map</p><button>Zoom in</button><a href="#x">Card</a></div>', 'BUTTON', true],
    ['nothing to reach inside: the content, made focusable', '<div><img alt="Map"></div>', 'DIV', false],
    ['a disabled control is passed over', '<div><button disabled>Wait</button><a href="#y">Go</a></div>', 'A', true],
  ])('%s', (_case, html, tag, focusable) => {
    const focus = shownContentFocus(shown(html))
    expect(focus?.target.tagName).toBe(tag)
    expect(focus?.focusable).toBe(focusable)
  })

  it('nothing in the place: no focus moved', () => {
    expect(shownContentFocus(undefined)).toBeNull()
  })
})
