import { describe, expect, it } from 'vitest'
import { AUSTRALIAN_STATES } from '../../rules/prices.ts'
import { dealerCodesParam, driveAwayState, EMPTY_POSTCODE_SEARCH, type PostcodeSearch } from '../../rules/postcode-search.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'
import {
  initialModalState,
  localityOptions,
  modalReducer,
  postcodeSearchTexts,
  STATE_OPTIONS,
  searchSummary,
  searchTabs,
  submitSearch,
  tabOf,
  type ModalAction,
  type ModalState,
} from './modal.ts'

const STATE_NAMES = Object.fromEntries(STATE_OPTIONS.map((s) => [s.code, s.name])) as Record<(typeof STATE_OPTIONS)[number]['code'], string>
const search = (part: Partial<PostcodeSearch>): PostcodeSearch => ({ ...EMPTY_POSTCODE_SEARCH, ...part })
const run = (actions: ModalAction[], start: ModalState = initialModalState()) => actions.reduce(modalReducer, start)
const OXFORD = { lat: 51.752, lng: -1.2577 }

describe('spec 3 §4: the tab a search was made in', () => {
  it.each<[Partial<PostcodeSearch>, string]>([
    [{}, 'retailer'],
    [{ retailer: ['D1'] }, 'retailer'],
    [{ state: 'VIC' }, 'state'],
    [{ postcode: '3000', locality: 'Melbourne', state: 'VIC' }, 'postcode'],
    [{ postcode: '3000' }, 'retailer'],
    [{ near: OXFORD, locality: 'Oxford' }, 'postcode'],
  ])('%j → %s', (part, tab) => {
    expect(tabOf(search(part))).toBe(tab)
  })

  it('opens the retailer tab, with no state kept, in a market without states (ADR 122)', () => {
    expect(tabOf(search({ state: 'ZZZ' }), false)).toBe('retailer')
    expect(run([{ type: 'open', search: search({ state: 'ZZZ' }), states: false }])).toMatchObject({
      open: true,
      tab: 'retailer',
      draft: { state: null },
    })
    expect(initialModalState(search({ state: 'VIC' }), true)).toMatchObject({ tab: 'state', draft: { state: 'VIC' } })
  })
})

describe('spec 3 §5: what the modal submits', () => {
  it.each<[ModalState['tab'], Partial<PostcodeSearch>, unknown]>([
    ['retailer', { retailer: ['D1'] }, { search: search({ retailer: ['D1'] }) }],
    ['retailer', {}, { errors: { retailer: 'retailer' } }],
    ['state', { state: 'NSW', retailer: ['D1'] }, { search: search({ state: 'NSW' }) }],
    ['state', {}, { errors: { state: 'state' } }],
    ['state', { state: '  ' }, { errors: { state: 'state' } }],
    [
      'postcode',
      { postcode: '2000', locality: 'Sydney', state: 'NSW' },
      { search: search({ postcode: '2000', locality: 'Sydney', state: 'NSW' }) },
    ],
    ['postcode', { locality: 'Sydney' }, { errors: { postcode: 'postcode' } }],
    ['postcode', { postcode: '2000' }, { errors: { locality: 'locality' } }],
    // ADR 157: a picked place, its name for the locality, no state of its own.
    ['postcode', { near: OXFORD, locality: 'Oxford' }, { search: search({ near: OXFORD, locality: 'Oxford' }) }],
    ['postcode', { near: OXFORD }, { errors: { postcode: 'postcode' } }],
  ])('%s tab with %j → %j', (tab, draft, result) => {
    expect(submitSearch({ tab, draft: search(draft) })).toEqual(result)
  })

  it('refuses a postcode the market does not know at the postcode, not at the area it has none of', () => {
    expect(submitSearch({ tab: 'postcode', draft: search({ postcode: 'ZZ99 9ZZ' }) }, true)).toEqual({ errors: { postcode: 'unknown' } })
    // Known or not, a chosen area or a picked place is searched, and a missing postcode named as such.
    expect(submitSearch({ tab: 'postcode', draft: search({ near: OXFORD, locality: 'Oxford' }) }, true)).toMatchObject({ search: {} })
    expect(submitSearch({ tab: 'postcode', draft: search({}) }, true)).toEqual({ errors: { postcode: 'postcode' } })
  })
})

