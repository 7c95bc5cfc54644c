import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react'
import { appUrl } from '~/lib/app-base.ts'
import {
  addToWishlistEvents,
  cardItem,
  ITEM_LIST_NAMES,
  itemListEvents,
  newlyShown,
  pushToDataLayer,
  selectItemEvents,
  type ItemList,
} from '../analytics.ts'
import { pushAfterPageView } from '../use-data-layer.ts'
import buttonStyles from '~/ui/Button.module.css'
import { PRICE_DISCLAIMER_KEY } from '../rules/disclaimers.ts'
import { maxMsrpPrice } from '../rules/finance.ts'
import { isFilterActive, type CheckboxFilter, type Filter, type SliderFilter } from '../rules/filters.ts'
import { formatStockPrice, type StockPriceFormat } from '../rules/price-format.ts'
import { PRICE_ON_REQUEST, type PriceEntry } from '../rules/prices.ts'
import { isSaved, readSavedVehicles, SAVED_VEHICLES_KEY, type SavedVehicle } from '../rules/saved-vehicles.ts'
import { SORT_OPTIONS, type SortOption } from '../rules/constants.ts'
import { rememberListQuery, replaceListingQuery, SAVED_VEHICLES_EVENT, toggleSaved } from './browser.ts'
import { rememberListingPage } from './listing-page.ts'
import { PostcodeSearch } from '../postcode-search/PostcodeSearch.tsx'
import { postcodeSearchTexts, type PostcodeSearchResult } from '../postcode-search/modal.ts'
import { usePostcodeSearch, type PostcodeSearchController } from '../postcode-search/usePostcodeSearch.ts'
import { cardVehicle, postcodeCardOptions, type CardVehicle } from './card.ts'
import { useStockTexts } from '../texts-context.ts'
import { filterLabel, fill, sortLabel } from '../translations.ts'
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
import { linkDetails } from '../vehicle-card/StockVehicleCard.tsx'

export type ResetButtonTheme = 'primary' | 'secondary' | 'tertiary'

/**
 * The vehicle listing (spec 3 §2 Vehicle listing screen): filters accordion, sort, cards, load
 * more, no results, saved vehicles and the reverse budget calculator. The server renders the
 * first page (the block's data); in the browser the list is read from the inventory API
 * (`/api/inventory/public_api/listing/{key}`) and the filters follow the URL (ADR 074).
 */
export function StockListing(props: ListingProps) {
  return props.view.postcode ? <PostcodeListing {...props} initial={props.view.postcode} /> : <Listing {...props} search={null} />
}

interface ListingProps {
  view: ListingReady
  headline?: string
  resetTheme: ResetButtonTheme
  eager: boolean
}

/** spec 3 §2: the listing with the postcode / state / retailer search over it, when the market has it on (ADR 085). */
function PostcodeListing({ initial, ...props }: ListingProps & { initial: PostcodeSearchResult }) {
  const search = usePostcodeSearch({ listingKey: props.view.list, brand: props.view.brand, initial })
  return <Listing {...props} search={search} />
}

/** What the postcode search changes in the list request and on the cards (spec 3 §4, §7). */
function searchScope(search: PostcodeSearchController | null) {
  if (!search) return { dealerCodes: [] as string[], card: {} }
  const card = postcodeCardOptions(search)
  return { dealerCodes: card.postcodeSearch ? search.dealerCodes : [], card }
}

