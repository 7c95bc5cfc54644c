import { describe, expect, it } from 'vitest'
import { UTM_COOKIE, utmCookie, utmCookieRemoval, utmCookieValue } from './utm.ts'

describe('UTM cookie (spec 1 §3, §9: __gtm_campaign_url, path /)', () => {
  it.each<[string, string | null]>([
    ['?utm_source=news&utm_medium=email&utm_campaign=e7&page=2', 'utm_source=news&utm_medium=email&utm_campaign=e7'],
    ['?gclid=abc&utm_id=7&utm_term=suv&utm_content=hero', 'utm_term=suv&utm_content=hero&utm_id=7&gclid=abc'],
    ['?fbclid=x&q=1', null],
    ['', null],
    ['?utm_source=', null],
    [`?utm_source=${'a'.repeat(500)}`, `utm_source=${'a'.repeat(200)}`],
  ])('%s keeps %s', (search, value) => {
    expect(utmCookieValue(search)).toBe(value)
  })

  it('is a site-wide session cookie, removable', () => {
    expect(UTM_COOKIE).toBe('__gtm_campaign_url')
    expect(utmCookie('utm_source=news')).toBe('__gtm_campaign_url=utm_source%3Dnews; path=/; SameSite=Lax')
    expect(utmCookieRemoval()).toContain('max-age=0')
  })
})
