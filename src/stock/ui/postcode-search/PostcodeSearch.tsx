import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { PlaceList } from '~/places/PlaceList.tsx'
import { usePlaceSearch } from '~/places/place-search.ts'
import type { PlaceSuggestion } from '~/places/places.ts'
import { comboboxStep } from '~/ui/combobox.ts'
import { AUSTRALIAN_STATES, type AustralianState } from '../../rules/prices.ts'
import { EMPTY_POSTCODE_SEARCH, formatNear, formatPostcode, isLookupPostcode, normalisePostcode } from '../../rules/postcode-search.ts'
import {
  localityOptions,
  searchTabs,
  searchSummary,
  STATE_OPTIONS,
  submitSearch,
  type FieldError,
  type PostcodeSearchTexts,
  type SearchTab,
} from './modal.ts'
import type { PostcodeRetailer } from './retailers.ts'
import type { PostcodeSearchController } from './usePostcodeSearch.ts'
import { Modal } from '~/ui/Modal.tsx'
import styles from './PostcodeSearch.module.css'

/**
 * Names listed as the page's language lists them (Arabic with '،'). Only in the browser: the
 * nearest retailers are known after a lookup the browser makes.
 */
const listed = (names: string[]) =>
  new Intl.ListFormat(document.documentElement.lang || 'en', { type: 'unit', style: 'short' }).format(names)

/**
 * The postcode / state / retailer search of a listing (spec 3 §2, §4, §5): a bar naming the
 * current search with a 'Change' button and one back to the whole listing ('Show all vehicles'),
 * and the modal asking for a retailer, or a state, or a postcode with its suburb. The postcode field suggests places as the shopper types (a town no
 * retailer's postcode holds, ADR 157): a place picked finds its nearest retailers. The modal is
 * the one modal primitive (spec 1 §4 Modal: focus kept inside; Escape, the backdrop and the close
 * button close it) except when no dealers result: then it cannot be closed (preventClose: no close
 * button, Escape and the backdrop ignored; spec 3 §2).
 *
 * @example
 * const postcode = usePostcodeSearch({ listingKey, brand, initial: loaderData.postcodeSearch })
 * <PostcodeSearch controller={postcode} texts={postcodeSearchTexts(view.texts)} />
 */
export function PostcodeSearch({
  controller,
  texts,
  stateNames = AUSTRALIAN_STATES,
}: {
  controller: PostcodeSearchController
  /** The market's texts (postcodeSearchTexts of the listing's texts, ADR 081, 089). */
  texts: PostcodeSearchTexts
  /** The states' names as the market says them (spec 3 §9: Australia's by default; ADR 070, 081). */
  stateNames?: Readonly<Record<AustralianState, string>>
}) {
  const { modal, dispatch, search } = controller
  const id = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    // The modal gives focus back to what had it; one that opened by itself (a search without
    // dealers) had none: focus goes to the button that opens it again.
    const nowhere = !document.activeElement || document.activeElement === document.body
    if (wasOpen.current && !modal.open && nowhere) opener.current?.focus()
    wasOpen.current = modal.open
  }, [modal.open])

  const summary = searchSummary(search, controller.retailers, stateNames, texts)

  return (
    <div className={styles.bar}>
      <p className={styles.current} aria-live="polite">
        {summary}
      </p>
      <button
        ref={opener}
        type="button"
        className={styles.change}
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'open', search, states: controller.states })}
      >
        {summary ? texts.change : texts.title}
      </button>
      {summary && (
        <button
          type="button"
          className={styles.change}
          onClick={() => {
            controller.apply(EMPTY_POSTCODE_SEARCH)
            // This button goes with the search: the focus stays in the bar, on the one that starts another.
            opener.current?.focus()
          }}
        >
          {texts.clear}
        </button>
      )}
      <Modal
        open={modal.open}
        onClose={() => dispatch({ type: 'close' })}
        title={texts.title}
        describedBy={`${id}-intro`}
        preventClose={!modal.closable}
        closeLabel={texts.close}
        className={styles.dialog}
      >
        <SearchForm id={id} controller={controller} texts={texts} stateNames={stateNames} />
      </Modal>
    </div>
  )
}

