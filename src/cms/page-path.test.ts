import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isProductSegment } from '~/content/reachable-path.ts'
import { pagePath } from '~/content/page-schema.ts'
import { pagePathProblem } from './page-path.ts'

describe('pagePathProblem (a bad page path is told the rule)', () => {
  it.each([
    ['', 'Enter a path, for example /offers/spring.'],
    ['offers/spring', 'A path starts with /: /offers/spring, not offers/spring.'],
    // The rooted path is offered only when it is one the server takes.
    ['no slash bad path!', 'A path starts with /. A path has no spaces: use - between words (/no-slash-bad-path!).'],
    ['/offers/spring/', 'A path does not end with /: /offers/spring, not /offers/spring/.'],
    ['/offers//spring', 'A path has no empty parts (//).'],
    ['/offers/../admin', 'A path has no . or .. parts.'],
    ['/offers/./spring', 'A path has no . or .. parts.'],
    ['/caf%C3%A9', 'A path has no % codes: type the characters themselves (é, not %C3%A9).'],
    ['/50%off', 'A path has no % codes: type the characters themselves (é, not %C3%A9).'],
    ['/offers\\spring', 'A path uses / between its parts, not \\.'],
    ['/tab\there', 'A path has no control characters.'],
    [`/${'a'.repeat(2048)}`, 'A path has at most 2048 characters.'],
    // Paths the site could never serve (the product's own routes answer first).
    ['/api/offers', "The site's own pages answer at /api: choose another path."],
    ['/admin', "The site's own pages answer at /admin: choose another path."],
    ['/sitemap.xml', "The site's own pages answer at /sitemap.xml: choose another path."],
    ['/favicon.svg', "The site's own pages answer at /favicon.svg: choose another path."],
    ['/public_api/pages', "The site's own pages answer at /public_api: choose another path."],
    ['/showroom-order-online/x', "The site's own pages answer at /showroom-order-online: choose another path."],
    ['/showroom/e5', 'The showroom answers at /showroom/…: choose another path.'],
    ['/offers?spring', 'A path has no ? or # (they start the address’s query or fragment).'],
    ['/offers#spring', 'A path has no ? or # (they start the address’s query or fragment).'],
    ['/offers\u202espring', 'A path has no direction marks (invisible characters such as U+202E).'],
    ['/bad path!!', 'A path has no spaces: use - between words (/bad-path!!).'],
    ['/offers/spring\u00a0sale', 'A path has no spaces: use - between words (/offers/spring-sale).'],
  ])('%j → %s', (path, problem) => {
    expect(pagePathProblem(path)).toBe(problem)
  })

  it.each(['/', '/offers', '/offers/spring-2026', '/café', '/models/E5-Touring', '/showroom', '/apis', '/admin-news', '/عروض'])(
    '%j is fine',
    (path) => {
      expect(pagePathProblem(path)).toBeNull()
    },
  )

  it('knows every file at the top of public/: the server sends it before any page', () => {
    const files = readdirSync(new URL('../../public/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isFile())
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(isProductSegment(file.name), file.name).toBe(true)
  })

  it('agrees with the server: a problem exactly when the API refuses the path', () => {
    const paths = [
      '',
      'x',
      '/',
      '//',
      '/a/',
      '/a//b',
      '/a/..',
      '/%2e',
      '/a%20b',
      '/a b',
      '/é',
      '/a\\b',
      '/a\u0000',
      `/${'a'.repeat(2047)}`,
      '/api',
      '/a?b',
      '/showroom/x',
    ]
    for (const path of paths) expect(pagePathProblem(path) === null, path).toBe(pagePath.safeParse(path).success)
  })
})
