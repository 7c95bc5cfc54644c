import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { news as ENGLISH_NEWS_TEXTS } from '~/i18n/locales/en/news.ts'
import { appUrl } from '~/lib/app-base.ts'
import type { NewsItem, NewsSummary } from '~/news/news.ts'
import {
  backLink,
  CURRENT_PAGE_PARAM,
  itemLink,
  newsDate,
  NEWS_ITEM_PARAM,
  pageFromQuery,
  paginationText,
  readVisitedPages,
  rememberVisitedPage,
  VISITED_NEWS_PAGES_KEY,
  type VisitedNewsPages,
} from '~/news/rules.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { Links } from '~/ui/Links.tsx'
import { useIsClient } from '~/ui/use-is-client.ts'
import { useViewTitle } from '~/ui/view-title.ts'
import type { BlockContext } from '../template.ts'
import type { NewsData } from './data.server.ts'
import { loadNewsItem, loadNewsPage, type ItemOutcome, type ListOutcome } from './load.ts'
import type { NewsFields, NewsGroup } from './template.ts'
import styles from './News.module.css'

type View = { kind: 'list'; page: number } | { kind: 'item'; id: string }
type State = { kind: 'loading' } | ListOutcome | ItemOutcome

/** What an address's query shows: a single item (`?article=`), else a list page. */
function viewOf(search: string): View {
  const article = new URLSearchParams(search).get(NEWS_ITEM_PARAM)
  return article ? { kind: 'item', id: article } : { kind: 'list', page: pageFromQuery(search) }
}

/** The visited pages in session storage; a browser that refuses storage remembers nothing. */
function visitedPages(): VisitedNewsPages {
  try {
    return readVisitedPages(window.sessionStorage.getItem(VISITED_NEWS_PAGES_KEY))
  } catch {
    return {}
  }
}
function rememberPage(path: string, page: number) {
  try {
    window.sessionStorage.setItem(VISITED_NEWS_PAGES_KEY, JSON.stringify(rememberVisitedPage(visitedPages(), path, page)))
  } catch {
    // Storage full or refused: the back link then goes to the path itself (spec 2 §2).
  }
}

/**
 * spec 2 §3.12 MENA News, §4 News: the market's news read in the browser (ADR 165) — loading, then
 * results, no results or the error state with the block's texts. A list page is `?currentPage=n`,
 * each page turned to an entry of the browser's history, and is remembered per path in session
 * storage; a single item is `?article={id}` on the same page, and its back link returns to
 * {path}?currentPage={n} (spec 2 §2). The first item of the
 * first page is featured. Quick links (one per group) sit beside the list.
 */