function SearchForm({
  id,
  controller,
  texts,
  stateNames,
}: {
  id: string
  controller: PostcodeSearchController
  texts: PostcodeSearchTexts
  stateNames: Readonly<Record<AustralianState, string>>
}) {
  const { modal, dispatch, apply, lookup } = controller
  const { draft, tab } = modal
  const [retailers, setRetailers] = useState<PostcodeRetailer[] | null>(null)
  /** What the postcode tab found: a postcode's localities, or a picked place's nearest retailers (`key` says which). */
  const [localities, setLocalities] = useState<{
    key: string
    options: ReturnType<typeof localityOptions>
    nearest: PostcodeRetailer[]
  } | null>(null)
  const error = (field: keyof typeof modal.errors) => modal.errors[field]
  const message = (key: FieldError) => texts.errors[key]

  // The retailers of the list, for the retailer tab; the suburbs of a postcode, for the postcode tab.
  useEffect(() => {
    if (tab !== 'retailer' || retailers) return
    const controller = new AbortController()
    lookup({}, controller.signal)
      .then((list) => setRetailers(list))
      .catch(() => !controller.signal.aborted && dispatch({ type: 'failed' }))
    return () => controller.abort()
  }, [tab, retailers, lookup, dispatch])
  const postcode = draft.postcode ?? ''
  // Looked up as a postcode is compared: 'LS4 2AZ', 'ls42az' and an autofilled one are one (ADR 085).
  const postcodeKey = normalisePostcode(postcode)
  // A picked place (ADR 157) stands for the postcode: the field shows its name.
  const { near, locality } = draft
  const nearKey = near ? `near:${formatNear(near)}` : null
  // Places are suggested for what the shopper types, not for a place already picked.
  const places = usePlaceSearch(tab === 'postcode' && !near ? postcode : '')
  useEffect(() => {
    if (tab !== 'postcode' || !near || !nearKey || localities?.key === nearKey) return
    const controller = new AbortController()
    lookup({ near, locality }, controller.signal)
      .then((list) => setLocalities({ key: nearKey, options: [], nearest: list.filter((r) => r.distance_km !== undefined) }))
      .catch(() => !controller.signal.aborted && dispatch({ type: 'failed' }))
    return () => controller.abort()
    // The place is compared by its key; its name comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, nearKey, localities, lookup, dispatch])
  useEffect(() => {
    if (tab !== 'postcode' || !isLookupPostcode(postcodeKey) || localities?.key === postcodeKey) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      lookup({ postcode: formatPostcode(postcode) ?? postcodeKey }, controller.signal)
        .then((list) => {
          const options = localityOptions(list)
          setLocalities({ key: postcodeKey, options, nearest: list.filter((r) => r.distance_km !== undefined) })
          // One place to choose (a search by distance names the postcode's area): chosen for the shopper.
          if (options.length === 1) dispatch({ type: 'locality', locality: options[0]!.locality, state: options[0]!.state })
        })
        .catch(() => !controller.signal.aborted && dispatch({ type: 'failed' }))
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // A postcode differing in spaces or case only is the one already looked up (localities.key).
  }, [tab, postcode, postcodeKey, localities, lookup, dispatch])

  const pickPlace = async (suggestion: PlaceSuggestion) => {
    const place = await places.pick(suggestion)
    if (!place) return dispatch({ type: 'failed' })
    dispatch({ type: 'place', near: { lat: place.lat, lng: place.lon }, name: place.name || suggestion.name })
  }

  const describedBy = (field: string, has: boolean) => (has ? `${id}-${field}-error` : undefined)
  const looked = localities?.key === (nearKey ?? postcodeKey) ? localities : null
  // A place's one locality is its name, chosen with it.
  const suburbs = near && locality ? [{ locality, state: null }] : (looked?.options ?? [])
  // Text that is no postcode the market knows may still be a place: unknown once no place is suggested either.
  const unknown = !near && looked !== null && looked.options.length === 0 && places.settled && places.suggestions.length === 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = submitSearch(modal, unknown)
    if ('errors' in result) {
      dispatch({ type: 'invalid', errors: result.errors })
      const first = Object.keys(result.errors)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    apply(result.search)
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p id={`${id}-intro`} className={styles.intro}>
        {texts.intro}
      </p>
      <fieldset className={styles.tabs}>
        <legend className="fc-visually-hidden">{texts.title}</legend>
        {searchTabs(controller.states).map((name: SearchTab) => (
          <label key={name} className={styles.tab}>
            <input
              type="radio"
              name={`${id}-tab`}
              value={name}
              checked={tab === name}
              onChange={() => dispatch({ type: 'tab', tab: name })}
            />
            {texts.tabs[name]}
          </label>
        ))}
      </fieldset>

      {tab === 'retailer' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-retailer`}>{texts.retailerLabel}</label>
          <select
            id={`${id}-retailer`}
            value={draft.retailer[0] ?? ''}
            aria-invalid={!!error('retailer') || undefined}
            aria-describedby={describedBy('retailer', !!error('retailer'))}
            onChange={(event) => dispatch({ type: 'retailer', code: event.target.value })}
          >
            <option value="">{retailers ? texts.retailerPlaceholder : texts.loading}</option>
            {(retailers ?? []).map((r) => (
              <option key={r.dealer_code} value={r.dealer_code}>
                {r.name}
              </option>
            ))}
          </select>
          {error('retailer') && <FieldMessage id={`${id}-retailer-error`} text={message(error('retailer')!)} />}
        </div>
      )}

      {tab === 'state' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>{texts.stateLabel}</label>
          <select
            id={`${id}-state`}
            value={draft.state ?? ''}
            aria-invalid={!!error('state') || undefined}
            aria-describedby={describedBy('state', !!error('state'))}
            onChange={(event) => dispatch({ type: 'state', state: event.target.value })}
          >
            <option value="">{texts.statePlaceholder}</option>
            {STATE_OPTIONS.map((s) => (
              <option key={s.code} value={s.code}>
                {stateNames[s.code]}
              </option>
            ))}
          </select>
          {error('state') && <FieldMessage id={`${id}-state-error`} text={message(error('state')!)} />}
        </div>
      )}

      {tab === 'postcode' && (
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={`${id}-postcode`}>{texts.postcodeLabel}</label>
            <PostcodeField
              id={`${id}-postcode`}
              value={near ? (locality ?? '') : postcode}
              invalid={!!error('postcode')}
              describedBy={describedBy('postcode', !!error('postcode'))}
              // A postcode the market knows has its localities: a place suggested for it would repeat them.
              suggestions={looked?.options.length ? [] : places.suggestions}
              onType={(text) => dispatch({ type: 'postcode', postcode: text })}
              onPick={(suggestion) => void pickPlace(suggestion)}
            />
            {error('postcode') && <FieldMessage id={`${id}-postcode-error`} text={message(error('postcode')!)} />}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-locality`}>{texts.localityLabel}</label>
            <select
              id={`${id}-locality`}
              value={draft.locality ?? ''}
              disabled={suburbs.length === 0}
              aria-invalid={!!error('locality') || undefined}
              aria-describedby={describedBy('locality', !!error('locality'))}
              onChange={(event) => {
                const chosen = suburbs.find((s) => s.locality === event.target.value)
                dispatch({ type: 'locality', locality: event.target.value, state: chosen?.state ?? null })
              }}
            >
              <option value="">{texts.localityPlaceholder}</option>
              {suburbs.map((s) => (
                <option key={s.locality} value={s.locality}>
                  {s.locality}
                  {s.state ? ` (${s.state})` : ''}
                </option>
              ))}
            </select>
            {error('locality') && <FieldMessage id={`${id}-locality-error`} text={message(error('locality')!)} />}
          </div>
          <div className={styles.found} role="status">
            {/* Said once: at the field, once the shopper has searched with it. */}
            {unknown && error('postcode') !== 'unknown' && <p className={styles.error}>{texts.errors.unknown}</p>}
            {looked && looked.nearest.length > 0 && (
              <p>
                {texts.nearest}: {listed(looked.nearest.map((r) => r.name))}
              </p>
            )}
          </div>
        </div>
      )}

      <div role="alert" className={styles.alert}>
        {modal.message && <p>{message(modal.message)}</p>}
      </div>
      <button type="submit" className={styles.submit}>
        {texts.submit}
      </button>
    </form>
  )
}

