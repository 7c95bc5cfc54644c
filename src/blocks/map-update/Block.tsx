import { useId, useState, type FormEvent } from 'react'
import { mapUpdate as ENGLISH_MAP_UPDATE_TEXTS } from '~/i18n/locales/en/mapUpdate.ts'
import { vinCheckerLocal as ENGLISH_VIN_CHECKER_TEXTS } from '~/i18n/locales/en/vinCheckerLocal.ts'
import { format } from '~/i18n/messages.ts'
import { VIN_INPUT_MAX, vinProblemText } from '~/recalls/vin.ts'
import { LinkButton, Links } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { mapUpdateProblems } from './config.ts'
import type { MapUpdateTexts } from './data.server.ts'
import type { MapUpdateFields, MapUpdateMarket } from './template.ts'
import { MAP_UPDATE_STEPS, nextStep, previousStep, vinStepErrors, type MapUpdateStep, type VinStepErrors } from './wizard.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import { useToolScreens } from '../tool-screens.tsx'
import tool from '../Tool.module.css'
import styles from './MapUpdate.module.css'

/**
 * spec 2 §2, §3.12, §4 Map update: VIN entry with the terms (description) → download the maps of a
 * market (markets) → copy them to a USB drive, with the retailer links (final). No VIN is asked for
 * (spec 2 §5); a VIN that is not one shows the block's VIN error; the terms must be accepted (ADR
 * 139). A wizard without markets or buttons names the problem in the editor and shows Loading
 * Failed to visitors.
 */
export default function MapUpdate({
  fields,
  groups,
  context,
  data,
}: {
  fields: MapUpdateFields
  groups: MapUpdateMarket[]
  context: BlockContext
  data?: MapUpdateTexts
}) {
  const texts: MapUpdateTexts = data ?? { ...ENGLISH_VIN_CHECKER_TEXTS, ...ENGLISH_MAP_UPDATE_TEXTS }
  const id = useId()
  // Focus follows the step, so a screen reader hears the new step's title (not on first render).
  const { screen: step, go, heading } = useToolScreens<MapUpdateStep>('description')
  const [vin, setVin] = useState('')
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<VinStepErrors | null>(null)
  const problems = mapUpdateProblems(fields, groups)

  const submitVin = (event: FormEvent) => {
    event.preventDefault()
    const found = vinStepErrors({ vin, termsAccepted: terms })
    setErrors(found)
    if (!found) return go(nextStep(step))
    // The keyboard goes to the first field to put right, as the finance calculator's does.
    document.getElementById(`${id}-${found.vin ? 'vin' : 'terms'}`)?.focus()
  }

  const header = (
    <div className={tool.header}>
      {fields.heading && <h2 className="fc-heading fc-heading--l">{fields.heading}</h2>}
      {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
    </div>
  )
  if (problems.length > 0) {
    return (
      <section className={`${tool.section} ${fields.box_color}`}>
        <div className={tool.inner}>
          {header}
          <Misconfigured editing={context.editing} heading="This map update wizard cannot be shown:" problems={problems} fields={fields} />
        </div>
      </section>
    )
  }

  const n = MAP_UPDATE_STEPS.indexOf(step) + 1
  const titles: Record<MapUpdateStep, string> = {
    description: fields.step_1_title,
    markets: fields.step_2_title,
    final: fields.step_3_title,
  }
  const stepHeading = (
    <h3 ref={heading} tabIndex={-1} className={tool.stepHeading}>
      {titles[step]}
    </h3>
  )
  return (
    <section className={`${tool.section} ${fields.box_color}`} data-step={step}>
      <div className={tool.inner}>
        {header}
        <ol className={styles.steps}>
          {MAP_UPDATE_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} data-done={i + 1 < n ? '' : undefined}>
              <span className={styles.number}>{i + 1}</span> {titles[s]}
            </li>
          ))}
        </ol>
        <div className={tool.card}>
          <p className={tool.progress}>{format(texts.stepOf, { n, total: MAP_UPDATE_STEPS.length })}</p>
          {stepHeading}
          {step === 'description' && (
            <form className={styles.form} noValidate onSubmit={submitVin}>
              {fields.step_1_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.step_1_description }} />}
              <div className={tool.field}>
                <label htmlFor={`${id}-vin`}>{fields.step_1_vin_label}</label>
                <input
                  id={`${id}-vin`}
                  name="vin"
                  className={`${tool.control} ${styles.vin}`}
                  value={vin}
                  onChange={(event) => setVin(event.target.value)}
                  maxLength={VIN_INPUT_MAX}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  dir="ltr"
                  aria-invalid={errors?.vin ? true : undefined}
                  aria-describedby={errors?.vin ? `${id}-vin-error` : undefined}
                />
                {errors?.vin && (
                  <p id={`${id}-vin-error`} className={tool.error} role="alert">
                    {/* What is wrong, in the recall check's words, then the block's own advice. */}
                    {errors.vin === 'empty'
                      ? texts.vinRequired
                      : `${vinProblemText(errors.vin, errors.typed, texts)} ${fields.step_1_vin_error}`.trim()}
                  </p>
                )}
              </div>
              <div className={styles.terms}>
                <input
                  id={`${id}-terms`}
                  type="checkbox"
                  checked={terms}
                  onChange={(event) => setTerms(event.target.checked)}
                  aria-invalid={errors?.terms ? true : undefined}
                  aria-describedby={errors?.terms ? `${id}-terms-error` : undefined}
                />
                <label htmlFor={`${id}-terms`} className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.step_1_terms }} />
              </div>
              {errors?.terms && (
                <p id={`${id}-terms-error`} className={tool.error} role="alert">
                  {texts.termsRequired}
                </p>
              )}
              <div className={tool.actions}>
                <button type="submit" className={tool.button}>
                  {fields.step_1_button}
                </button>
              </div>
            </form>
          )}
          {step === 'markets' && (
            <>
              {fields.step_2_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.step_2_description }} />}
              <ul className={styles.markets}>
                {groups.map((market, i) => (
                  <li key={i} className={styles.market}>
                    <strong>{market.market_name}</strong>
                    {(market.map_version || market.map_size) && (
                      <span className={tool.muted}>{[market.map_version, market.map_size].filter(Boolean).join(' · ')}</span>
                    )}
                    <LinkButton
                      link={
                        market.download_link && { ...market.download_link, link_text: market.download_link.link_text || texts.download }
                      }
                      size="small"
                    />
                  </li>
                ))}
              </ul>
              <div className={tool.actions}>
                <button type="button" className={`${tool.button} ${tool.secondary}`} onClick={() => go(previousStep(step))}>
                  {fields.step_2_back}
                </button>
                <button type="button" className={tool.button} onClick={() => go(nextStep(step))}>
                  {fields.step_2_button}
                </button>
              </div>
            </>
          )}
          {step === 'final' && (
            <>
              {fields.step_3_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.step_3_description }} />}
              <Links links={fields['rdx-links']} />
              <div className={tool.actions}>
                <button type="button" className={`${tool.button} ${tool.secondary}`} onClick={() => go(previousStep(step))}>
                  {fields.step_3_back}
                </button>
                <button
                  type="button"
                  className={tool.button}
                  onClick={() => {
                    setVin('')
                    setTerms(false)
                    setErrors(null)
                    go('description')
                  }}
                >
                  {fields.step_3_button}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
