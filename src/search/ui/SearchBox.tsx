import { useEffect, useId, useRef, useState, type KeyboardEvent, useLayoutEffect } from 'react'
import { useNavigate } from 'react-router'
import type { SearchTexts } from '~/i18n/search-texts.ts'
import { comboboxStep } from '~/ui/combobox.ts'
import type { SearchResult } from '../result.ts'
import { fetchSuggestions, suggestsFor } from './search-client.ts'
import { pathInMarket } from '~/sites/sites.ts'
import styles from './Search.module.css'

/** Typing pauses this long before the autocomplete asks: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 150

/**
 * The search field with autocomplete (spec 1 §2: popup and footer search), the WAI-ARIA combobox
 * pattern: the list of suggestions opens as the visitor types; Down and Up move through it, Enter
 * opens the chosen page or, with none chosen, searches; Escape closes the list, and a second one
 * the popup (`onEscape`).
 */
export function SearchBox({
  texts,
  basePath,
  initialQuery = '',
  askedEmpty = false,
  autoFocus = false,
  onSearch,
  onEscape,
  onChoose,
  onClear,
  className,
}: {
  texts: SearchTexts
  basePath: string
  initialQuery?: string
  /** Searched already with nothing typed (the footer's field, before this box was here). */
  askedEmpty?: boolean
  autoFocus?: boolean
  onSearch: (query: string) => void
  /** Escape with the list closed (the popup closes); without it, the field's own Escape (it empties). */
  onEscape?: () => void
  /** A suggestion was chosen and its page opens (the popup closes behind it). */
  onChoose?: () => void
  /** Searched with nothing but spaces in the field: the results shown are for text no longer there. */
  onClear?: () => void
  className?: string
}) {
  const id = useId()
  const listId = `${id}-list`
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const [found, setFound] = useState<{ query: string; suggestions: SearchResult[] }>({ query: '', suggestions: [] })
  // The suggestions of what the field holds now: none for a query too short to suggest for.
  const suggestions = suggestsFor(query) ? found.suggestions : []
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  // A search of nothing says what to do (it did nothing and said nothing) until the next key.
  const [empty, setEmpty] = useState(askedEmpty)

  // In the commit that shows the box: a key pressed before a passive effect ran went nowhere.
  useLayoutEffect(() => {
    if (!autoFocus) return
    const field = input.current
    field?.focus()
    field?.setSelectionRange(field.value.length, field.value.length)
  }, [autoFocus])

  useEffect(() => {
    if (!suggestsFor(query)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((suggestions) => {
          setFound({ query, suggestions })
          setActive(-1)
        })
        .catch(() => {
          // Suggestions are a help: without them the visitor can still search.
        })
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const expanded = open && suggestions.length > 0
  const go = (result: SearchResult) => {
    setOpen(false)
    onChoose?.()
    void navigate(pathInMarket(basePath, result.url))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setOpen(true)
      const key = event.key
      setActive((current) => comboboxStep(key, current, suggestions.length, expanded))
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; the popup around the field stays open.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Escape' && onEscape) {
      // A search field's own Escape would only empty it, and the popup would stay open.
      event.preventDefault()
      onEscape()
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault()
      go(suggestions[active]!)
    }
  }

  return (
    <form
      role="search"
      aria-label={texts.search}
      className={`${styles.box} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(false)
        if (query.trim()) return onSearch(query.trim())
        setEmpty(true)
        onClear?.()
        input.current?.focus()
      }}
    >
      <div className={styles.field}>
        <input
          ref={input}
          type="search"
          name="q"
          className={styles.input}
          value={query}
          maxLength={200}
          placeholder={texts.placeholder}
          aria-label={texts.search}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setEmpty(false)
          }}
          onKeyDown={onKeyDown}
          // Not opened by focus: the popup's own focus on a searched query, or the focus given back
          // as it closes, would lay the list over the results or the page.
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={texts.suggestions} className={styles.suggestions} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.url}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Chosen before the field loses focus (which closes the list).
              onMouseDown={(event) => {
                event.preventDefault()
                go(suggestion)
              }}
            >
              {suggestion.title}
              {suggestion.kind !== 'page' && (
                <>
                  {' '}
                  <span className={styles.kind}>{suggestion.label}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.submit}>
        {texts.search}
      </button>
      <p role="status" className={styles.hint}>
        {empty && texts.empty}
      </p>
    </form>
  )
}
