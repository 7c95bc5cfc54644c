import { describe, expect, it } from 'vitest'
import { sanitizeHtml, sanitizeNavigationHtml } from './sanitize.ts'

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="/offers" target="_blank">x</a>', '<a href="/offers" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<div class="fc-grid" style="color:red"><iframe src="https://x"></iframe></div>', '<div class="fc-grid"></div>'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })
})

describe('sanitizeNavigationHtml', () => {
  const origin = 'https://nav.example'
  it.each([
    ['<nav><script>alert(1)</script><a href="/">Home</a></nav>', '<nav><a href="/">Home</a></nav>'],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['<script src="https://nav.example/nav.js"></script>', '<script src="https://nav.example/nav.js"></script>'],
    ['<script src="https://nav.example/nav.js">alert(1)</script>', ''],
    ['<script src="https://evil.example/nav.js"></script>', ''],
    ['<SCRIPT SRC="https://evil.example/nav.js"></SCRIPT>', ''],
    ['<script src="/nav.js"></script>', ''],
    ['<script src="//nav.example/nav.js"></script>', ''],
    ['<script src="http://nav.example/nav.js"></script>', ''],
    [
      '<svg viewBox="0 0 2 2" onload="alert(1)"><use href="#i"></use><path d="M0 0"></path></svg>',
      '<svg viewbox="0 0 2 2"><use href="#i"></use><path d="M0 0"></path></svg>',
    ],
    ['<use href="javascript:alert(1)"></use>', '<use></use>'],
    [
      '<form action="javascript:alert(1)"><input type="search" onfocus="alert(1)" autofocus></form>',
      '<form><input type="search" /></form>',
    ],
    [
      '<button type="button" data-menu="main" aria-expanded="false" style="x">Menu</button>',
      '<button type="button" data-menu="main" aria-expanded="false">Menu</button>',
    ],
    ['<style>nav{}</style><iframe src="https://x"></iframe><link rel="stylesheet" href="https://x/y.css"><base href="https://x/">', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeNavigationHtml(input, origin)).toBe(expected)
  })
})
