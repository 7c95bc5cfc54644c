import { useId, useRef, useState, type FormEvent } from 'react'
import { vinCheckerLocal as ENGLISH_VIN_CHECKER_TEXTS } from '~/i18n/locales/en/vinCheckerLocal.ts'
import { VIN_INPUT_MAX } from '~/recalls/vin.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { checkVin, vinCheckerProblems, type VinCheckOutcome } from './check.ts'
import { vinProblemText } from '~/recalls/vin.ts'
import type { VinCheckerData } from './data.server.ts'
import type { VinCheckerFields } from './template.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import tool from '../Tool.module.css'
import styles from './VinChecker.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

type State = { kind: 'idle' } | { kind: 'checking' } | VinCheckOutcome

/**
 * spec 2 §3.12 Local VIN Checker, §4: the visitor enters a VIN and presses the button; the VIN is
 * checked here first (its texts), then looked up in the market's recall list; the answer is the
 * positive response with the recalls found, or the negative response; a lookup that fails or times
 * out shows the service error with 'Try again'. A block without its texts names the problem in the
 * editor and shows its Loading Failed state to visitors.
 */
export default function VinCheckerLocal({
  fields,
  context,
  data,
}: {
  fields: VinCheckerFields
  groups: unknown[]
  context: BlockContext
  data?: VinCheckerData
}) {
  const texts = data?.texts ?? ENGLISH_VIN_CHECKER_TEXTS
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [vin, setVin] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const problems = vinCheckerProblems(fields)

  const check = async (event?: FormEvent) => {
    event?.preventDefault()
    if (state.kind === 'checking') return
    setState({ kind: 'checking' })
    const outcome = await checkVin(vin)
    setState(outcome)
    if (outcome.kind === 'invalid') input.current?.focus()
  }

  const invalid = state.kind === 'invalid' ? vinProblemText(state.problem, state.typed, texts) : null
  let body
  if (problems.length > 0) {
    body = <Misconfigured editing={context.editing} heading="This VIN checker cannot be shown:" problems={problems} fields={fields} />
  } else {
    body = (
      <form className={styles.form} noValidate onSubmit={(event) => void check(event)}>
        <div className={tool.field}>
          <label htmlFor={`${id}-vin`}>{fields.label_text}</label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${id}-vin`}
              name="vin"
              className={`${tool.control} ${styles.vin}`}
              value={vin}
              onChange={(event) => setVin(event.target.value)}
              maxLength={VIN_INPUT_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              // A VIN is Latin letters and digits: it reads left to right on a right-to-left page too.
              dir="ltr"
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
            />
            <FocusableButton type="submit" className={tool.button} inactive={state.kind === 'checking'}>
              {fields.button_text}
            </FocusableButton>
          </div>
          {invalid ? (
            <p id={`${id}-error`} className={tool.error}>
              {invalid}
            </p>
          ) : (
            <p id={`${id}-hint`} className={tool.muted}>
              {texts.hint}
            </p>
          )}
        </div>
        <div aria-live="polite" className={styles.answer}>
          {state.kind === 'checking' && <p className={tool.muted}>{texts.checking}</p>}
          {state.kind === 'not-affected' && (
            <p className={`${styles.response} ${styles.negative}`} data-answer="negative">
              {fields.response_negative}
            </p>
          )}
          {state.kind === 'affected' && (
            <div className={`${styles.response} ${styles.positive}`} data-answer="positive">
              <p>{fields.response_positive}</p>
              <h3 className={styles.recallsHeading}>
                {texts.recallsFor.split('{vin}')[0]}
                <bdi dir="ltr">{state.check.vin}</bdi>
                {texts.recallsFor.split('{vin}')[1]}
              </h3>
              <ul className={styles.recalls}>
                {state.check.recalls.map((recall) => (
                  <li key={recall.campaign}>
                    <strong>{recall.title}</strong>
                    <span className={tool.muted}>
                      {' '}
                      {texts.campaign} <bdi dir="ltr">{recall.campaign}</bdi>
                    </span>
                    {recall.description && <p>{recall.description}</p>}
                  </li>
                ))}
              </ul>
              <LinkButton link={fields.response_positive_link} />
            </div>
          )}
          {state.kind === 'error' && (
            <div className="fc-load-failed" role="alert" data-answer="error">
              <p>{texts.serviceError}</p>
              <button type="button" className="fc-load-failed__retry" onClick={() => void check()}>
                {fields.try_again_btn_label}
              </button>
            </div>
          )}
        </div>
      </form>
    )
  }

  return (
    <section
      className={`${tool.section} ${styles.section} ${fields.box_color}`}
      data-align={fields.section_class}
      data-height={fields.section_height}
      aria-labelledby={fields.section_title ? `${id}-title` : undefined}
    >
      <div className={tool.inner}>
        <div className={tool.header}>
          {fields.section_title && (
            <h2 id={`${id}-title`} className="fc-heading fc-heading--l">
              {fields.section_title}
            </h2>
          )}
          {fields.section_paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.section_paragraph }} />}
        </div>
        {body}
      </div>
    </section>
  )
}
