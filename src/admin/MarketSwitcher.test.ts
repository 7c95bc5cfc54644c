import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MarketSwitcher, sameScreenIn } from './MarketSwitcher.tsx'

describe('sameScreenIn: the market switch keeps the back-office tab, not its item', () => {
  it.each([
    ['/ar/admin', '/admin/leads', '/ar/admin/leads'],
    ['/ar/admin', '/admin/leads/3/52', '/ar/admin/leads'],
    ['/admin', '/admin/orders/FCQ7A9YM6SDA', '/admin/orders'],
    ['/admin', '/admin/inventory/lists', '/admin/inventory'],
    ['https://ae.example/admin', '/admin/settings', 'https://ae.example/admin/settings'],
    ['/ar/admin', '/admin', '/ar/admin'],
    ['/ar/cms', '/cms', '/ar/cms'],
    ['/ar/cms', '/admin/leads', '/ar/cms'],
  ])('%s from %s → %s', (href, pathname, expected) => {
    expect(sameScreenIn(href, pathname)).toBe(expected)
  })
})

describe('MarketSwitcher: each market name in its own direction', () => {
  const markets = [
    { key: 'default', name: 'Aurelia & Vantor UK', href: '/admin', current: false },
    { key: 'ar', name: 'أوريليا وفانتور', href: '/ar/admin', current: true },
  ]
  const html = (current: string) =>
    renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(MarketSwitcher, { markets: markets.map((m) => ({ ...m, current: m.key === current })) }),
      ),
    )
  it('an Arabic name cut short in the left-to-right bar keeps its start (right to left)', () => {
    expect(html('ar')).toMatch(/<select [^>]*dir="rtl"/)
    expect(html('default')).toMatch(/<select [^>]*dir="ltr"/)
    expect(html('default')).toMatch(/<option [^>]*dir="rtl"[^>]*>أوريليا وفانتور</)
  })
})