describe('spec 3 §2, §4: the modal state', () => {
  it('opens with the current search, closes when closable', () => {
    const current = search({ state: 'QLD' })
    const opened = run([{ type: 'open', search: current }])
    expect(opened).toMatchObject({ open: true, closable: true, tab: 'state', draft: current })
    expect(run([{ type: 'close' }], opened).open).toBe(false)
  })

  it('no dealers for the search: opens and cannot be closed, by button or Escape', () => {
    const none = run([{ type: 'result', search: search({ state: 'TAS' }), dealerCodes: [] }])
    expect(none).toMatchObject({ open: true, closable: false, tab: 'state', message: 'noDealers' })
    expect(run([{ type: 'close' }], none)).toBe(none)
    // A search that finds dealers frees it.
    expect(run([{ type: 'result', search: search({ state: 'NSW' }), dealerCodes: ['D1'] }], none)).toMatchObject({
      open: false,
      closable: true,
      message: null,
    })
  })

  it('no search at all is no search without dealers (ADR 085 as amended): the modal stays shut, closable', () => {
    expect(run([{ type: 'result', search: EMPTY_POSTCODE_SEARCH, dealerCodes: [] }])).toMatchObject({
      open: false,
      closable: true,
      message: null,
    })
  })

  it('the browser closing the dialog closes the state, so the bar opens it again (ADR 085)', () => {
    const shut = run([{ type: 'result', search: search({ state: 'NSW' }), dealerCodes: [] }, { type: 'close' }, { type: 'closed' }])
    expect(shut.open).toBe(false)
    expect(modalReducer(shut, { type: 'open', search: EMPTY_POSTCODE_SEARCH }).open).toBe(true)
  })

  it('a chosen retailer is a search even before its dealers answer', () => {
    expect(run([{ type: 'result', search: search({ retailer: ['D9'] }), dealerCodes: [] }])).toMatchObject({ open: false, closable: true })
  })

  it('keeps what the visitor entered while the modal is open and unclosable', () => {
    const state = run([
      { type: 'open', search: EMPTY_POSTCODE_SEARCH },
      { type: 'tab', tab: 'postcode' },
      { type: 'postcode', postcode: ' 2000 ' },
      { type: 'locality', locality: 'Sydney', state: 'NSW' },
      { type: 'result', search: search({ postcode: '9999', locality: 'Nowhere' }), dealerCodes: [] },
    ])
    expect(state).toMatchObject({ open: true, closable: false, tab: 'postcode', message: 'noDealers' })
    expect(state.draft).toEqual(search({ postcode: ' 2000 ', locality: 'Sydney', state: 'NSW' }))
  })

  it('keeps the postcode as it is typed, spaces too, and searches it trimmed', () => {
    const typed = run(['S', 'SW1A', 'SW1A ', 'SW1A 1AA '].map((postcode) => ({ type: 'postcode', postcode }) as const))
    expect(typed.draft.postcode).toBe('SW1A 1AA ')
    const chosen = run([{ type: 'locality', locality: 'Westminster', state: null }], { ...typed, tab: 'postcode' })
    expect(submitSearch(chosen)).toMatchObject({ search: { postcode: 'SW1A 1AA', locality: 'Westminster' } })
    expect(run([{ type: 'postcode', postcode: '   ' }]).draft.postcode).toBeNull()
  })

  it('a new postcode drops the chosen suburb; editing a field clears its error', () => {
    const state = run([
      { type: 'tab', tab: 'postcode' },
      { type: 'postcode', postcode: '2000' },
      { type: 'locality', locality: 'Sydney', state: 'NSW' },
      { type: 'invalid', errors: { postcode: 'postcode' } },
      { type: 'postcode', postcode: '3000' },
    ])
    expect(state.draft).toMatchObject({ postcode: '3000', locality: null })
    expect(state.errors.postcode).toBeUndefined()
  })

  it('a picked place stands for the postcode, its name for the locality; typing again drops it (ADR 157)', () => {
    const picked = run([
      { type: 'tab', tab: 'postcode' },
      { type: 'postcode', postcode: 'Oxf' },
      { type: 'invalid', errors: { locality: 'locality' } },
      { type: 'place', near: OXFORD, name: ' Oxford ' },
    ])
    expect(picked.draft).toEqual(search({ near: OXFORD, locality: 'Oxford' }))
    expect(picked.errors).toEqual({ postcode: undefined, locality: undefined })
    expect(run([{ type: 'postcode', postcode: 'Oxfo' }], picked).draft).toEqual(search({ postcode: 'Oxfo' }))
    // A name as long as the URL keeps, no longer.
    expect(run([{ type: 'place', near: OXFORD, name: 'x'.repeat(150) }]).draft.locality).toHaveLength(100)
  })

  it('the state is kept upper-case; a failed request says so', () => {
    expect(run([{ type: 'state', state: 'vic' }]).draft.state).toBe('VIC')
    expect(run([{ type: 'failed' }]).message).toBe('failed')
  })
})

