import { pushToDataLayer } from '~/consent/tag-manager.ts'
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import {
  addToWishlistEvents,
  cardItem,
  ITEM_LIST_NAMES,
  itemListEvents,
  newlyShown,
  selectItemEvents,
  type ItemList,
} from '../analytics.ts'
import { pushAfterPageView } from '../use-data-layer.ts'
import buttonStyles from '~/ui/Button.module.css'
import { Modal } from '~/ui/Modal.tsx'
import { trapTab } from '~/ui/trap-tab.ts'
import type { PostcodeSearchResult } from '../../rules/postcode-search.ts'
import { budgetPriceCeiling, maxMsrpPrice, readTypedBudget, type BudgetProblem } from '../../rules/finance.ts'
import {
  isFilterActive,
  rangeValueText,
  sliderStep,
  sliderValue,
  type CheckboxFilter,
  type Filter,
  type SliderFilter,
} from '../../rules/filters.ts'
import { formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import { isSaved } from '../../rules/saved-vehicles.ts'
import { SORT_OPTIONS, type SortOption } from '../../rules/constants.ts'
import { rememberListQuery, replaceListingQuery } from './browser.ts'
import { toggleSaved } from '../vehicle-card/saved-storage.ts'
import { rememberListingPage } from './listing-page.ts'
import type { PostcodeSearchController } from '../postcode-search/usePostcodeSearch.ts'
import { cardVehicle, postcodeCardOptions, type CardVehicle } from './card.ts'
import { useStockTexts } from '../../texts/context.ts'
import { countText, filterLabel, fill, sortLabel } from '../../texts/texts.ts'
import { listingUrl, readListingAnswer } from './listing-api.ts'
import {
  apiQueryOf,
  clearFilters,
  filtersOf,
  hasMore,
  listingReducer,
  requestFromQuery,
  sameSelection,
  setRange,
  toggleOption,
  withBudget,
  type ListingRequest,
  type ListingState,
} from './listing-state.ts'
import type { ListingReady } from './view.ts'
import styles from './StockListing.module.css'
import { StockVehicleCard } from '../vehicle-card/StockVehicleCard.tsx'
import { useSavedVehicles } from '../vehicle-card/use-saved-vehicles.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

export type ResetButtonTheme = 'primary' | 'secondary' | 'tertiary'

/**
 * The vehicle listing (spec 3 §2 Vehicle listing screen): filters accordion, sort, cards, load
 * more, no results, saved vehicles and the reverse budget calculator. The server renders the
 * first page (the block's data); in the browser the list is read from the inventory API
 * (`/api/inventory/public_api/listing/{key}`) and the filters follow the URL (ADR 074).
 */
export function StockListing({
  PostcodeListing,
  ...props
}: ListingProps & { PostcodeListing?: (props: PostcodeListingProps) => ReactNode }) {
  // The postcode search comes as a block part (ADR 092), loaded only where the data asks for it.
  return PostcodeListing && props.view.postcode ? (
    <PostcodeListing {...props} initial={props.view.postcode} Listing={Listing} />
  ) : (
    <Listing {...props} search={null} />
  )
}

export interface ListingProps {
  view: ListingReady
  headline?: string
  resetTheme: ResetButtonTheme
  eager: boolean
}

/** The postcode search over a listing (ADR 085): its state and its bar and modal. */
export interface ListingSearch {
  controller: PostcodeSearchController
  bar: ReactNode
}
export type ListingWith = (props: ListingProps & { search: ListingSearch | null }) => ReactNode

/** The postcode search's listing part (postcode-search/PostcodeListing.tsx, a chunk of its own). */
export interface PostcodeListingProps extends ListingProps {
  /** What the server found for the URL's search. */
  initial: PostcodeSearchResult
  /** The listing to show under the search (passed in, so that chunk does not import the listing's). */
  Listing: ListingWith
}

/** What the postcode search changes in the list request and on the cards (spec 3 §4, §7). */
function searchScope(search: PostcodeSearchController | null) {
  if (!search) return { dealerCodes: [] as string[], card: {} }
  const card = postcodeCardOptions(search)
  return { dealerCodes: card.postcodeSearch ? search.dealerCodes : [], card }
}

/** Where the filters stand beside the results, not as a sheet over the page (StockListing.module.css). */
const DESKTOP_FILTERS = '(min-width: 1024px)'

function Listing({ view, headline, resetTheme, eager, search: searchPart }: ListingProps & { search: ListingSearch | null }) {
  const search = searchPart?.controller ?? null
  const [state, dispatch] = useReducer(listingReducer, view, initialState)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const saved = useSavedVehicles() ?? []
  const sequence = useRef(0)
  const firstNew = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const filtersId = useId()
  const filtersToggle = useRef<HTMLButtonElement>(null)
  const filtersHeading = useRef<HTMLHeadingElement>(null)
  const analytics = useListAnalytics(view)
  // On a phone the filters open as a sheet over the page (ADR 107): the shopper sees them at once,
  // focus goes to their heading; closing gives it back to the Filters button, and "Show results"
  // brings the results up under it (the page may still show its banner above them).
  const openFilters = (open: boolean, toResults = false) => {
    setFiltersOpen(open)
    if (open) requestAnimationFrame(() => filtersHeading.current?.focus({ preventScroll: false }))
    else {
      if (toResults) filtersToggle.current?.scrollIntoView({ block: 'start' })
      filtersToggle.current?.focus({ preventScroll: toResults })
    }
  }

  // The postcode search's dealers and drive-away prices, as every request from here on reads them.
  const scope = searchScope(search)
  const scopeKey = JSON.stringify(scope)
  const scopeRef = useRef(scope)
  const loadedScope = useRef(scopeKey)

  const load = useCallback(
    // `shown`: the request the cards on the page answer, kept if the API refuses this one as bad input.
    async (request: ListingRequest, mode: 'replace' | 'append', shown?: ListingRequest) => {
      const id = ++sequence.current
      analytics.requested()
      const { dealerCodes, card } = scopeRef.current
      dispatch({ type: 'request', request, mode })
      try {
        const query = apiQueryOf(request, mode === 'append' ? request.page : 1, view.brand, dealerCodes, view.family ?? null)
        const response = await fetch(appUrl(listingUrl(view.list, query)), { headers: { accept: 'application/vnd.api+json' } })
        if (shown && response.status === 400 && id === sequence.current) {
          analytics.landed(null)
          dispatch({ type: 'kept', request: shown })
          replaceListingQuery(window, shown)
          return
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const answer = readListingAnswer(await response.json())
        if (id !== sequence.current) return
        const cards = answer.vehicles.map((vehicle) =>
          cardVehicle(vehicle, { list: view.list, market: view.market, ...view.card, texts: view.texts, ...card }),
        )
        analytics.landed(mode)
        dispatch({ type: 'loaded', mode, cards, meta: answer.meta, facets: answer.facets })
      } catch (error) {
        if (id !== sequence.current) return
        analytics.landed(null)
        console.error('Stock locator: the vehicles could not be loaded', error)
        dispatch({ type: 'failed' })
      }
    },
    [view.brand, view.family, view.list, view.market, view.card, view.texts, analytics],
  )

  // Once here: the URL's own filters when the page came from the page cache, which renders
  // without them (ADR 039, ADR 074).
  useEffect(() => {
    const asked = requestFromQuery(window.location.search, view.shown, budgetPriceCeiling(view.budget))
    if (!sameSelection(asked, view.request)) void load({ ...asked, page: 1 }, 'replace', view.request)
    // More pages asked than the render had, or a price above the budget's ceiling (ADR 179): the URL says what is shown.
    else if (asked.page !== view.request.page || !sameSelection(asked, requestFromQuery(window.location.search, view.shown)))
      replaceListingQuery(window, view.request)
  }, [load, view.request, view.shown, view.budget])

  // After the effect above, which may replace the server's cards before they count as shown.
  const { reportShown } = analytics
  useEffect(() => {
    if (state.loading === null) reportShown(state.cards)
  }, [reportShown, state.cards, state.loading])

  // A new search (its answer in): the first page again, its dealers' cars at its prices (spec 3 §4).
  const request = state.request
  useEffect(() => {
    scopeRef.current = JSON.parse(scopeKey) as typeof scope
    if (search?.status !== 'ready' || loadedScope.current === scopeKey) return
    loadedScope.current = scopeKey
    void load({ ...request, page: 1 }, 'replace')
  }, [scopeKey, search?.status, request, load])

  // The URL and the session's last list query follow the request (spec 3 §2); the page's address
  // is kept for the showroom's back link.
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) {
      replaceListingQuery(window, request)
      rememberListQuery(window, apiQueryOf(request, request.page, view.brand, scopeRef.current.dealerCodes, view.family ?? null))
    }
    mounted.current = true
    rememberListingPage(window)
  }, [request, view.brand, view.family])

  // Load more keeps the keyboard in the list: focus goes to the first card it added.
  useEffect(() => {
    if (state.loading !== null || firstNew.current === null) return
    const link = list.current?.children[firstNew.current]?.querySelector<HTMLAnchorElement>('a')
    firstNew.current = null
    link?.focus()
  }, [state.loading, state.cards])

  const change = (values: ListingRequest['values']) => void load({ ...request, values, page: 1 }, 'replace')
  const t = view.texts
  const filters = filtersOf(view.shown, state.facets, request.values, t)
  const anyActive = filters.some(isFilterActive) || request.values.msrp_price !== undefined
  // The filters' column stays while something can be loosened, also when no car is left (ADR 180).
  const showFilters = filters.length > 0 || anyActive
  const resetClass = `${buttonStyles.button} ${buttonStyles[resetTheme]} ${buttonStyles.small}`
  const loadingText = state.loading === 'replace' ? t['list.loading'] : ''

  return (
    <div className={styles.listing} aria-busy={state.loading !== null}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      {searchPart ? <div className={styles.search}>{searchPart.bar}</div> : null}
      <div className={styles.toolbar}>
        <button
          ref={filtersToggle}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.filtersToggle}`}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => openFilters(!filtersOpen)}
          hidden={!showFilters}
        >
          {t['filters.title']}
        </button>
        <BudgetCalculator
          view={view}
          current={request.values.msrp_price?.to ?? null}
          resetClass={resetClass}
          onApply={(max) => change(withBudget(request.values, max))}
        />
        <label className={styles.sort}>
          <span>{t['sort.label']}</span>
          <select
            value={request.sort ?? 'createdAtDesc'}
            onChange={(event) => {
              const sort = event.target.value as SortOption
              void load({ ...request, sort: sort === 'createdAtDesc' ? null : sort, page: 1 }, 'replace')
            }}
          >
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabel(t, sort)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* No "Showing 0 of 0 vehicles" over the no-results message: said to screen readers only. */}
      <p className={!loadingText && state.meta.total === 0 ? 'fc-visually-hidden' : styles.count} role="status" aria-live="polite">
        {loadingText || countText(t, state.cards.length, state.meta.total)}
      </p>
      <div className={styles.body} data-filters={showFilters ? '' : undefined}>
        {showFilters ? (
          <aside
            id={filtersId}
            className={styles.filters}
            data-open={filtersOpen ? '' : undefined}
            aria-labelledby={`${filtersId}-heading`}
            // Open on a phone, the sheet covers the page: a modal dialog that keeps the focus until closed.
            role={filtersOpen ? 'dialog' : undefined}
            aria-modal={filtersOpen || undefined}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && filtersOpen) {
                event.stopPropagation()
                openFilters(false)
              }
              if (filtersOpen && !window.matchMedia(DESKTOP_FILTERS).matches) trapTab(event)
            }}
          >
            <div className={styles.sheetHeader}>
              <h2 id={`${filtersId}-heading`} ref={filtersHeading} tabIndex={-1} className={styles.sheetHeading}>
                {t['filters.title']}
              </h2>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
                onClick={() => openFilters(false, true)}
              >
                {t['filters.done']}
              </button>
            </div>
            {filters.map((filter) => (
              <FilterItem
                key={filter.key}
                filter={filter}
                onCheckbox={(value, on) => change(toggleOption(request.values, filter.key as never, value, on))}
                onRange={(range) =>
                  filter.type === 'slider' &&
                  change(setRange(request.values, filter.key, range, filter.inputProps.min, filter.inputProps.max))
                }
              />
            ))}
            {/* Kept focusable once it has cleared them: a disabled button drops the keyboard's focus to the page. */}
            <FocusableButton className={resetClass} inactive={!anyActive} onClick={() => change(clearFilters(request.values))}>
              {t['filters.clear']}
            </FocusableButton>
          </aside>
        ) : null}
        <div className={styles.results}>
          {state.failed ? (
            <p className={styles.error} role="alert">
              {t['list.load_failed']}
            </p>
          ) : null}
          {state.cards.length === 0 && state.loading === null ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t['list.no_results']}</p>
              {anyActive ? (
                <>
                  <p>{t['list.no_results_hint']}</p>
                  <button type="button" className={resetClass} onClick={() => change(clearFilters(request.values))}>
                    {t['filters.clear']}
                  </button>
                </>
              ) : null}
            </div>
          ) : (
            <ul className={styles.cards} ref={list}>
              {state.cards.map((card, i) => (
                <li key={card.id}>
                  <StockVehicleCard
                    card={card}
                    base={view.base}
                    priceFormat={view.priceFormat}
                    disclaimers={view.disclaimers}
                    eager={eager && i < 3}
                    saved={isSaved(saved, card.id)}
                    onSave={() => {
                      const now = toggleSaved(window, { id: card.id, list: card.list })
                      if (isSaved(now, card.id)) analytics.push(addToWishlistEvents(cardItem(card), { ...analytics.target, position: i }))
                    }}
                    onOpen={() => analytics.push(selectItemEvents(analytics.target.list, cardItem(card), i, analytics.target))}
                  />
                </li>
              ))}
            </ul>
          )}
          {hasMore(state) ? (
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.medium} ${styles.more}`}
              disabled={state.loading !== null}
              onClick={() => {
                firstNew.current = state.cards.length
                void load({ ...request, page: state.meta.page + 1 }, 'append')
              }}
            >
              {state.loading === 'append' ? t['list.loading'] : t['list.load_more']}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/**
 * The listing's data layer (ADR 087): `view_item_list` as cards show — the server's first pages
 * once hydrated, each load more's new cards with the indexes continuing, a new first page after
 * new filters or sort from index 1 — and the list for select_item / add_to_wishlist.
 */
