import { describe, expect, it } from 'vitest'
import {
  backLink,
  itemLink,
  newsDate,
  newsLocale,
  newsMarket,
  pageFromQuery,
  paginationText,
  readVisitedPages,
  rememberVisitedPage,
} from './rules.ts'

describe('spec 2 §5 News locale: one of en, ar, fr, ge, ru, else en', () => {
  it.each([
    ['en', 'en'],
    ['en_GB', 'en'],
    ['ar_AE', 'ar'],
    ['ar-SA', 'ar'],
    ['AR', 'ar'],
    ['fr_FR', 'fr'],
    ['ge', 'ge'],
    ['ru_RU', 'ru'],
    ['de_DE', 'en'],
    ['he_IL', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%s → %s', (language, locale) => expect(newsLocale(language)).toBe(locale))
})

describe('spec 2 §5 News market: one of the listed codes, case-insensitive, else AE', () => {
  it.each([
    ['AE', 'AE'],
    ['sa', 'SA'],
    [' Qa ', 'QA'],
    ['dz', 'DZ'],
    ['PS', 'PS'],
    ['GB', 'AE'],
    ['UAE', 'AE'],
    ['', 'AE'],
    [null, 'AE'],
  ])('%s → %s', (code, market) => expect(newsMarket(code)).toBe(market))
})

describe('spec 2 §3.12 pagination_text', () => {
  it.each([
    ['of %', 3, 'of 3'],
    ['من %', 12, 'من 12'],
    ['% pages (%)', 2, '2 pages (2)'],
    ['no marker', 4, 'no marker'],
  ])('%s with %d pages → %s', (template, pages, text) => expect(paginationText(template, pages)).toBe(text))
})

describe('spec 2 §2 the page number remembered per path and the back link', () => {
  it.each([
    ['/news', {}, '/news'],
    ['/news', { '/news': 2 }, '/news?currentPage=2'],
    ['/ar/news', { '/news': 2 }, '/ar/news'],
    ['/ar/news', { '/news': 2, '/ar/news': 4 }, '/ar/news?currentPage=4'],
    ['/news', { '/news': 1 }, '/news?currentPage=1'],
  ])('back from an item of %s with %j → %s', (path, visited, link) => expect(backLink(path, visited)).toBe(link))

  it('remembers one page per path, the latest wins', () => {
    const once = rememberVisitedPage({}, '/news', 2)
    const twice = rememberVisitedPage(rememberVisitedPage(once, '/ar/news', 3), '/news', 5)
    expect(twice).toEqual({ '/news': 5, '/ar/news': 3 })
  })

  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[2]', {}],
    ['{"/news":2,"/x":"3","/y":0,"/z":1.5}', { '/news': 2 }],
  ])('reads stored %j as %j', (stored, pages) => expect(readVisitedPages(stored)).toEqual(pages))

  it.each([
    ['', 1],
    ['?currentPage=2', 2],
    ['?currentPage=0', 1],
    ['?currentPage=-3', 1],
    ['?currentPage=two', 1],
    ['?currentPage=99999999', 1],
    ['?utm_source=x&currentPage=7', 7],
  ])('the list page of %s is %d', (search, page) => expect(pageFromQuery(search)).toBe(page))

  it('addresses an item under its list path', () => {
    expect(itemLink('/news', 'coast road/1')).toBe('/news?article=coast%20road%2F1')
  })
})

describe('spec 2 §9 News date locale en-GB', () => {
  it.each([
    ['2026-11-03T09:00:00Z', '03/11/2026'],
    ['2026-01-31', '31/01/2026'],
    ['yesterday', ''],
  ])('%s → %s', (iso, text) => expect(newsDate(iso)).toBe(text))
})