export default function News({
  fields,
  groups,
  context,
  data,
}: {
  fields: NewsFields
  groups: NewsGroup[]
  context: BlockContext
  data?: NewsData
}) {
  const texts = data?.texts ?? ENGLISH_NEWS_TEXTS
  const id = useId()
  const top = useRef<HTMLDivElement>(null)
  const main = useRef<HTMLDivElement>(null)
  // Set by Previous / Next: the button pressed goes with the page it was on.
  const pagedHere = useRef(false)
  // The address says what to show; it is only read in the browser (ADR 165: the page is the same
  // for all), so the server and the hydrating render see none and show 'Loading…'. The editor
  // pages in place, from page 1, leaving the editor's own address alone.
  const location = useLocation()
  const navigate = useNavigate()
  const inBrowser = useIsClient()
  const editing = Boolean(context.editing)
  const [editorPage, setEditorPage] = useState(1)
  const [result, setResult] = useState<{ key: string; state: State; back: string } | null>(null)
  const path = location.pathname
  const view = useMemo<View | null>(
    () => (!inBrowser ? null : editing ? { kind: 'list', page: editorPage } : viewOf(location.search)),
    [inBrowser, editing, editorPage, location.search],
  )
  const key = view ? JSON.stringify(view) : ''
  const state: State = result?.key === key ? result.state : { kind: 'loading' }
  const back = result?.key === key ? result.back : ''

  useEffect(() => {
    if (!view) return
    const here = window.location.pathname
    let live = true
    if (view.kind === 'item') {
      const to = backLink(here, visitedPages())
      void loadNewsItem(view.id).then((outcome) => live && setResult({ key, state: outcome, back: to }))
    } else {
      void loadNewsPage(view.page).then((outcome) => {
        if (!live) return
        // A page past the last (an old link) leads back to the first; an empty first page has none.
        setResult({ key, state: outcome, back: outcome.kind === 'no-results' && view.page > 1 ? here : '' })
        if (outcome.kind === 'results' && !editing) rememberPage(here, view.page)
      })
    }
    return () => {
      live = false
    }
  }, [view, key, editing])

  // The page a visitor turned to takes the focus, once it shows: the button pressed went away with
  // the old page, and the focus would fall back to the document's start.
  useEffect(() => {
    if (!pagedHere.current || state.kind === 'loading') return
    pagedHere.current = false
    main.current?.focus({ preventScroll: true })
  }, [state.kind])

  const goTo = (page: number) => {
    pagedHere.current = true
    if (editing) setEditorPage(page)
    else {
      // A new entry of the history, so Back returns to the page before; the route's data stays
      // (the page route does not reload for `currentPage` alone).
      const params = new URLSearchParams(location.search)
      params.delete(NEWS_ITEM_PARAM)
      params.set(CURRENT_PAGE_PARAM, String(page))
      void navigate({ search: `?${params}` }, { preventScrollReset: true })
    }
    top.current?.scrollIntoView?.({ block: 'start' })
  }

  const links = groups.map((group) => group.link).filter((link): link is LinkValue => Boolean(link))
  const quickLinks = links.length > 0 && (
    <aside className={styles.quickLinks} aria-labelledby={`${id}-links`}>
      <h2 id={`${id}-links`} className={styles.quickLinksHeading}>
        <span className={styles.wide}>{texts.quickLinks}</span>
        <span className={styles.narrow}>{fields.quick_links_mobile_label}</span>
      </h2>
      <Links links={links} asText />
    </aside>
  )

  let body
  if (state.kind === 'loading') {
    body = (
      <p className={styles.status} role="status" data-state="loading">
        {texts.loading}
      </p>
    )
  } else if (state.kind === 'error') {
    body = (
      <div className={styles.message} role="alert" data-state="error">
        <h2 className="fc-heading fc-heading--s">{fields.error_heading}</h2>
        <p>{fields.error_message}</p>
      </div>
    )
  } else if (state.kind === 'no-results') {
    body = (
      <div className={styles.message} role="status" data-state="no-results">
        <h2 className="fc-heading fc-heading--s">{fields.no_results_heading}</h2>
        <p>{fields.no_results_message}</p>
        {/* An item that is no more, or a page past the last: not a dead end, the list is a link away. */}
        {back && (
          <a className={styles.back} href={back}>
            {texts.back}
          </a>
        )}
      </div>
    )
  } else if (state.kind === 'item') {
    body = <Item item={state.item} back={back} texts={texts} />
  } else {
    const { items, page, pages } = state.page
    body = (
      <div data-state="results">
        <ul className={styles.list}>
          {items.map((item, i) => (
            <Card
              key={item.id}
              item={item}
              featured={page === 1 && i === 0}
              href={itemLink(path, item.id)}
              readMore={fields.read_more}
              texts={texts}
              eager={context.eagerImages && i < 2}
            />
          ))}
        </ul>
        {pages > 1 && (
          <nav className={styles.pagination} aria-label={texts.pages}>
            <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {texts.previous}
            </button>
            <p className={styles.pageText}>
              <span aria-current="page">{page}</span> {paginationText(fields.pagination_text, pages)}
            </p>
            <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {texts.next}
            </button>
          </nav>
        )}
      </div>
    )
  }

  return (
    <section className={`${styles.section} ${fields.background_color}`} aria-busy={state.kind === 'loading' || undefined}>
      <div ref={top} className={`${styles.inner} ${fields.quick_links_is_reversed ? styles.reversed : ''}`}>
        <div ref={main} className={styles.main} tabIndex={-1}>
          {body}
        </div>
        {quickLinks}
      </div>
    </section>
  )
}

function Picture({ item, eager }: { item: NewsSummary; eager: boolean }) {
  if (!item.image) return null
  return (
    <img
      className={styles.image}
      src={appUrl(item.image)}
      alt={item.image_alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

function Card(props: { item: NewsSummary; featured: boolean; href: string; readMore: string; texts: NewsData['texts']; eager: boolean }) {
  const { item, featured } = props
  const date = newsDate(item.date)
  return (
    <li className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-news-item={item.id}>
      <Picture item={item} eager={props.eager} />
      <div className={styles.cardBody}>
        {featured && <p className={styles.badge}>{props.texts.featured}</p>}
        <h2 className={styles.title}>{item.title}</h2>
        {date && (
          <time className={styles.date} dateTime={item.date}>
            {date}
          </time>
        )}
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <a className={styles.readMore} href={props.href}>
          {props.readMore}
          <span className="fc-visually-hidden">: {item.title}</span>
        </a>
      </div>
    </li>
  )
}

function Item({ item, back, texts }: { item: NewsItem; back: string; texts: NewsData['texts'] }) {
  const date = newsDate(item.date)
  // The article, not the list's page, is what the window and the history name.
  useViewTitle(item.title)
  return (
    <article className={styles.article} data-news-article={item.id}>
      <a className={styles.back} href={back}>
        {texts.back}
      </a>
      <h2 className="fc-heading fc-heading--l">{item.title}</h2>
      {date && (
        <time className={styles.date} dateTime={item.date}>
          {date}
        </time>
      )}
      <Picture item={item} eager />
      {item.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </article>
  )
}
