import { describe, expect, it } from 'vitest'
import { pagePath } from '~/content/page-schema.ts'
import { pagePathProblem } from './page-path.ts'

describe('pagePathProblem (a bad page path is told the rule)', () => {
  it.each([
    ['', 'Enter a path, for example /offers/spring.'],
    ['offers/spring', 'A path starts with /: /offers/spring, not offers/spring.'],
    ['/offers/spring/', 'A path does not end with /: /offers/spring, not /offers/spring/.'],
    ['/offers//spring', 'A path has no empty parts (//).'],
    ['/offers/../admin', 'A path has no . or .. parts.'],
    ['/offers/./spring', 'A path has no . or .. parts.'],
    ['/caf%C3%A9', 'A path has no % codes: type the characters themselves (é, not %C3%A9).'],
    ['/50%off', 'A path has no % codes: type the characters themselves (é, not %C3%A9).'],
    ['/offers\\spring', 'A path uses / between its parts, not \\.'],
    ['/tab\there', 'A path has no control characters.'],
    [`/${'a'.repeat(2048)}`, 'A path has at most 2048 characters.'],
  ])('%j → %s', (path, problem) => {
    expect(pagePathProblem(path)).toBe(problem)
  })

  it.each(['/', '/offers', '/offers/spring-2026', '/café', '/models/e5 touring'])('%j is fine', (path) => {
    expect(pagePathProblem(path)).toBeNull()
  })

  it('agrees with the server: a problem exactly when the API refuses the path', () => {
    const paths = ['', 'x', '/', '//', '/a/', '/a//b', '/a/..', '/%2e', '/a%20b', '/a b', '/é', '/a\\b', '/a\u0000', `/${'a'.repeat(2047)}`]
    for (const path of paths) expect(pagePathProblem(path) === null, path).toBe(pagePath.safeParse(path).success)
  })
})
