import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useEffect, useId, useRef } from 'react'
import { BlockForm, type FormBlockData } from '../BlockForm.tsx'
import type { BlockContext } from '../template.ts'
import { registerClaimForm, useOfferClaims } from './offer-claim.ts'
import { OFFER_BRAND_SYMBOLS } from './brands.ts'
import type { OffersToCrmFields } from './template.ts'
import styles from './OffersToCrm.module.css'

/**
 * spec 2 §3.10 Offers to CRM: form_title and form_subtile over the offer-claim form. The lead's
 * additional data names the offer's category and brands (and the offer claimed from a Single
 * Offer, whose hidden fields it sends). A request error shows error_text with error_button_text
 * ('Offers request error', 'Try again'), which returns to the filled form (spec 2 §4, §8).
 */
export default function OffersToCrm({
  fields,
  context,
  data,
}: {
  fields: OffersToCrmFields
  groups: unknown[]
  context: BlockContext
  data?: FormBlockData
}) {
  const headingId = useId()
  const ui = useUiTexts()
  const heading = useRef<HTMLHeadingElement>(null)
  const { claim, seq } = useOfferClaims()
  useEffect(() => registerClaimForm(), [])
  useEffect(() => {
    if (seq === 0 || !heading.current) return
    heading.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
    heading.current.focus({ preventScroll: true })
  }, [seq])
  const brands = OFFER_BRAND_SYMBOLS.filter((symbol) => fields[symbol])
  const offer = { category: fields.category, brands, ...(claim ? { title: claim.title, hash: claim.hash } : {}) }
  return (
    <section className={`${styles.section} light-theme`} aria-labelledby={fields.form_title ? headingId : undefined}>
      <div className={styles.inner}>
        {fields.form_title && (
          <h2 id={headingId} ref={heading} tabIndex={-1} className={`fc-heading fc-heading--l ${styles.title}`}>
            {fields.form_title}
          </h2>
        )}
        {fields.form_subtile && <p className={styles.subtitle}>{fields.form_subtile}</p>}
        {claim && (
          <p className={styles.claim} role="status">
            {ui.offerLabel} <strong>{claim.title}</strong>
          </p>
        )}
        <BlockForm
          fields={fields}
          data={data}
          context={context}
          title={fields.form_title}
          additionalData={{ offer }}
          extraHiddenFields={claim?.hiddenFields}
          failure={{ text: fields.error_text, retryLabel: fields.error_button_text }}
        />
      </div>
    </section>
  )
}
