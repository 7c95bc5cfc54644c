import { describe, expect, it } from 'vitest'
import { jsonForScript } from './structured-data.ts'

describe('JSON inside a script element', () => {
  it.each([
    [{ a: '</script><script>alert(1)</script>' }, '{"a":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'],
    [{ a: '<!-- x -->' }, '{"a":"\\u003c!-- x --\\u003e"}'],
    [{ a: 'A & B' }, '{"a":"A \\u0026 B"}'],
    [{ a: 'line\u2028sep\u2029' }, '{"a":"line\\u2028sep\\u2029"}'],
  ])('escapes %o', (value, expected) => {
    const json = jsonForScript(value)
    expect(json).toBe(expected)
    expect(json).not.toMatch(/<|>/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
