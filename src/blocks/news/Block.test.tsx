// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { news as englishTexts } from '~/i18n/locales/en/news.ts'
import { news as arabicTexts } from '~/i18n/locales/ar.ts'
import { createSandboxNews } from '~/news/news.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import News from './Block.tsx'
import { resolveData } from './data.server.ts'
import { sample } from './sample.ts'
import { news } from './template.ts'

const sandbox = createSandboxNews()
/** The content API over the sandbox, as the browser reaches it; `fail` answers 502. */
function serveNews({ fail = false, lang = 'en' }: { fail?: boolean; lang?: 'en' | 'ar' } = {}) {
  const fetch = vi.fn(async (input: string) => {
    if (fail) return new Response('{}', { status: 502 })
    const url = new URL(input, 'http://localhost')
    const item = url.pathname.match(/^\/api\/content\/news\/(.+)$/)
    if (item) {
      const found = await sandbox.item({ lang, market: 'AE', id: decodeURIComponent(item[1]!) }, null)
      return found ? Response.json({ data: found }) : new Response('{}', { status: 404 })
    }
    return Response.json({ data: await sandbox.list({ lang, market: 'AE', page: Number(url.searchParams.get('page')) }, null) })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

let router: DataRouter | null = null
/** The block on a page of the browser's own history, under a root whose data names the site as the shell's does. */
function block(extra: Record<string, unknown> = {}, texts = englishTexts, groups = sample.groups) {
  router?.dispose()
  const element = (
    <News
      fields={news.schema.parse({ ...sample.fields, ...extra })}
      groups={groups.map((g) => news.groupSchema.parse(g))}
      context={{ index: 1, eagerImages: false }}
      data={{ texts }}
    />
  )
  router = createBrowserRouter([{ id: 'root', path: '/', children: [{ path: '*', element }] }], {
    hydrationData: { loaderData: { root: { site: { name: 'Aurelia', titleDivider: '|' } } } },
  })
  return render(<RouterProvider router={router} />)
}

beforeEach(() => {
  window.history.replaceState(null, '', '/news')
  window.sessionStorage.clear()
  document.title = 'News | Aurelia'
})
afterEach(() => {
  cleanup()
  router?.dispose()
  router = null
  vi.unstubAllGlobals()
})

describe('MENA News (spec 2 §3.12, §4 News)', () => {
  it('loading → results with the newest featured → page 2, remembered per path and written in the URL', async () => {
    serveNews()
    block()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await screen.findByText('The Aurelia X concept is unveiled in Dubai')
    const cards = document.querySelectorAll('[data-news-item]')
    expect(cards).toHaveLength(6)
    expect(within(cards[0] as HTMLElement).getByText('Featured')).toBeTruthy()
    expect(within(cards[1] as HTMLElement).queryByText('Featured')).toBeNull()
    // spec 2 §9: en-GB dates; the read-more link opens the item on the same page.
    expect(within(cards[0] as HTMLElement).getByText('24/11/2026')).toBeTruthy()
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: /^Read more\W+The Aurelia X concept is unveiled in Dubai$/ })
        .getAttribute('href'),
    ).toBe('/news?article=aurelia-x-concept-unveiled')
    const pages = screen.getByRole('navigation', { name: 'News pages' })
    expect(pages.textContent).toContain('1 of 3')
    expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true)
    const next = within(pages).getByRole('button', { name: 'Next page' })
    next.focus()
    fireEvent.click(next)
    await screen.findByText('Inside the design studio')
    expect(document.querySelectorAll('[data-news-item]')).toHaveLength(6)
    // The button pressed went with the old page: the focus is on the new one, not the document's start
    // (moved by an effect once the page shows, which can run after the text is found).
    await waitFor(() => expect(document.activeElement).not.toBe(document.body))
    expect(document.activeElement?.contains(document.querySelector('[data-news-item="inside-the-design-studio"]'))).toBe(true)
    expect(screen.queryByText('Featured')).toBeNull()
    expect(screen.getByRole('navigation', { name: 'News pages' }).textContent).toContain('2 of 3')
    expect(window.location.search).toBe('?currentPage=2')
    expect(JSON.parse(window.sessionStorage.getItem('visited_news_pages')!)).toEqual({ '/news': 2 })
  })

  it('makes each page turned an entry of the history: Back shows the page before', async () => {
    serveNews()
    block()
    await screen.findByText('The Aurelia X concept is unveiled in Dubai')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('Inside the design studio')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByText('Vantor Club weekend in the Hajar mountains')
    expect(window.location.search).toBe('?currentPage=3')
    await act(() => router!.navigate(-1))
    await screen.findByText('Inside the design studio')
    expect(window.location.search).toBe('?currentPage=2')
    await act(() => router!.navigate(-1))
    await screen.findByText('The Aurelia X concept is unveiled in Dubai')
    expect(window.location.search).toBe('')
    expect(screen.getByRole('navigation', { name: 'News pages' }).textContent).toContain('1 of 3')
  })

  it('opens the page the URL names', async () => {
    serveNews()
    window.history.replaceState(null, '', '/news?currentPage=3')
    block()
    await screen.findByText('Vantor Club weekend in the Hajar mountains')
    expect(document.querySelectorAll('[data-news-item]')).toHaveLength(2)
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it.each([
    [{ '/news': 2 }, '/news?currentPage=2'],
    [{ '/ar/news': 3 }, '/news'],
    [null, '/news'],
  ])('a single item with %j remembered goes back to %s (spec 2 §2)', async (visited, href) => {
    serveNews()
    if (visited) window.sessionStorage.setItem('visited_news_pages', JSON.stringify(visited))
    window.history.replaceState(null, '', '/news?article=summit-takes-the-pass')
    block()
    const article = await screen.findByRole('heading', { name: 'Summit takes the pass' })
    expect(article).toBeTruthy()
    // The window names the article, by the title rule (spec 1 §2 Title), not the list's page: an
    // effect of the render that drew it, which may run just after the heading shows.
    await waitFor(() => expect(document.title).toBe('Summit takes the pass | Aurelia'))
    expect(screen.getByRole('link', { name: 'Back to News Section' }).getAttribute('href')).toBe(href)
    expect(screen.getByText('29/09/2026')).toBeTruthy()
  })

  it('shows the spec’s error texts when the news cannot be read, and its no-results texts for an empty page or an unknown item', async () => {
    serveNews({ fail: true })
    block()
    const error = await screen.findByRole('alert')
    expect(error.textContent).toBe('Something went wrongWe ran into a technical issue. Please refresh and try again.')
    cleanup()
    serveNews()
    window.history.replaceState(null, '', '/news?currentPage=9')
    block()
    expect((await screen.findByText('No results')).parentElement!.textContent).toBe(
      'No resultsWe have not found any newsBack to News Section',
    )
    // A page past the last (an old link) is not a dead end: the list's first page is a link away.
    expect(screen.getByRole('link', { name: 'Back to News Section' }).getAttribute('href')).toBe('/news')
    cleanup()
    window.sessionStorage.setItem('visited_news_pages', JSON.stringify({ '/news': 2 }))
    window.history.replaceState(null, '', '/news?article=gone')
    block()
    expect(await screen.findByText('We have not found any news')).toBeTruthy()
    // An item that is no more leads back to the page the visitor was reading (spec 2 §2).
    expect(screen.getByRole('link', { name: 'Back to News Section' }).getAttribute('href')).toBe('/news?currentPage=2')
  })

  it('speaks the market language: its texts from the catalogue, the list and pagination text from its fields', async () => {
    serveNews({ lang: 'ar' })
    block({ pagination_text: 'من %', read_more: 'اقرأ المزيد' }, arabicTexts, [])
    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل…')
    await screen.findByText('الكشف عن سيارة أوريليا X الاختبارية في دبي')
    expect(screen.getByRole('navigation', { name: 'صفحات الأخبار' }).textContent).toContain('1 من 3')
    expect(screen.getByText('خبر مميز')).toBeTruthy()
    expect(await resolveData({ fields: news.schema.parse({}), groups: [] }, blockDataContext({}, { 'general.language': 'ar_AE' }))).toEqual(
      {
        texts: arabicTexts,
      },
    )
  })

  it('shows the quick links beside the list, first when reversed, under the mobile label on small screens', async () => {
    serveNews()
    const { container } = block({ quick_links_is_reversed: true, quick_links_mobile_label: 'More' })
    const aside = screen.getByRole('complementary')
    expect(within(aside).getByRole('link', { name: 'Current offers' }).getAttribute('href')).toBe('/offers')
    expect(aside.querySelector('h2')!.textContent).toBe('Quick linksMore')
    expect(container.querySelector('[class*="reversed"]')).not.toBeNull()
    await screen.findByText('The Aurelia X concept is unveiled in Dubai')
  })
})
