import { AUSTRALIAN_STATES, isAustralianState, type AustralianState } from '../../rules/prices.ts'
import {
  EMPTY_POSTCODE_SEARCH,
  formatPostcode,
  LOCALITY_MAX,
  postcodeSearchMode,
  postcodeSearchOutcome,
  stateError,
  type GeoPoint,
  type PostcodeSearch,
} from '../../rules/postcode-search.ts'
import type { StockTexts } from '../../texts/texts.ts'

/**
 * The postcode search modal (spec 3 §2 Retailer locator and postcode search, §4 Postcode search
 * mode, §5): it asks for a retailer, or a state, or a postcode with its locality — or a place
 * picked from the postcode field's suggestions (ADR 157). Its state as a reducer, pure, so the
 * rules are tested without a browser (ADR 081).
 */

/** What the visitor searches by: the tabs of the modal. */
export type SearchTab = 'retailer' | 'state' | 'postcode'
export const SEARCH_TABS: readonly SearchTab[] = ['retailer', 'state', 'postcode']

/**
 * The tabs a market offers: a market whose retailers are in no state (spec 3 §9 knows Australia's
 * only) has no state to choose (ADR 122).
 */
export const searchTabs = (states: boolean): readonly SearchTab[] => (states ? SEARCH_TABS : SEARCH_TABS.filter((t) => t !== 'state'))

/**
 * The search's texts in a market's language (the stock locator's translations, ADR 081, 089), in
 * the shape the component reads.
 */
export function postcodeSearchTexts(t: StockTexts, { states = true }: { states?: boolean } = {}) {
  return {
    title: t['postcode.title'],
    // Without states (ADR 122) no state is offered and a postcode's place is an area, not a suburb.
    intro: states ? t['postcode.intro'] : t['postcode.intro_no_states'],
    tabs: { retailer: t['postcode.tab_retailer'], state: t['postcode.tab_state'], postcode: t['postcode.tab_postcode'] } satisfies Record<
      SearchTab,
      string
    >,
    retailerLabel: t['postcode.retailer_label'],
    retailerPlaceholder: t['postcode.retailer_placeholder'],
    stateLabel: t['postcode.state_label'],
    statePlaceholder: t['postcode.state_placeholder'],
    postcodeLabel: t['postcode.postcode_label'],
    localityLabel: states ? t['postcode.locality_label'] : t['postcode.area_label'],
    localityPlaceholder: states ? t['postcode.locality_placeholder'] : t['postcode.area_placeholder'],
    submit: t['postcode.submit'],
    close: t['postcode.close'],
    change: t['postcode.change'],
    clear: t['postcode.clear'],
    /** The summary of the current search (ADR 085); {place} is '2000 Sydney', 'New South Wales' or the retailers' names. */
    summaryNear: t['postcode.summary_near'],
    summaryRetailer: t['postcode.summary_retailer'],
    loading: t['postcode.loading'],
    errors: {
      retailer: t['postcode.error_retailer'],
      state: t['postcode.error_state'],
      postcode: t['postcode.error_postcode'],
      locality: states ? t['postcode.error_locality'] : t['postcode.error_area'],
      noDealers: t['postcode.error_no_dealers'],
      failed: t['postcode.error_failed'],
      unknown: t['postcode.error_unknown'],
    },
    nearest: t['postcode.nearest'],
  }
}

export type PostcodeSearchTexts = ReturnType<typeof postcodeSearchTexts>

export type FieldError = keyof PostcodeSearchTexts['errors']

export interface ModalState {
  open: boolean
  /** False when no dealers result: the modal cannot be closed (spec 3 §2, §4). */
  closable: boolean
  tab: SearchTab
  /** What the visitor has entered so far; applied on submit. */
  draft: PostcodeSearch
  /** The first problem per field, shown once the visitor submits. */
  errors: Partial<Record<'retailer' | 'state' | 'postcode' | 'locality', FieldError>>
  /** A message for the whole form (no dealers, a failed request). */
  message: FieldError | null
}

/**
 * The tab a search was made in: postcode, else state, else retailer (spec 3 §4), retailer by
 * default. A market without states (ADR 122) has no State tab: a `_state=` in its address opens the
 * retailer tab, with no state kept.
 */
