import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadJourneyStart } from './order-online.server.ts'

/** The journey's start page as React Router loads it, with the market's settings and what it logs. */
async function start(query: string, settings: Record<string, string>) {
  const warnings: string[] = []
  const context = {
    services: {
      database: { db: null },
      content: { settings: async () => settings, remember: async (_key: string, compute: () => unknown) => compute() },
      log: { warn: (_fields: unknown, message: string) => warnings.push(message) },
    },
    site: { id: 1, key: 'default', basePath: '/', hostnames: [] },
    sitePath: '/showroom-order-online/',
    user: null,
  } as unknown as AppLoadContext
  const page = await loadJourneyStart(new Request(`http://demo.example/showroom-order-online/${query}`), context)
  return { category: page.category, warnings }
}

describe("the journey's analytics category (spec 3 §2 Page categories)", () => {
  it("is the route's own without a mapping", async () => {
    expect(await start('', {})).toEqual({ category: 'dx_other', warnings: [] })
  })

  it("is the admin's mapping first, tested against the path and query, as on every other page", async () => {
    const settings = { 'data_layers.page_category_mapping': '{"bad":"(","campaign":"utm_campaign=spring"}' }
    expect(await start('?utm_campaign=spring', settings)).toEqual({
      category: 'campaign',
      warnings: ['Invalid regular expression for page category bad in data_layers.page_category_mapping: "("'],
    })
    expect((await start('?utm_campaign=autumn', settings)).category).toBe('dx_other')
  })
})
