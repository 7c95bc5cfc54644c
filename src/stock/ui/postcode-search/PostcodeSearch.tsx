import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { AUSTRALIAN_STATES, type AustralianState } from '../../rules/prices.ts'
import { formatPostcode, isLookupPostcode, normalisePostcode } from '../../rules/postcode-search.ts'
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
 * The postcode / state / retailer search of a listing (spec 3 §2, §4, §5): a bar naming the
 * current search with a 'Change' button, and the modal asking for a retailer, or a state, or a
 * postcode with its suburb. The modal is the one modal primitive (spec 1 §4 Modal: focus kept
 * inside; Escape, the backdrop and the close button close it) except when no dealers result: then
 * it cannot be closed (preventClose: no close button, Escape and the backdrop ignored; spec 3 §2).
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
      {summary && (
        <span className={styles.dot} aria-hidden="true">
          ·
        </span>
      )}
      <button
        ref={opener}
        type="button"
        className={styles.change}
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'open', search })}
      >
        {summary ? texts.change : texts.title}
      </button>
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
  const [localities, setLocalities] = useState<{
    postcode: string
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
  useEffect(() => {
    if (tab !== 'postcode' || !isLookupPostcode(postcodeKey) || localities?.postcode === postcodeKey) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      lookup({ postcode: formatPostcode(postcode) ?? postcodeKey }, controller.signal)
        .then((list) => {
          const options = localityOptions(list)
          setLocalities({ postcode: postcodeKey, options, nearest: list.filter((r) => r.distance_km !== undefined) })
          // One place to choose (a search by distance names the postcode's area): chosen for the shopper.
          if (options.length === 1) dispatch({ type: 'locality', locality: options[0]!.locality, state: options[0]!.state })
        })
        .catch(() => !controller.signal.aborted && dispatch({ type: 'failed' }))
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // A postcode differing in spaces or case only is the one already looked up (localities.postcode).
  }, [tab, postcode, postcodeKey, localities, lookup, dispatch])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = submitSearch(modal)
    if ('errors' in result) {
      dispatch({ type: 'invalid', errors: result.errors })
      const first = Object.keys(result.errors)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    apply(result.search)
  }

  const describedBy = (field: string, has: boolean) => (has ? `${id}-${field}-error` : undefined)
  const looked = localities?.postcode === postcodeKey ? localities : null
  const suburbs = looked?.options ?? []

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
            <input
              id={`${id}-postcode`}
              // Letters too: British postcodes, and the place names of markets without postcodes.
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="postal-code"
              maxLength={20}
              value={postcode}
              aria-invalid={!!error('postcode') || undefined}
              aria-describedby={describedBy('postcode', !!error('postcode'))}
              onChange={(event) => dispatch({ type: 'postcode', postcode: event.target.value })}
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
            {looked && looked.options.length === 0 && <p className={styles.error}>{texts.errors.unknown}</p>}
            {looked && looked.nearest.length > 0 && (
              <p>
                {texts.nearest}: {looked.nearest.map((r) => r.name).join(', ')}
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

function FieldMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  )
}
