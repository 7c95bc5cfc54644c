import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.server.ts'

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