describe('spec 3 §2, §7, §9: options and effects', () => {
  it('offers the eight states with their full names', () => {
    expect(STATE_OPTIONS.map((s) => s.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    expect(STATE_OPTIONS[1]).toEqual({ code: 'NSW', name: 'New South Wales' })
  })

  it("lists a postcode's suburbs once each, with their state", () => {
    expect(
      localityOptions([
        { locality: 'Surry Hills', state: 'nsw' },
        { locality: 'Darlinghurst', state: 'NSW' },
        { locality: 'Surry Hills', state: 'NSW' },
        { locality: ' ', state: 'NSW' },
        { locality: 'Elsewhere', state: 'XX' },
      ]),
    ).toEqual([
      { locality: 'Darlinghurst', state: 'NSW' },
      { locality: 'Elsewhere', state: null },
      { locality: 'Surry Hills', state: 'NSW' },
    ])
  })

  it.each<[Partial<PostcodeSearch>, { state: string }[], string | null]>([
    [{ state: 'vic' }, [], 'VIC'],
    [{ postcode: '2000', locality: 'Sydney', state: 'NSW' }, [{ state: 'VIC' }], 'NSW'],
    [{ retailer: ['D1'] }, [{ state: 'QLD' }, { state: 'qld' }], 'QLD'],
    [{ retailer: ['D1', 'D2'] }, [{ state: 'QLD' }, { state: 'WA' }], null],
    [{}, [], null],
    [{ state: 'XX' }, [], null],
  ])('drive-away state of %j with retailers %j → %s', (part, retailers, state) => {
    expect(driveAwayState(search(part), retailers)).toBe(state)
  })

  it.each([
    [[], {}],
    [['D1'], { 'filter[owner_dealer_codes_includes]': 'D1' }],
    [['D1', 'D2'], { 'filter[owner_dealer_codes_includes]': 'D1,D2' }],
  ])('dealer codes %j → listing params %j', (codes, params) => {
    expect(dealerCodesParam(codes)).toEqual(params)
  })
})

describe('ADR 085: the summary of the current search', () => {
  const retailers = [
    { dealer_code: 'D1', name: 'Harbour Motors' },
    { dealer_code: 'D2', name: 'Yarra Cars' },
  ]
  it.each<[Partial<PostcodeSearch>, string | null]>([
    [{}, null],
    [{ postcode: '2000' }, null],
    [{ postcode: '2000', locality: 'Sydney', state: 'NSW' }, 'Showing cars near 2000 Sydney'],
    [{ state: 'NSW' }, 'Showing cars near New South Wales'],
    [{ near: OXFORD, locality: 'Oxford' }, 'Showing cars near Oxford'],
    // A market whose "postcodes" are places (the UAE's, ADR 106): the area's name alone, not 'DUBAI Dubai'.
    [{ postcode: 'DUBAI', locality: 'Dubai' }, 'Showing cars near Dubai'],
    [{ postcode: 'دبي', locality: 'دبي' }, 'Showing cars near دبي'],
    [{ near: OXFORD }, null],
    [{ state: 'XYZ' }, 'Showing cars near XYZ'],
    [{ retailer: ['D2'] }, 'Showing cars from Yarra Cars'],
    [{ retailer: ['D1', 'D9'] }, 'Showing cars from Harbour Motors, D9'],
  ])('%j → %s', (part, summary) => {
    expect(searchSummary(search(part), retailers, AUSTRALIAN_STATES, postcodeSearchTexts(ENGLISH_STOCK_TEXTS))).toBe(summary)
  })

  it("names the states as the market does, in the market's words", () => {
    const names = { ...STATE_NAMES, NSW: 'South East' }
    const texts = { summaryNear: 'Cars near {place}', summaryRetailer: 'Cars at {place}' }
    expect(searchSummary(search({ state: 'NSW' }), [], names, texts)).toBe('Cars near South East')
  })
})

describe('a market without states (ADR 122)', () => {
  it.each([
    [true, ['retailer', 'state', 'postcode']],
    [false, ['retailer', 'postcode']],
  ])('states %s: the tabs %j', (states, tabs) => {
    expect(searchTabs(states)).toEqual(tabs)
  })

  it('asks for an area, not a suburb, and names no state in its intro', () => {
    const texts = postcodeSearchTexts(ENGLISH_STOCK_TEXTS, { states: false })
    expect(texts).toMatchObject({
      localityLabel: 'Area',
      localityPlaceholder: 'Choose an area',
      errors: { locality: 'Please choose an area.' },
    })
    expect(texts.intro).not.toMatch(/state|drive-away/i)
    expect(postcodeSearchTexts(ENGLISH_STOCK_TEXTS).localityLabel).toBe('Suburb')
  })
})
