import { describe, expect, it } from 'vitest'
import { anchorHref, anchorId, withAnchor } from './anchors.ts'

describe('spec 2 §3.9 Inpage navigation: link targets', () => {
  it.each([
    ['design', '#design'],
    ['#charging', '#charging'],
    ['  range ', '#range'],
    ['component-3', '#component-3'],
    ['größe', '#gr%C3%B6%C3%9Fe'],
    ['', null],
    ['#', null],
    ['two words', null],
  ])('%j links to %j', (blockId, expected) => {
    expect(anchorHref(blockId)).toBe(expected)
  })
})

describe("spec 1 §2 block_scroll_id: a block's anchor", () => {
  it.each([
    ['range', 'range'],
    ['#range', 'range'],
    [' # range ', 'range'],
    ['rdx-range', 'rdx-range'],
    ['', undefined],
    ['#', undefined],
    ['two words', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j is the anchor %j', (text, expected) => {
    expect(anchorId(text)).toBe(expected)
  })
})

describe("withAnchor: a block's fields with its anchor as the page draws it", () => {
  it.each([
    [
      { block_scroll_id: '#range', heading: 'x' },
      { block_scroll_id: 'range', heading: 'x' },
    ],
    [{ block_scroll_id: 'two words' }, { block_scroll_id: '' }],
    [{ heading: 'in-page navigation has none' }, { heading: 'in-page navigation has none' }],
  ])('%j → %j', (fields, expected) => {
    expect(withAnchor(fields)).toEqual(expected)
  })
})
