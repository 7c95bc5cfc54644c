import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'
import type { SearchTexts } from '~/i18n/search-texts.ts'
import styles from './Search.module.css'

// The popup and the autocomplete are chunks of their own: a page ships only the button and the
// footer's field, and the rest loads when a visitor reaches for the search (ADR 114).
const loadPopup = () => import('./SearchPopup.tsx')
const loadBox = () => import('./SearchBox.tsx')
const SearchPopup = lazy(loadPopup)
const SearchBox = lazy(() => loadBox().then((module) => ({ default: module.SearchBox })))

export interface SearchSettings {
  texts: SearchTexts
  basePath: string
}

const SearchContext = createContext<{ settings: SearchSettings; open: (query?: string) => void } | null>(null)

/** Holds the popup for the header's button and the footer's field (spec 1 §2 Main layout: popup search). */
export function SearchHost({ settings, children }: { settings: SearchSettings; children: ReactNode }) {
  const [opened, setOpened] = useState<{ query?: string } | null>(null)
  const open = useCallback((query?: string) => setOpened({ query }), [])
  return (
    <SearchContext.Provider value={{ settings, open }}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <SearchPopup texts={settings.texts} basePath={settings.basePath} initialQuery={opened.query} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </SearchContext.Provider>
  )
}

const preload = () => {
  void loadPopup()
}

/** The header's search button: opens the popup. */
export function SearchButton({ className }: { className?: string }) {
  const search = useContext(SearchContext)
  if (!search) return null
  return (
    <button
      type="button"
      className={`${styles.openButton} ${className ?? ''}`}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => search.open()}
    >
      <MagnifierIcon />
      <span className="fc-visually-hidden">{search.settings.texts.open}</span>
    </button>
  )
}

/**
 * The footer's search field (spec 1 §2 Footer: "a search input with autocomplete"): a plain field
 * until a visitor focuses it, then the autocomplete box takes its place with what was typed; a
 * search opens the popup with its results.
 */
export function FooterSearch() {
  const search = useContext(SearchContext)
  const [active, setActive] = useState<{ query: string } | null>(null)
  if (!search) return null
  const { texts, basePath } = search.settings
  const field = (
    <form
      role="search"
      aria-label={texts.search}
      className={`${styles.box} ${styles.footerBox}`}
      onSubmit={(event) => {
        event.preventDefault()
        const query = new FormData(event.currentTarget).get('q')
        if (typeof query === 'string' && query.trim()) search.open(query.trim())
      }}
    >
      <div className={styles.field}>
        <input
          type="search"
          name="q"
          className={styles.input}
          maxLength={200}
          placeholder={texts.placeholder}
          aria-label={texts.search}
          autoComplete="off"
          onFocus={(event) => setActive({ query: event.currentTarget.value })}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {texts.search}
      </button>
    </form>
  )
  if (!active) return <div className={styles.footerSearch}>{field}</div>
  return (
    <div className={styles.footerSearch}>
      <Suspense fallback={field}>
        <SearchBox
          texts={texts}
          basePath={basePath}
          initialQuery={active.query}
          autoFocus
          className={styles.footerBox}
          onSearch={(query) => search.open(query)}
        />
      </Suspense>
    </div>
  )
}

function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
