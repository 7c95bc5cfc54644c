// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { droppedMarkup, isInlineHtml, normalizeEditorHtml } from './rich-text.ts'

describe('normalizeEditorHtml', () => {
  it.each([
    ['', ''],
    ['<p></p>', ''],
    ['<p><br></p>', ''],
    ['<br>', ''],
    ['<p>Text</p>', '<p>Text</p>'],
  ])('%j → %j', (html, normal) => {
    expect(normalizeEditorHtml(html)).toBe(normal)
  })
})

describe('isInlineHtml: a title-like value', () => {
  it.each([
    ['', true],
    ['Quiet', true],
    ['Quiet <b>at any</b> <a href="/">speed</a><br>now', true],
    ['<p>Quiet</p>', false],
    ['Intro<ul><li>One</li></ul>', false],
    ['<h3>Range</h3>', false],
  ])('%j → %s', (html, inline) => {
    expect(isInlineHtml(html)).toBe(inline)
  })
})

describe('droppedMarkup: what editing as rich text would lose', () => {
  it('is empty for what the toolbar makes and for bare wrappers', () => {
    expect(
      droppedMarkup(
        '<h2>Range</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br><a href="/x" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote><hr><div>Old line</div><span>s</span>',
      ),
    ).toEqual([])
  })

  it('names elements without a place in the editor and attributes it does not keep, once each', () => {
    expect(droppedMarkup('<p class="lead" id="a">x</p><figure><img src="/a.jpg" alt=""></figure><div class="x">y</div>')).toEqual([
      'class',
      'id',
      '<figure>',
      '<img>',
      'src',
      'alt',
    ])
  })
})
