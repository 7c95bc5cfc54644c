import { useEffect, useId, useRef, useState } from 'react'
import { dieselPetrolQuiz as ENGLISH_QUIZ_TEXTS } from '~/i18n/locales/en/dieselPetrolQuiz.ts'
import { format } from '~/i18n/messages.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { ImageValue } from '../fields.ts'
import type { BlockContext } from '../template.ts'
import { ToolIntro, ToolPicture, useToolScreens } from '../tool-screens.tsx'
import { ANSWER_COUNTS, isAnswered, MULTI_ANSWER_STEP, QUIZ_STEPS, quizResult, type Powertrain, type QuizAnswers } from './scoring.ts'
import type { QuizTexts } from './data.server.ts'
import type { DieselPetrolQuizFields } from './template.ts'
import styles from '../Tool.module.css'

const str = (fields: DieselPetrolQuizFields, key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
const linkOf = (fields: DieselPetrolQuizFields, key: string, label: string): LinkValue | null => {
  const link = fields[key] as LinkValue | null | undefined
  return link ? { ...link, link_text: label || link.link_text } : null
}

/**
 * spec 2 §2 Fuel-type quiz: the intro (step 0) with 'Get started', five questions with 'Next
 * question' and 'Previous question' ('See result' on the last), then the result for petrol,
 * diesel, PHEV or BEV with its aside 'You could also consider'; 'Start again' returns to the intro
 * (spec 2 §4). Step 3 takes several answers (spec 2 §5). The scoring is scoring.ts.
 */
export default function DieselPetrolQuiz({
  fields,
  context,
  data,
}: {
  fields: DieselPetrolQuizFields
  groups: unknown[]
  context: BlockContext
  data?: QuizTexts
}) {
  const texts = data ?? ENGLISH_QUIZ_TEXTS
  const id = useId()
  // 0 intro, 1–5 questions, 6 result
  const { screen: step, go, title, heading, missing, setMissing, refused, refuse } = useToolScreens(0)
  const [answers, setAnswers] = useState<QuizAnswers>({})
  // A try to go on without an answer puts the focus on the first answer, as the other quizzes do.
  const firstAnswer = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (refused > 0) firstAnswer.current?.focus()
  }, [refused])
  const total = QUIZ_STEPS.length
  const result = step === total + 1 ? quizResult(answers) : null
  const image = fields['rdx-image'] as ImageValue | null

  let body
  if (step === 0) {
    body = (
      <ToolIntro
        title={title(str(fields, 'dpq_box_heading'))}
        paragraph={str(fields, 'dpq_box_body')}
        start={str(fields, 'dpq_box_cta')}
        onStart={() => go(1)}
        picture={<ToolPicture image={image} sizes="(min-width: 64rem) 40vw, 100vw" eager={context.eagerImages} />}
      />
    )
  } else if (step <= total) {
    const key = QUIZ_STEPS[step - 1]!
    const prefix = `dpq_step_${key}`
    const multi = key === MULTI_ANSWER_STEP
    const chosen = answers[key] ?? []
    const hintId = `${id}-hint`
    const toggle = (i: number, on: boolean) => {
      setMissing(false)
      const next = multi ? (on ? [...chosen, i].sort() : chosen.filter((c) => c !== i)) : [i]
      setAnswers({ ...answers, [key]: next })
    }
    body = (
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!isAnswered(key, chosen)) return refuse()
          go(step + 1)
        }}
      >
        <p className={styles.progress}>{format(texts.progress, { n: step, total })}</p>
        <fieldset className={styles.choices} aria-describedby={hintId}>
          <legend>{title(str(fields, `${prefix}_heading`), 'm')}</legend>
          <div className={styles.header} style={{ gridColumn: '1 / -1' }}>
            {str(fields, `${prefix}_subheading`) && <p>{str(fields, `${prefix}_subheading`)}</p>}
            {/* Made anew as an alert when an answer is missing, so a screen reader announces it. */}
            <p
              key={missing ? 'error' : 'hint'}
              id={hintId}
              className={missing ? styles.error : styles.muted}
              role={missing ? 'alert' : undefined}
            >
              {multi ? texts.selectAll : texts.selectOne}
            </p>
          </div>
          {Array.from({ length: ANSWER_COUNTS[key] }, (_, i) => {
            const label = str(fields, `${prefix}_answer_${i + 1}`)
            const desc = str(fields, `${prefix}_answer_${i + 1}_desc`)
            return (
              <label className={styles.choice} key={i}>
                <input
                  ref={i === 0 ? firstAnswer : undefined}
                  type={multi ? 'checkbox' : 'radio'}
                  name={`${id}-${key}`}
                  checked={chosen.includes(i)}
                  onChange={(event) => toggle(i, event.target.checked)}
                />
                <span className={styles.choiceText}>
                  <strong>{label}</strong>
                  {desc && <span className={styles.muted}>{desc}</span>}
                </span>
              </label>
            )
          })}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => go(step - 1)}>
            {str(fields, 'dpq_step_backword_label')}
          </button>
          <button type="submit" className={styles.button}>
            {step === total ? str(fields, 'dpq_final_step_label') : str(fields, 'dpq_step_forword_label')}
          </button>
        </div>
      </form>
    )
  } else {
    body = result ? <Result fields={fields} type={result.result} texts={texts} headingRef={heading} eager={context.eagerImages} /> : null
  }

  return (
    <section className={`${styles.section} ${str(fields, 'box_color')}`} data-quiz-step={step} data-result={result?.result}>
      <div className={styles.inner}>
        {body}
        {step > 0 && (
          <div className={styles.actions}>
            <button
              type="button"
              className={step > total ? styles.button : styles.secondary}
              onClick={() => {
                setAnswers({})
                go(0)
              }}
            >
              {str(fields, 'dpq_initial_step_label')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}

function Result({
  fields,
  type,
  texts,
  headingRef,
  eager,
}: {
  fields: DieselPetrolQuizFields
  type: Powertrain
  texts: QuizTexts
  headingRef: React.RefObject<HTMLHeadingElement | null>
  eager: boolean
}) {
  const p = `${type}_result`
  const image = fields[`${p}_image`] as ImageValue | null
  const html = (key: string) => str(fields, key)
  const primaryLinkKey = type === 'phev' ? 'PHEV_result_aside_primary_link' : `${p}_aside_primary_link`
  return (
    <div className={styles.split}>
      <div className={styles.header}>
        <h2 className="fc-heading fc-heading--l" ref={headingRef} tabIndex={-1}>
          {html(`${p}_heading`)}
        </h2>
        <ToolPicture image={image} sizes="(min-width: 64rem) 60vw, 100vw" eager={eager} />
        {html(`${p}_introduction`) && <p className="fc-heading fc-heading--s">{html(`${p}_introduction`)}</p>}
        {html(`${p}_description`) && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: html(`${p}_description`) }} />}
        {html(`${p}_advantages`) && (
          <div>
            <h3 className={styles.stepHeading}>{texts.advantages}</h3>
            <div className="fc-prose" dangerouslySetInnerHTML={{ __html: html(`${p}_advantages`) }} />
          </div>
        )}
        {html(`${p}_disadvantages`) && (
          <div>
            <h3 className={styles.stepHeading}>{texts.disadvantages}</h3>
            <div className="fc-prose" dangerouslySetInnerHTML={{ __html: html(`${p}_disadvantages`) }} />
          </div>
        )}
        <div className={styles.actions}>
          <LinkButton link={linkOf(fields, `${p}_vehicle_link`, html(`${p}_vehicle_label`))} uiType="primary" />
          <LinkButton link={linkOf(fields, `${p}_other_link`, html(`${p}_other_label`))} uiType="secondary" />
        </div>
      </div>
      <aside className={styles.card} aria-label={html('aside_proposition_label')}>
        <p className={styles.progress}>{html('aside_proposition_label')}</p>
        {html(`${p}_aside_label`) && <h3 className={styles.stepHeading}>{html(`${p}_aside_label`)}</h3>}
        {html(`${p}_aside_description`) && <p>{html(`${p}_aside_description`)}</p>}
        <div className={styles.actions}>
          <LinkButton link={linkOf(fields, primaryLinkKey, html(`${p}_aside_primary_label`))} uiType="primary" size="small" />
          <LinkButton link={linkOf(fields, `${p}_aside_secondary_link`, html(`${p}_aside_secondary_label`))} uiType="tertiary" />
        </div>
      </aside>
    </div>
  )
}
