import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Modal } from '~/ui/Modal.tsx'
import { resultsTitle, type SearchTexts } from '~/i18n/search-texts.ts'
import type { SearchResult } from '../result.ts'
import { fetchResults } from './search-client.ts'
import { pathInMarket } from '~/sites/sites.ts'
import { SearchBox } from './SearchBox.tsx'
import styles from './Search.module.css'
import resultStyles from './SearchResults.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

type Answer =
  | { state: 'idle' }
  | { state: 'loading'; query: string; results: SearchResult[]; total: number; page: number }
  | { state: 'done' | 'failed'; query: string; results: SearchResult[]; total: number; page: number }

/**
 * spec 1 §2 Site search (popup): the search box with its autocomplete, then the results of a search
 * — "Showing {resultNumber} results for '{searchValue}'" or the no-results text — ten at a time.
 * On the one modal primitive (spec 1 §4 Modal): the page behind is inert and does not scroll,
 * Escape, the backdrop or the close button beside the field close it, and focus goes back where it
 * was. Loaded only when a visitor opens the search.
 */
export default function SearchPopup({
  texts,
  basePath,
  initialQuery,
  draft,
  onClose,
}: {
  texts: SearchTexts
  basePath: string
  /** A query to search at once (the footer's search). */
  initialQuery?: string
  /** Text already typed into the field, not yet searched (typed while this chunk loaded). */
  draft?: string
  /** Closes it; the focus goes to `focusTo`, else back to what opened the search. */
  onClose: (focusTo?: HTMLElement | null) => void
}) {
  const nameId = useId()
  const [answer, setAnswer] = useState<Answer>(
    initialQuery ? { state: 'loading', query: initialQuery, results: [], total: 0, page: 1 } : { state: 'idle' },
  )
  const request = useRef<AbortController | null>(null)
  const list = useRef<HTMLOListElement>(null)
  // Where the results 'More results' asked for begin: the first of them takes the focus.
  const firstAdded = useRef<number | null>(null)

  useEffect(() => () => request.current?.abort(), [])

  /** Asks for a page of results; the answer (or the failure) replaces the loading state. */
  function load(query: string, page: number) {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    fetchResults(query, page, controller.signal).then(
      (found) =>
        setAnswer((previous) => ({
          state: 'done',
          query,
          page,
          total: found.total,
          results: page > 1 && previous.state !== 'idle' ? [...previous.results, ...found.results] : found.results,
        })),
      () => {
        if (!controller.signal.aborted) setAnswer((previous) => ({ ...(previous as Exclude<Answer, { state: 'idle' }>), state: 'failed' }))
      },
    )
  }

  function search(query: string, page: number) {
    setAnswer((previous) => ({
      state: 'loading',
      query,
      page,
      results: page > 1 && previous.state !== 'idle' ? previous.results : [],
      total: previous.state !== 'idle' && page > 1 ? previous.total : 0,
    }))
    load(query, page)
  }

  // The button pressed stays in the dialog until the last page, where it goes: the focus moves on
  // to the first result added, where the visitor reads on, instead of falling out of the dialog.
  useEffect(() => {
    if (firstAdded.current === null || answer.state === 'loading') return
    const index = firstAdded.current
    firstAdded.current = null
    if (answer.state === 'done') list.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [answer])

  // A result followed leads to another page: the focus goes to its main content, where the visitor
  // reads on, not back to the search button in the header (nor there first, on the way).
  const follow = () => onClose(document.getElementById('main'))
  // Escape, the backdrop and the close button: back to what opened the search.
  const close = () => onClose()

  // The footer's query is searched once, when the popup opens (the state starts as loading it).
  const initial = useRef(initialQuery)
  useEffect(() => {
    if (initial.current) load(initial.current, 1)
  }, [])

  return (
    // Named without a heading of its own: the name is read from a hidden text.
    <Modal open onClose={close} labelledBy={nameId} closeButton={false} returnFocus={false} className={styles.popup}>
      <span id={nameId} hidden>
        {texts.search}
      </span>
      <div className={styles.panel}>
        <div className={styles.top}>
          <SearchBox
            texts={texts}
            basePath={basePath}
            initialQuery={draft ?? initialQuery}
            autoFocus
            onSearch={(query) => search(query, 1)}
            onClear={() => {
              request.current?.abort()
              setAnswer({ state: 'idle' })
            }}
            onEscape={close}
            onChoose={follow}
          />
          <button type="button" className={styles.close} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="fc-visually-hidden">{texts.close}</span>
          </button>
        </div>
        <div role="status" className={resultStyles.status}>
          {answer.state === 'loading' && answer.page === 1 && <p>{texts.searching}</p>}
          {answer.state === 'failed' && <p>{texts.failed}</p>}
          {answer.state === 'done' && answer.total === 0 && <p className={resultStyles.noResults}>{texts.noResults}</p>}
          {answer.state !== 'idle' && answer.total > 0 && (
            <h2 className={resultStyles.resultsTitle}>{resultsTitle(texts, answer.total, answer.query)}</h2>
          )}
        </div>
        {answer.state !== 'idle' && answer.results.length > 0 && (
          <>
            <ol ref={list} className={resultStyles.results}>
              {answer.results.map((result) => (
                <li key={result.url} className={resultStyles.result}>
                  {result.kind !== 'page' && <span className={styles.kind}>{result.label}</span>}
                  <Link to={pathInMarket(basePath, result.url)} onClick={follow} className={resultStyles.resultLink}>
                    {result.title}
                  </Link>
                  {result.description && <p className={resultStyles.description}>{result.description}</p>}
                </li>
              ))}
            </ol>
            {answer.results.length < answer.total && (
              <FocusableButton
                className={resultStyles.more}
                inactive={answer.state === 'loading'}
                onClick={() => {
                  firstAdded.current = answer.results.length
                  search(answer.query, answer.page + 1)
                }}
              >
                {answer.state === 'loading' ? texts.searching : texts.more}
              </FocusableButton>
            )}
          </>
        )}
      </div>
    </Modal>
  )
}
