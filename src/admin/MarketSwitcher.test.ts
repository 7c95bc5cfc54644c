import { describe, expect, it } from 'vitest'
import { sameScreenIn } from './MarketSwitcher.tsx'

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