function useListAnalytics(view: ListingReady) {
  const loading = useRef(false)
  const replaced = useRef(false)
  const reported = useRef<readonly string[]>([])
  const target = useMemo(
    () => ({ list: { id: view.list, name: ITEM_LIST_NAMES[view.block] } satisfies ItemList, currency: view.priceFormat.currencyIso }),
    [view.list, view.block, view.priceFormat.currencyIso],
  )
  const reportShown = useCallback(
    (cards: readonly CardVehicle[]) => {
      // A request under way (the first render's own, when the URL asks other filters) shows its cards when it lands.
      if (loading.current) return
      const ids = cards.map((card) => card.id)
      const { start, count } = newlyShown(reported.current, ids, replaced.current)
      reported.current = ids
      replaced.current = false
      if (count > 0) pushAfterPageView(itemListEvents(target.list, cards.slice(start).map(cardItem), { currency: target.currency, start }))
    },
    [target],
  )
  return useMemo(
    () => ({
      target,
      reportShown,
      /** A request starts: its cards count as shown when it lands. */
      requested: () => void (loading.current = true),
      /** It landed (null: it failed); new filters or sort start the indexes again. */
      landed: (mode: 'replace' | 'append' | null) => {
        loading.current = false
        replaced.current ||= mode === 'replace'
      },
      push: (entries: Parameters<typeof pushToDataLayer>[1]) => pushToDataLayer(window, entries),
    }),
    [target, reportShown],
  )
}

