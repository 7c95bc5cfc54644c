import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useCallback, useSyncExternalStore } from 'react'
import { parseHiddenFields } from '~/ui/form-request.ts'
import { claimOffer, useOfferClaims } from '../offers-to-crm/offer-claim.ts'
import type { BlockContext } from '../template.ts'
import { ScheduleNote } from './EditorNote.tsx'
import type { SingleOfferFields } from './template.ts'
import { isOfferVisible, schedulePeriods, type OfferPeriod, type SingleOfferData } from './visibility.ts'
import styles from './SingleOffer.module.css'

/** The schedule is checked again each minute: an offer appears and goes while the page is open. */
const subscribeMinutes = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000)
  return () => clearInterval(timer)
}

/**
 * Whether the offer shows: as the server rendered it until the page is here (its data, so the
 * hydrated page matches the HTML), then by the browser's clock in the market's time zone.
 */
function useScheduled(periods: readonly OfferPeriod[], data: SingleOfferData | undefined): boolean {
  const now = useCallback(() => (data ? isOfferVisible(periods, new Date(), data.timeZone) : true), [periods, data])
  return useSyncExternalStore(subscribeMinutes, now, () => data?.visible ?? true)
}

/**
 * spec 2 §3.10 Single Offer: its title and texts, anchored at its hash, shown only within its
 * offer_schedule (spec 2 §4; always in the editor, with a note). With an Offers to CRM form on
 * the page, 'Claim this offer' hands the offer and its hidden_fields to it (ADR 058).
 */
export default function SingleOffer({
  fields,
  context,
  data,
}: {
  fields: SingleOfferFields
  groups: unknown[]
  context: BlockContext
  data?: SingleOfferData
}) {
  const scheduled = schedulePeriods(fields.offer_schedule)
  const periods = scheduled ?? []
  const visible = useScheduled(periods, data)
  const { forms } = useOfferClaims()
  const ui = useUiTexts()
  if (!fields.title.trim() || (!visible && !context.editing)) return null
  return (
    <section className={`${styles.section} light-theme`}>
      <article id={fields.hash || undefined} className={styles.offer}>
        <h2 className={`fc-heading fc-heading--m ${styles.title}`}>{fields.title}</h2>
        {fields.description_first && <p className={styles.lead}>{fields.description_first}</p>}
        {fields.description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.description }} />}
        {fields.description_second && <p className={styles.second}>{fields.description_second}</p>}
        {forms > 0 && (
          <div>
            <button
              type="button"
              className={styles.claim}
              onClick={() =>
                claimOffer({ title: fields.title.trim(), hash: fields.hash, hiddenFields: parseHiddenFields(fields.hidden_fields) })
              }
            >
              {ui.claimOffer}
            </button>
          </div>
        )}
        {context.editing && (scheduled === null || periods.length > 0) && <ScheduleNote periods={scheduled} visible={visible} />}
      </article>
    </section>
  )
}