export function tabOf(search: PostcodeSearch, states = true): SearchTab {
  const mode = postcodeSearchMode(search)
  return mode === 'postcodeSearch' ? 'postcode' : mode === 'stateSearch' && states ? 'state' : 'retailer'
}

export const initialModalState = (search: PostcodeSearch = EMPTY_POSTCODE_SEARCH, states = true): ModalState => ({
  open: false,
  closable: true,
  tab: tabOf(search, states),
  draft: { ...search, retailer: [...search.retailer], state: states ? search.state : null },
  errors: {},
  message: null,
})

export type ModalAction =
  | { type: 'open'; search: PostcodeSearch; states?: boolean }
  | { type: 'close' }
  /** The browser closed the dialog itself (it may, after a second Escape): the state follows. */
  | { type: 'closed' }
  | { type: 'tab'; tab: SearchTab }
  | { type: 'retailer'; code: string }
  | { type: 'state'; state: string }
  | { type: 'postcode'; postcode: string }
  /** A place picked from the postcode field's suggestions (ADR 157): its position and name. */
  | { type: 'place'; near: GeoPoint; name: string }
  | { type: 'locality'; locality: string; state: string | null }
  /** The answer for the search in the URL: its dealer codes (spec 3 §5). */
  | { type: 'result'; search: PostcodeSearch; dealerCodes: readonly string[] }
  | { type: 'failed' }
  | { type: 'invalid'; errors: ModalState['errors'] }

const clean = (text: string) => text.trim() || null

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return { ...initialModalState(action.search, action.states), open: true, closable: state.closable }
    case 'close':
      // spec 3 §2: when no dealers result, the modal cannot be closed.
      return state.closable ? { ...state, open: false } : state
    case 'closed':
      // The dialog is shut whatever we wanted: so 'Find vehicles near you' opens it again (ADR 085).
      return state.open ? { ...state, open: false } : state
    case 'tab':
      return { ...state, tab: action.tab, errors: {}, message: state.message === 'noDealers' ? state.message : null }
    case 'retailer':
      return {
        ...state,
        draft: { ...state.draft, retailer: action.code ? [action.code] : [] },
        errors: { ...state.errors, retailer: undefined },
      }
    case 'state':
      return {
        ...state,
        draft: { ...state.draft, state: clean(action.state)?.toUpperCase() ?? null },
        errors: { ...state.errors, state: undefined },
      }
    case 'postcode':
      // A new postcode has other suburbs: the chosen one goes, and so does a place picked before.
      return {
        ...state,
        // As typed: a trimmed draft lost the space of "SW1A 1AA" as it was typed (the search trims it).
        draft: { ...state.draft, postcode: action.postcode.trim() ? action.postcode : null, locality: null, near: null },
        errors: { ...state.errors, postcode: undefined },
      }
    case 'place':
      // The place stands for the postcode, its name for the locality (ADR 157); it has no state.
      return {
        ...state,
        draft: { ...state.draft, postcode: null, near: action.near, locality: clean(action.name.slice(0, LOCALITY_MAX)), state: null },
        errors: { ...state.errors, postcode: undefined, locality: undefined },
      }
    case 'locality':
      return {
        ...state,
        draft: { ...state.draft, locality: clean(action.locality), state: action.state ?? state.draft.state },
        errors: { ...state.errors, locality: undefined },
      }
    case 'result': {
      // spec 3 §5: a search needs dealer codes or a retailer; otherwise the modal opens, unclosable.
      const outcome = postcodeSearchOutcome(action.dealerCodes, action.search)
      // A search with dealers closes the modal; no search leaves it as the shopper has it (ADR 085).
      if ('search' in outcome) return { ...state, open: outcome.search ? false : state.open, closable: true, message: null }
      const searched = postcodeSearchMode(action.search) !== null
      return {
        ...(state.open ? state : initialModalState(action.search)),
        open: true,
        closable: false,
        message: searched ? 'noDealers' : null,
      }
    }
    case 'failed':
      return { ...state, message: 'failed' }
    case 'invalid':
      return { ...state, errors: action.errors }
  }
}

