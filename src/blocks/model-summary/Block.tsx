import { useEffect, useId } from 'react'
import { useLocation } from 'react-router'
import { Image } from '~/ui/Image.tsx'
import { Links } from '~/ui/Links.tsx'
import { isShown } from '../model-summary-filters/filters.ts'
import { dispatchFilters, usePageFilters } from '../model-summary-filters/store.ts'
import type { BlockContext } from '../template.ts'
import { derivativesOf, hashNamesTab, type DerivativesData } from './derivatives.ts'
import { StandardEquipment } from './StandardEquipment.tsx'
import type { ModelSummaryFields, ModelSummaryGroup } from './template.ts'
import styles from './ModelSummary.module.css'

/**
 * spec 2 §3.9 Derivatives: a model (its model and bodystyle fields, or the vehicle data's name)
 * and its derivatives, each with image, name, key features and three specs at a glance resolved
 * on the server (data.server.ts; left out when the market lacks the car), the disclaimers of
 * those specs, standard equipment in a dialog, and the block's buttons and links.
 *
 * spec 2 §4 Model Summary Filters: the block registers its bodystyle and model with the page's
 * filters and hides itself when an applied filter does not match it. A URL hash equal to its
 * tab_id applies its own body style and model (ADR 018).
 */
export default function ModelSummary({
  fields,
  groups,
  context,
  data,
}: {
  fields: ModelSummaryFields
  groups: ModelSummaryGroup[]
  context: BlockContext
  data?: DerivativesData | null
}) {
  const titleId = useId()
  const { state, key } = usePageFilters()
  const { hash } = useLocation()
  const { bodystyle: body, model } = fields
  const tabId = fields.tab_id.trim()
  useEffect(() => {
    dispatchFilters({ type: 'register', key, body, model })
  }, [key, body, model])
  useEffect(() => {
    if (!hashNamesTab(hash, tabId)) return
    dispatchFilters({ type: 'show', key, selection: { body, model } })
    // Blocks above it may just have been hidden: bring it back into view once they are.
    const frame = requestAnimationFrame(() => document.getElementById(tabId)?.scrollIntoView?.({ block: 'start' }))
    return () => cancelAnimationFrame(frame)
  }, [hash, key, tabId, body, model])

  const title = fields.model.trim() || data?.name || ''
  const cards = derivativesOf(groups)
    .map((group, i) => {
      const resolved = data?.derivatives[i]
      return { group, name: group.name.trim() || resolved?.engine || '', specs: resolved?.specs ?? [] }
    })
    .filter((c) => c.group.image || c.name || c.group.features.trim() || c.specs.length > 0)
  const equipment = fields.standard_equipment_information_label.trim() && fields.standard_equipment_information_content.trim()
  const buttons = [fields['rdx-button'], fields.link].filter((link) => link !== null)
  const disclaimers = cards.some((c) => c.specs.length > 0) ? (data?.disclaimers ?? []) : []
  if (!title && cards.length === 0) return null

  return (
    <section
      id={tabId || undefined}
      className={`${styles.summary} ${fields.has_columns ? styles.columns : styles.rows}`}
      aria-labelledby={title ? titleId : undefined}
      hidden={!isShown(state.filterId, fields) || undefined}
    >
      <div className={styles.inner}>
        {(title || fields.icon) && (
          <header className={styles.header}>
            {fields.icon && <span className={styles.icon} data-icon={fields.icon} data-size="30" aria-hidden="true" />}
            {fields.bodystyle.trim() && <p className={styles.eyebrow}>{fields.bodystyle}</p>}
            {title && (
              <h2 id={titleId} className="fc-heading fc-heading--l">
                {title}
              </h2>
            )}
          </header>
        )}
        {cards.length > 0 && (
          <ul className={styles.cards}>
            {cards.map(({ group, name, specs }, i) => (
              <li key={i} className={styles.card}>
                {group.image && (
                  <Image
                    className={styles.image}
                    id={group.image.id}
                    alt={group.image.alt ?? ''}
                    eager={context.eagerImages && i < 2}
                    ratio="1000:562"
                    sizes={fields.has_columns ? '(min-width: 900px) 33vw, 100vw' : '(min-width: 900px) 50vw, 100vw'}
                  />
                )}
                <div className={styles.body}>
                  {name && <h3 className="fc-heading fc-heading--s">{name}</h3>}
                  {group.features.trim() && (
                    <div className={styles.part}>
                      {fields.features_heading.trim() && <h4 className={styles.partTitle}>{fields.features_heading}</h4>}
                      <div className={`${styles.features} fc-prose`} dangerouslySetInnerHTML={{ __html: group.features }} />
                    </div>
                  )}
                  {specs.length > 0 && (
                    <div className={styles.part}>
                      {fields.specs_heading.trim() && <h4 className={styles.partTitle}>{fields.specs_heading}</h4>}
                      <dl className={styles.specs}>
                        {specs.map((spec) => (
                          <div key={spec.key} className={styles.spec}>
                            <dt>{spec.label}</dt>
                            <dd>
                              {spec.value}
                              {spec.marker && <sup>{spec.marker}</sup>}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {disclaimers.length > 0 && (
          <ul className={styles.disclaimers}>
            {disclaimers.map((d) => (
              <li key={d.marker}>
                {d.marker} {d.text}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {equipment && (
            <StandardEquipment
              label={fields.standard_equipment_information_label}
              content={fields.standard_equipment_information_content}
            />
          )}
          <Links links={buttons} />
          <Links links={fields['rdx-links-2']} asText />
        </div>
      </div>
    </section>
  )
}
