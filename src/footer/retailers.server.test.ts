import { describe, expect, it } from 'vitest'
import { createHttpRetailerDirectory, createSandboxRetailerDirectory } from './retailers.server.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe("the footer's retailers service (spec 1 §2 Footer; ADR 171)", () => {
  it('asks the configured URL for JSON and lists the retailers it answers', async () => {
    const asked: string[] = []
    const directory = createHttpRetailerDirectory({
      fetch: async (url, init) => {
        asked.push(`${url} ${init?.headers?.accept}`)
        return json({ data: [{ attributes: { name: 'Avenue', city: 'London' } }] })
      },
      warn: () => {},
    })
    expect(await directory.footerRetailers('https://dealers.example/api', 1)).toEqual([
      { name: 'Avenue', city: 'London', phone: null, phoneHref: null, url: null },
    ])
    expect(asked).toEqual(['https://dealers.example/api application/json'])
  })

  it.each([
    ['an error status', async () => json({}, 502), 'Error fetching footer retailers: status 502'],
    ['an answer without a list', async () => json({ retailers: [] }), 'Error fetching footer retailers: the answer has no data list'],
    ['a body that is not JSON', async () => new Response('<html>'), /^Error fetching footer retailers: /],
    [
      'a refused host',
      async () => {
        throw new Error('refused')
      },
      'Error fetching footer retailers: refused',
    ],
  ])('%s: none listed, the error logged', async (_, fetch, message) => {
    const warnings: string[] = []
    const directory = createHttpRetailerDirectory({ fetch, warn: (m) => warnings.push(m) })
    expect(await directory.footerRetailers('https://dealers.example/api', 1)).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(message)
  })

  it("the sandbox answers the market's own dealers", async () => {
    const directory = createSandboxRetailerDirectory({
      forSite: async (siteId) =>
        siteId === 2 ? [{ name: 'Avenue', city: 'Dubai', phone: '+971 4 000 0000', website: 'https://avenue.example' } as never] : [],
    })
    expect(await directory.footerRetailers('https://ignored.example', 2)).toEqual([
      { name: 'Avenue', city: 'Dubai', phone: '+971 4 000 0000', phoneHref: 'tel:+97140000000', url: 'https://avenue.example' },
    ])
  })
})
