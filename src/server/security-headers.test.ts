import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security-headers.ts'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('the content security policy (ADR 042)', () => {
  it.each([
    ['a page', {}, "connect-src 'self'"],
    ['a market taking real cards (Stripe.js calls its API)', { cardFields: true }, "connect-src 'self' https://api.stripe.com"],
  ])('lets %s connect where it must, nowhere else', (_case, options, expected) => {
    expect(directive(contentSecurityPolicy('n0nce', options), 'connect-src')).toBe(expected)
  })

  it('runs scripts only with the render’s nonce, or none without one', () => {
    expect(directive(contentSecurityPolicy('n0nce'), 'script-src')).toBe("script-src 'nonce-n0nce' 'strict-dynamic'")
    expect(directive(contentSecurityPolicy(null), 'script-src')).toBe("script-src 'none'")
  })
})