function initialState(view: ListingReady): ListingState {
  return { request: view.request, cards: view.cards, meta: view.meta, facets: view.facets, loading: null, failed: false }
}

/** One filter of the accordion: a disclosure button over its checkboxes or its slider (WAI-ARIA accordion). */
function FilterItem({
  filter,
  onCheckbox,
  onRange,
}: {
  filter: Filter
  onCheckbox: (value: string, on: boolean) => void
  onRange: (range: readonly [number, number]) => void
}) {
  const active = isFilterActive(filter)
  const [open, setOpen] = useState(active)
  const id = useId()
  const t = useStockTexts()
  const label = filterLabel(t, filter.key)
  return (
    <div className={styles.filter}>
      <h3 className={styles.filterHeading}>
        <button type="button" aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-button`} onClick={() => setOpen(!open)}>
          <span>{label}</span>
          {filter.type === 'checkbox' && filter.value.length > 0 ? <span className={styles.badge}>{filter.value.length}</span> : null}
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className={styles.filterPanel}>
        {filter.type === 'checkbox' ? (
          <Checkboxes filter={filter} onChange={onCheckbox} />
        ) : (
          <Slider filter={filter} label={label} onChange={onRange} />
        )}
      </div>
    </div>
  )
}

function Checkboxes({ filter, onChange }: { filter: CheckboxFilter; onChange: (value: string, on: boolean) => void }) {
  const selected = new Set(filter.value.map((option) => option.value))
  const options = [...filter.options, ...filter.value.filter((v) => !filter.options.some((o) => o.value === v.value))]
  return (
    <ul className={styles.options}>
      {options.map((option) => {
        const checked = selected.has(option.value)
        return (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && option.count === 0}
                onChange={(event) => onChange(option.value, event.target.checked)}
              />
              <span>{option.label ?? option.value}</span>
              {option.count !== undefined ? <span className={styles.optionCount}>{`(${option.count})`}</span> : null}
            </label>
          </li>
        )
      })}
    </ul>
  )
}

/** A range slider (spec 3 §3: value [from, to] within inputProps.min … max); a change is applied once the hand rests. */
function Slider({
  filter,
  label,
  onChange,
}: {
  filter: SliderFilter
  label: string
  onChange: (range: readonly [number, number]) => void
}) {
  const t = useStockTexts()
  const { min, max } = filter.inputProps
  const [draft, setDraft] = useState<readonly [number, number]>(filter.value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A new value from the listing (cleared, or another answer) replaces the draft.
  const [from, to] = filter.value
  const [shown, setShown] = useState<readonly [number, number]>(filter.value)
  if (shown[0] !== from || shown[1] !== to) {
    setShown([from, to])
    setDraft([from, to])
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const step = sliderStep(filter.inputProps)
  const read = (input: HTMLInputElement) => sliderValue(Number(input.value), filter.inputProps, step)
  const move = (next: readonly [number, number]) => {
    setDraft(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange(next), 400)
  }
  return (
    <div className={styles.slider}>
      <label>
        <span>
          {t['filters.from']}: {rangeValueText(filter.key, draft[0])}
        </span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          aria-label={`${label}: ${t['filters.from']}`}
          onChange={(event) => move([Math.min(read(event.target), draft[1]), draft[1]])}
        />
      </label>
      <label>
        <span>
          {t['filters.to']}: {rangeValueText(filter.key, draft[1])}
        </span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          aria-label={`${label}: ${t['filters.to']}`}
          onChange={(event) => move([draft[0], Math.max(read(event.target), draft[0])])}
        />
      </label>
    </div>
  )
}

const priceText = (raw: number | null, kind: 'value' | 'purchase' | 'lease' | 'subscribe', format: StockPriceFormat) =>
  formatStockPrice(raw, kind, format, { stripTags: true })

/** What the dialog says about a refused budget: the problem, in the market's language. */
function budgetErrorText(t: ListingReady['texts'], error: BudgetProblem | 'failed', max: string): string {
  switch (error) {
    case 'empty':
    case 'not_positive':
      return t['reverse_calculator.invalid']
    case 'not_number':
      return t['reverse_calculator.not_number']
    case 'too_high':
      return fill(t['reverse_calculator.too_high'], { max })
    case 'failed':
      return t['reverse_calculator.error']
  }
}

/**
 * spec 3 §2 Reverse budget calculator: a modal (the one modal primitive, spec 1 §4 Modal: the page
 * is inert; Escape, the backdrop and its Close button close it) that turns a monthly budget into
 * maxMsrpPrice (ADR 067) and filters the listing by it.
 */
function BudgetCalculator({
  view,
  current,
  resetClass,
  onApply,
}: {
  view: ListingReady
  current: number | null
  resetClass: string
  onApply: (max: number | null) => void
}) {
  const t = useStockTexts()
  const [open, setOpen] = useState(false)
  const [budget, setBudget] = useState('')
  // A typed budget's problem, said in the market's language (not the browser's), or 'failed': the
  // market's finance settings give no price (spec 3 §2's error label).
  const [error, setError] = useState<BudgetProblem | 'failed' | null>(null)
  const id = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)
  const activeText =
    current === null ? null : fill(t['reverse_calculator.active'], { price: priceText(current, 'purchase', view.priceFormat) })
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        aria-haspopup="dialog"
        onClick={() => {
          setError(null)
          setOpen(true)
        }}
      >
        {t['reverse_calculator.open']}
      </button>
      {/* The budget at work, in the toolbar: without it, only the dialog says why cars are missing. */}
      {activeText !== null ? (
        <button
          type="button"
          className={styles.budgetActive}
          aria-label={`${t['reverse_calculator.reset']}: ${activeText}`}
          onClick={() => {
            setBudget('')
            onApply(null)
            // The chip goes with the budget: the keyboard stays at the budget's button, not the page's start.
            opener.current?.focus()
          }}
        >
          {activeText} <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <Modal open={open} onClose={close} title={t['reverse_calculator.open']} closeButton={false} className={styles.dialog}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const typed = readTypedBudget(budget, view.budget)
            if (!typed.ok) return setError(typed.problem)
            const max = maxMsrpPrice(typed.amount, view.budget)
            if (max === null) return setError('failed')
            onApply(max)
            close()
          }}
        >
          <label className={styles.budget}>
            <span>{t['reverse_calculator.budget']}</span>
            {/* Text, not a number input: a browser's number field refuses the digits of an Arabic,
                Persian or Japanese keyboard, which readTypedBudget reads (ADR 179). */}
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              value={budget}
              aria-invalid={(error !== null && error !== 'failed') || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setBudget(event.target.value)
                setError(null)
              }}
            />
          </label>
          {activeText !== null ? <p className={styles.budgetCurrent}>{activeText}</p> : null}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {budgetErrorText(t, error, priceText(view.budget.max_monthly_budget, 'purchase', view.priceFormat))}
            </p>
          ) : null}
          <div className={styles.dialogButtons}>
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}>
              {t['filters.apply']}
            </button>
            <button
              type="button"
              className={resetClass}
              onClick={() => {
                setBudget('')
                onApply(null)
                close()
              }}
            >
              {t['reverse_calculator.reset']}
            </button>
            <button type="button" className={styles.close} onClick={close}>
              {t['reverse_calculator.close']}
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