/**
 * The postcode field, a combobox (the WAI-ARIA pattern, as the retailer locator's search): the
 * places suggested for what is typed (ADR 157) in a list under it, labelled 'Places' in the
 * market's language; Down and Up move through them, Enter picks one, Escape closes the list (and
 * only the list: the modal stays). Without suggestions it is the plain postcode field.
 */
function PostcodeField({
  id,
  value,
  invalid,
  describedBy,
  suggestions,
  onType,
  onPick,
}: {
  id: string
  value: string
  invalid: boolean
  describedBy: string | undefined
  suggestions: readonly PlaceSuggestion[]
  onType: (text: string) => void
  onPick: (suggestion: PlaceSuggestion) => void
}) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && suggestions.length > 0
  const listId = `${id}-places`
  const pick = (suggestion: PlaceSuggestion) => {
    setOpen(false)
    setActive(-1)
    onPick(suggestion)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      const key = event.key
      setActive((current) => comboboxStep(key, current, suggestions.length, expanded))
    } else if (event.key === 'Escape' && expanded) {
      // The list closes, not the modal around it.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      // A pick, not the form's submit.
      event.preventDefault()
      pick(suggestions[active]!)
    }
  }
  return (
    <div className={styles.combobox}>
      <input
        id={id}
        // Letters too: British postcodes, the place names of markets without postcodes, and towns.
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="postal-code"
        maxLength={20}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onType(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <PlaceList id={listId} suggestions={suggestions} active={active} expanded={expanded} onPick={pick} />
    </div>
  )
}

function FieldMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  )
}
