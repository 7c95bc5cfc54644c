// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { droppedMarkup, isAllowedLinkUrl, isInlineHtml, normalizeEditorHtml } from './rich-text.ts'

describe('isAllowedLinkUrl: the schemes the sanitiser keeps, or an address on the site', () => {
  it.each([
    ['https://example.com/offers', true],
    ['HTTP://example.com', true],
    ['mailto:sales@example.com', true],
    ['tel:+44 1234 567', true],
    ['/models/e7', true],
    ['models/e7?trim=gt', true],
    ['../offers', true],
    ['#finance', true],
    ['?page=2', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://files.example.com', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (url, allowed) => {
    expect(isAllowedLinkUrl(url)).toBe(allowed)
  })
})

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
