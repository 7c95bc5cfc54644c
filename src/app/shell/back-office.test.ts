import { describe, expect, it } from 'vitest'
import { documentLanguage } from './back-office.ts'

/** ADR 128: the back office's chrome is English and left to right; public pages keep the market's. */
describe('documentLanguage', () => {
  const arabic = { lang: 'ar-AE', dir: 'rtl' as const }
  it.each<[string[], { lang: string; dir: string }]>([
    [['root', 'cms'], { lang: 'en', dir: 'ltr' }],
    [['root', 'routes/admin', 'routes/admin/overview'], { lang: 'en', dir: 'ltr' }],
    [['root', 'routes/admin', 'admin-forms-area', 'routes/admin/forms/forms'], { lang: 'en', dir: 'ltr' }],
    [['root', 'routes/login'], { lang: 'en', dir: 'ltr' }],
    [['root', 'routes/no-access'], { lang: 'en', dir: 'ltr' }],
    [['root', 'routes/account'], { lang: 'en', dir: 'ltr' }],
    [['root', 'home'], arabic],
    [['root', 'dynamic-routes'], arabic],
    [['root', 'stock-locator-preview-market'], arabic],
    [['root', 'routes/adminx'], arabic],
  ])('%j → %j', (ids, expected) => expect(documentLanguage(ids, arabic)).toEqual(expected))
})
