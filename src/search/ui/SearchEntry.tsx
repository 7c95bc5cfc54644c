import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'
import type { SearchTexts } from '~/i18n/search-texts.ts'
import styles from './Search.module.css'

// The popup and the autocomplete are chunks of their own: a page ships only the button and the
// footer's field, and the rest loads when a visitor reaches for the search (ADR 114).
const loadPopup = () => import('./SearchPopup.tsx')
const loadBox = () => import('./SearchBox.tsx')
const SearchPopup = lazy(loadPopup)

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
 * until a visitor focuses it, then, once its chunk is here, the autocomplete box takes its place
 * with what was typed meanwhile (swapped at focus, behind a loading fallback, the first letters
 * typed were lost); a search opens the popup with its results.
 */
export function FooterSearch() {
  const search = useContext(SearchContext)
  const [active, setActive] = useState<{ query: string; Box: Awaited<ReturnType<typeof loadBox>>['SearchBox'] } | null>(null)
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
          onFocus={(event) => {
            const input = event.currentTarget
            void loadBox().then((module) => setActive({ query: input.value, Box: module.SearchBox }))
          }}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {texts.search}
      </button>
    </form>
  )
  if (!active) return <div className={styles.footerSearch}>{field}</div>
  const { Box } = active
  return (
    <div className={styles.footerSearch}>
      <Box
        texts={texts}
        basePath={basePath}
        initialQuery={active.query}
        autoFocus
        className={styles.footerBox}
        onSearch={(query) => search.open(query)}
      />
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