function Listing({ view, headline, resetTheme, eager, search }: ListingProps & { search: PostcodeSearchController | null }) {
  const [state, dispatch] = useReducer(listingReducer, view, initialState)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const saved = useSavedVehicles()
  const sequence = useRef(0)
  const firstNew = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const filtersId = useId()
  const analytics = useListAnalytics(view)

  // The postcode search's dealers and drive-away prices, as every request from here on reads them.
  const scope = searchScope(search)
  const scopeKey = JSON.stringify(scope)
  const scopeRef = useRef(scope)
  const loadedScope = useRef(scopeKey)

  const load = useCallback(
    async (request: ListingRequest, mode: 'replace' | 'append') => {
      const id = ++sequence.current
      analytics.requested()
      const { dealerCodes, card } = scopeRef.current
      dispatch({ type: 'request', request, mode })
      try {
        const query = apiQueryOf(request, mode === 'append' ? request.page : 1, view.brand, dealerCodes)
        const response = await fetch(appUrl(listingUrl(view.list, query)), { headers: { accept: 'application/vnd.api+json' } })
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
    [view.brand, view.list, view.market, view.card, view.texts, analytics],
  )

  // Once here: the URL's own filters when the page came from the page cache, which renders
  // without them (ADR 039, ADR 074).
  useEffect(() => {
    const asked = requestFromQuery(window.location.search, view.shown)
    if (!sameSelection(asked, view.request)) void load({ ...asked, page: 1 }, 'replace')
    // More pages asked than the render had: the URL says what is shown.
    else if (asked.page !== view.request.page) replaceListingQuery(window, view.request)
  }, [load, view.request, view.shown])

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
      rememberListQuery(window, apiQueryOf(request, request.page, view.brand, scopeRef.current.dealerCodes))
    }
    mounted.current = true
    rememberListingPage(window)
  }, [request, view.brand])

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
  const resetClass = `${buttonStyles.button} ${buttonStyles[resetTheme]} ${buttonStyles.small}`
  const loadingText = state.loading === 'replace' ? t['list.loading'] : ''

  return (
    <div className={styles.listing} aria-busy={state.loading !== null}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      {search ? (
        <div className={styles.search}>
          <PostcodeSearch controller={search} texts={postcodeSearchTexts(view.texts)} />
        </div>
      ) : null}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.filtersToggle}`}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          hidden={filters.length === 0}
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
      <p className={styles.count} role="status" aria-live="polite">
        {loadingText ||
          (state.meta.total === 1
            ? t['list.results_one']
            : fill(t['list.results'], { shown: state.cards.length, total: state.meta.total }))}
      </p>
      <div className={styles.body}>
        {filters.length > 0 ? (
          <aside id={filtersId} className={styles.filters} data-open={filtersOpen ? '' : undefined} aria-label={t['filters.title']}>
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
            <button type="button" className={resetClass} disabled={!anyActive} onClick={() => change(clearFilters(request.values))}>
              {t['filters.clear']}
            </button>
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
                  <VehicleCard
                    card={card}
                    view={view}
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

/** spec 3 §4 Saved vehicles, from local storage: none on the server and while hydrating, then the stored ones, kept in step. */
function useSavedVehicles(): SavedVehicle[] {
  const raw = useSyncExternalStore(subscribeSaved, storedSaved, () => null)
  return useMemo(() => (raw === null ? [] : readSavedVehicles(raw)), [raw])
}
function subscribeSaved(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(SAVED_VEHICLES_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(SAVED_VEHICLES_EVENT, onChange)
  }
}
function storedSaved(): string | null {
  try {
    return window.localStorage.getItem(SAVED_VEHICLES_KEY) ?? ''
  } catch {
    return ''
  }
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
  const step = Math.max(1, Math.round((max - min) / 100))
  const move = (next: readonly [number, number]) => {
    setDraft(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange(next), 400)
  }
  const format = (n: number) => new Intl.NumberFormat('en-GB').format(n)
  return (
    <div className={styles.slider}>
      <label>
        <span>
          {t['filters.from']}: {format(draft[0])}
        </span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          aria-label={`${label}: ${t['filters.from']}`}
          onChange={(event) => move([Math.min(Number(event.target.value), draft[1]), draft[1]])}
        />
      </label>
      <label>
        <span>
          {t['filters.to']}: {format(draft[1])}
        </span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          aria-label={`${label}: ${t['filters.to']}`}
          onChange={(event) => move([draft[0], Math.max(Number(event.target.value), draft[0])])}
        />
      </label>
    </div>
  )
}

/** spec 3 §2: a vehicle card — picture, title, attributes (at most 3 with icons), prices, the saved toggle. */
function VehicleCard({
  card,
  view,
  eager,
  saved,
  onSave,
  onOpen,
}: {
  card: CardVehicle
  view: ListingReady
  eager: boolean
  saved: boolean
  onSave: () => void
  /** The card's link is followed (select_item, ADR 087). */
  onOpen: () => void
}) {
  const t = useStockTexts()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.photo}>
        {card.photo ? (
          <img
            src={card.photo.src}
            srcSet={card.photo.srcSet || undefined}
            sizes={card.photo.srcSet ? '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw' : undefined}
            width={768}
            height={432}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={titleId}>
          <a href={`${view.base}${card.href}`} className={styles.cardLink} onClick={onOpen}>
            {card.title}
            {/* Cars of one model would share a link name: its version, attributes and price tell them apart. */}
            <span className={styles.visuallyHidden}>{linkDetails(card, view.priceFormat)}</span>
          </a>
        </h3>
        {card.subtitle ? <p className={styles.subtitle}>{card.subtitle}</p> : null}
        {card.attributes.length > 0 ? (
          <dl className={styles.attributes}>
            {card.attributes.map((attribute) => (
              <div key={attribute.key} className={attribute.icon ? styles.iconAttribute : undefined} data-attribute={attribute.key}>
                <dt>
                  {attribute.icon ? <AttributeIcon name={attribute.key} /> : null}
                  {attribute.label}
                </dt>
                <dd>
                  <bdi>{attribute.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Prices prices={card.prices} view={view} />
        {/* A toggle button keeps its name; aria-pressed says whether the vehicle is saved. */}
        <button type="button" className={styles.save} aria-pressed={saved} onClick={onSave}>
          <HeartIcon filled={saved} />
          <span className={styles.visuallyHidden}>
            {t['vehicle.save']}: {card.title}
          </span>
        </button>
      </div>
    </article>
  )
}

/** spec 3 §4 Prices: old (struck) and sale, price on request, lease and subscribe, each with its disclaimer marker. */
function Prices({ prices, view }: { prices: PriceEntry[]; view: ListingReady }) {
  if (prices.length === 0) return null
  return (
    <ul className={styles.prices}>
      {prices.map((price) => {
        const disclaimer = view.disclaimers[PRICE_DISCLAIMER_KEY[price.type]]
        return (
          <li key={price.type} className={styles[`price-${price.type}`]} data-price={price.type}>
            {price.oldPrice ? (
              <s className={styles.oldPrice}>
                <bdi>{priceText(price.old_price_raw, 'value', view.priceFormat)}</bdi>
              </s>
            ) : null}
            <bdi className={styles.priceValue}>
              {price.hiddenFromVisitors || price.label === PRICE_ON_REQUEST
                ? view.texts['price.on_request']
                : priceText(price.value_raw, price.type === 'purchase' ? 'purchase' : price.type, view.priceFormat)}
            </bdi>
            {disclaimer ? <InfoTip marker={disclaimer.marker} text={disclaimer.description} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

const priceText = (raw: number | null, kind: 'value' | 'purchase' | 'lease' | 'subscribe', format: StockPriceFormat) =>
  formatStockPrice(raw, kind, format, { stripTags: true })

/** spec 3 §9: a price disclaimer as an info tip (icon-info-tip) with its marker; the text shows on press or focus. */
function InfoTip({ marker, text }: { marker: string; text: string }) {
  const t = useStockTexts()
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <span className={styles.infoTip}>
      <button
        type="button"
        className={styles.infoButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <sup>{marker}</sup>
        <span className={styles.visuallyHidden}>{t['price.information']}</span>
      </button>
      <span id={id} role="note" className={styles.tip} hidden={!open}>
        {marker} {text}
      </span>
    </span>
  )
}

/**
 * spec 3 §2 Reverse budget calculator: a modal (a native dialog: the page is inert, Escape closes)
 * that turns a monthly budget into maxMsrpPrice (ADR 067) and filters the listing by it.
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
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [budget, setBudget] = useState('')
  const [error, setError] = useState(false)
  const id = useId()
  const close = () => {
    dialog.current?.close()
    opener.current?.focus()
  }
  return (
    <>
      <button
        type="button"
        ref={opener}
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        aria-haspopup="dialog"
        onClick={() => {
          setError(false)
          dialog.current?.showModal()
        }}
      >
        {t['reverse_calculator.open']}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault()
            const max = maxMsrpPrice(budget, view.budget)
            if (max === null) return setError(true)
            onApply(max)
            close()
          }}
        >
          <h2 id={`${id}-title`} className={styles.dialogTitle}>
            {t['reverse_calculator.open']}
          </h2>
          <label className={styles.budget}>
            <span>{t['reverse_calculator.budget']}</span>
            <input
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              required
              value={budget}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setBudget(event.target.value)
                setError(false)
              }}
            />
          </label>
          {current !== null ? <p className={styles.budgetCurrent}>{priceText(current, 'purchase', view.priceFormat)}</p> : null}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {t['reverse_calculator.error']}
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
      </dialog>
    </>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.4 1.2 4.4 2.6 1-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}

/** spec 3 §9: the card's icon attributes (engines, power, color by default). */
function AttributeIcon({ name }: { name: string }) {
  const paths: Record<string, string> = {
    engines: 'M4 9h3l2-2h6l2 2h3v7h-3l-2 2H9l-2-2H4z',
    power: 'M13 2 4 14h7l-1 8 9-12h-7z',
    color: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1-.8-1.3-.8-2.2 0-.8.7-1.3 1.5-1.3H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z',
  }
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={paths[name] ?? 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16z'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}