/**
 * The search the modal submits for its tab, or the fields' errors: a retailer; a state (spec 3 §5:
 * a validation error when no state value is selected); a postcode with its locality, which brings
 * the locality's state (spec 3 §3: locality with state) for the drive-away prices. A postcode the
 * market does not know (`unknownPostcode`) has no area to choose: the postcode is what is wrong.
 */
export function submitSearch(
  state: Pick<ModalState, 'tab' | 'draft'>,
  unknownPostcode = false,
): { search: PostcodeSearch } | { errors: ModalState['errors'] } {
  const { draft } = state
  switch (state.tab) {
    case 'retailer':
      return draft.retailer.length > 0
        ? { search: { ...EMPTY_POSTCODE_SEARCH, retailer: draft.retailer } }
        : { errors: { retailer: 'retailer' } }
    case 'state':
      return stateError(draft) ? { errors: { state: 'state' } } : { search: { ...EMPTY_POSTCODE_SEARCH, state: draft.state } }
    case 'postcode': {
      // A picked place: its position and name (ADR 157).
      if (draft.near && draft.locality) return { search: { ...EMPTY_POSTCODE_SEARCH, near: draft.near, locality: draft.locality } }
      if (!draft.postcode) return { errors: { postcode: 'postcode' } }
      if (!draft.locality) return { errors: unknownPostcode ? { postcode: 'unknown' } : { locality: 'locality' } }
      return {
        search: { ...EMPTY_POSTCODE_SEARCH, postcode: formatPostcode(draft.postcode), locality: draft.locality, state: draft.state },
      }
    }
  }
}

/** spec 3 §9: the states to choose from, code and full name. */
export const STATE_OPTIONS = Object.entries(AUSTRALIAN_STATES).map(([code, name]) => ({ code: code as AustralianState, name }))

/**
 * The localities of a postcode's retailers, each once (with its state), by name; for a search by
 * distance (ADR 106), the postcode's own area, the one place to choose.
 */
export function localityOptions(
  retailers: readonly { locality: string; state: string; search_area?: string }[],
): { locality: string; state: string | null }[] {
  const area = retailers.find((r) => r.search_area)?.search_area
  if (area) return [{ locality: area, state: null }]
  const seen = new Map<string, string | null>()
  for (const r of retailers) {
    const locality = r.locality.trim()
    if (locality && !seen.has(locality)) seen.set(locality, isAustralianState(r.state.toUpperCase()) ? r.state.toUpperCase() : null)
  }
  return [...seen].map(([locality, state]) => ({ locality, state })).sort((a, b) => a.locality.localeCompare(b.locality))
}

/**
 * The summary of the current search over the listing (ADR 085): 'Showing cars near 2000 Sydney'
 * for a postcode search ('… near Oxford' for a picked place), '… near New South Wales' for a state search, 'Showing cars from Harbour
 * Motors' for a retailer search (a code whose name is unknown stays a code); null without a search.
 */
export function searchSummary(
  search: PostcodeSearch,
  retailers: readonly { dealer_code: string; name: string }[],
  stateNames: Readonly<Record<AustralianState, string>>,
  texts: Pick<PostcodeSearchTexts, 'summaryNear' | 'summaryRetailer'>,
): string | null {
  const place = (template: string, value: string) => template.replace('{place}', value)
  switch (postcodeSearchMode(search)) {
    case 'postcodeSearch':
      // A picked place is its name alone ('Showing cars near Oxford', ADR 157), as is an area a
      // market names instead of a postcode ('Dubai': no digits, ADR 106).
      return place(
        texts.summaryNear,
        search.near || !/\d/.test(search.postcode!) ? search.locality! : `${search.postcode} ${search.locality}`,
      )
    case 'stateSearch':
      return place(texts.summaryNear, isAustralianState(search.state) ? stateNames[search.state] : search.state!)
    case 'retailerSearch':
      return place(
        texts.summaryRetailer,
        search.retailer.map((code) => retailers.find((r) => r.dealer_code === code)?.name ?? code).join(', '),
      )
    case null:
      return null
  }
}
