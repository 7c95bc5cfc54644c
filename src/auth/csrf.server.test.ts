import { describe, expect, it } from 'vitest'
import { crossSiteProblem, csrfTokenForSession } from './csrf.server.ts'

describe('cross-site requests', () => {
  it.each([
    // fetch site, origin, host → refused?
    [undefined, undefined, 'uk.example', null],
    ['same-origin', 'https://uk.example', 'uk.example', null],
    ['none', undefined, 'uk.example', null],
    [undefined, 'http://localhost:3000', 'localhost:3000', null],
    [undefined, 'https://UK.example', 'uk.example.', null],
    ['cross-site', 'https://uk.example', 'uk.example', 'Sec-Fetch-Site is cross-site'],
    ['same-site', undefined, 'uk.example', 'Sec-Fetch-Site is same-site'],
    [undefined, 'https://evil.example', 'uk.example', 'Origin https://evil.example is not this site'],
    [undefined, 'https://uk.example.evil.example', 'uk.example', 'Origin https://uk.example.evil.example is not this site'],
    [undefined, 'http://localhost:4000', 'localhost:3000', 'Origin http://localhost:4000 is not this site'],
    [undefined, 'null', 'uk.example', 'Origin null is not this site'],
    [undefined, 'https://uk.example', undefined, 'Origin https://uk.example is not this site'],
  ])('Sec-Fetch-Site %j, Origin %j, Host %j → %j', (fetchSite, origin, host, problem) => {
    expect(crossSiteProblem(fetchSite, origin, host)).toBe(problem)
  })

  it('derives a different token for every session, and the same one for the same session', () => {
    expect(csrfTokenForSession('session-a')).toBe(csrfTokenForSession('session-a'))
    expect(csrfTokenForSession('session-a')).not.toBe(csrfTokenForSession('session-b'))
    expect(csrfTokenForSession('session-a')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
