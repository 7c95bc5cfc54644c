import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import type { SearchTexts } from '~/i18n/search-texts.ts'
import styles from './Search.module.css'

// The popup and the autocomplete are chunks of their own: a page ships only the button and the
// footer's field, and the rest loads when a visitor reaches for the search (ADR 114).
const loadPopup = () => import('./SearchPopup.tsx')
const loadBox = () => import('./SearchBox.tsx')
type SearchPopupComponent = Awaited<ReturnType<typeof loadPopup>>['default']

export interface SearchSettings {
  texts: SearchTexts
  basePath: string
}

const SearchContext = createContext<{ settings: SearchSettings; open: (query?: string) => void } | null>(null)

interface Opened {
  /** A query to search at once (the footer's search). */
  query?: string
  /** What was typed into the field shown while the popup's chunk loaded. */
  draft?: string
  /** What had the focus, given it back as the popup closes. */
  opener: HTMLElement | null
}

/**
 * Holds the popup for the header's button and the footer's field (spec 1 §2 Main layout: popup
 * search). Until the popup's chunk is here, an open search shows a plain field that takes what is
 * typed; the popup takes its place with that text in the same commit, so no key is lost.
 */
export function SearchHost({ settings, children }: { settings: SearchSettings; children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [Popup, setPopup] = useState<{ component: SearchPopupComponent } | null>(null)
  const waiting = useRef<HTMLInputElement>(null)
  const open = useCallback((query?: string) => {
    const focused = document.activeElement
    setOpened({ query, opener: focused instanceof HTMLElement ? focused : null })
    void loadPopup().then((module) =>
      flushSync(() => {
        setPopup((loaded) => loaded ?? { component: module.default })
        const draft = waiting.current?.value
        if (draft) setOpened((current) => current && { ...current, draft })
      }),
    )
  }, [])
  // The focus goes back to what had it as the search opened (the popup's modal would give it to
  // the waiting field, when the popup came late), or where the popup says (a followed result's
  // page). Focused once the popup is gone (the page behind a modal takes no focus).
  const close = (focusTo?: HTMLElement | null) => {
    const target = focusTo ?? opened?.opener
    flushSync(() => setOpened(null))
    if (target?.isConnected) target.focus({ preventScroll: true })
  }
  return (
    <SearchContext.Provider value={{ settings, open }}>
      {children}
      {opened &&
        (Popup ? (
          <Popup.component
            texts={settings.texts}
            basePath={settings.basePath}
            initialQuery={opened.query}
            draft={opened.draft}
            onClose={close}
          />
        ) : (
          <SearchOpening texts={settings.texts} query={opened.query} field={waiting} onClose={close} />
        ))}
    </SearchContext.Provider>
  )
}

/**
 * The popup's look with a plain field that takes the focus and what is typed, for the moment its
 * chunk loads; Escape gives up.
 */
function SearchOpening({
  texts,
  query,
  field,
  onClose,
}: {
  texts: SearchTexts
  query?: string
  field: RefObject<HTMLInputElement | null>
  onClose: () => void
}) {
  useLayoutEffect(() => {
    field.current?.focus()
  }, [field])
  return (
    <div className={styles.opening} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      {/* No dialog of its own (the one modal primitive comes with the popup): its box, as it will look. */}
      <div className={styles.popup}>
        <div className={styles.panel}>
          <div className={styles.top}>
            <div className={styles.box}>
              <PlainField texts={texts} field={field} query={query} />
              <button type="button" className={styles.submit} tabIndex={-1}>
                {texts.search}
              </button>
            </div>
            <button type="button" className={styles.close} onClick={() => onClose()}>
              <span aria-hidden="true">×</span>
              <span className="fc-visually-hidden">{texts.close}</span>
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}

/** The search field before its autocomplete is here (the footer's, the opening popup's). */
function PlainField({
  texts,
  field,
  query,
  onFocus,
}: {
  texts: SearchTexts
  field?: RefObject<HTMLInputElement | null>
  query?: string
  onFocus?: (input: HTMLInputElement) => void
}) {
  return (
    <div className={styles.field}>
      <input
        ref={field}
        type="search"
        name="q"
        className={styles.input}
        defaultValue={query}
        maxLength={200}
        placeholder={texts.placeholder}
        aria-label={texts.search}
        autoComplete="off"
        onFocus={onFocus && ((event) => onFocus(event.currentTarget))}
      />
    </div>
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
      <span className={styles.magnifier} aria-hidden="true" />
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
  const [active, setActive] = useState<{ query: string; empty?: boolean; Box: Awaited<ReturnType<typeof loadBox>>['SearchBox'] } | null>(
    null,
  )
  if (!search) return null
  const { texts, basePath } = search.settings
  // Swapped in one task with the field's value read: a key pressed between the two would be lost.
  const activate = (input: HTMLInputElement | null, empty?: boolean) =>
    void loadBox().then((module) => flushSync(() => setActive({ query: input?.value ?? '', empty, Box: module.SearchBox })))
  const field = (
    <form
      role="search"
      aria-label={texts.search}
      className={`${styles.box} ${styles.footerBox}`}
      onSubmit={(event) => {
        event.preventDefault()
        const query = new FormData(event.currentTarget).get('q')
        if (typeof query === 'string' && query.trim()) search.open(query.trim())
        else activate(null, true)
      }}
    >
      <PlainField texts={texts} onFocus={activate} />
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
        askedEmpty={active.empty}
        autoFocus
        className={styles.footerBox}
        onSearch={(query) => search.open(query)}
      />
    </div>
  )
}
