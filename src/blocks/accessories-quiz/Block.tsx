import { useEffect, useId, useRef, useState } from 'react'
import { format } from '~/i18n/messages.ts'
import { Image } from '~/ui/Image.tsx'
import type { LinkValue } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { ImageValue } from '../fields.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import type { BlockContext } from '../template.ts'
import styles from '../Tool.module.css'
import { accessoriesQuizProblems, QUESTION_ANSWERS } from './config.ts'
import { answersOf, recommendPack } from './mapping.ts'
import type { AccessoriesQuizFields } from './template.ts'
import { ENGLISH_ACCESSORIES_QUIZ_TEXTS, type AccessoriesQuizTexts } from './texts.ts'

type Screen = 'intro' | 'questions' | 'result'

/**
 * spec 1 §1 accessories-pack questionnaire, a tool like the quizzes (spec 2 §3.12): a start screen,
 * three questions answered on one screen, and the recommended pack with one to consider as well
 * (mapping.ts, ADR 153). 'Change answers' keeps them; 'Start again' clears them.
 */
export default function AccessoriesQuiz({
  fields,
  context,
  data,
}: {
  fields: AccessoriesQuizFields
  groups: unknown[]
  context: BlockContext
  data?: AccessoriesQuizTexts
}) {
  const texts = data ?? ENGLISH_ACCESSORIES_QUIZ_TEXTS
  const id = useId()
  const str = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
  const img = (key: string) => fields[key] as ImageValue | null | undefined
  const link = (key: string) => (fields[key] as LinkValue | null | undefined) ?? null
  const [screen, setScreen] = useState<Screen>('intro')
  const [chosen, setChosen] = useState<(number | undefined)[]>([undefined, undefined, undefined])
  const [missing, setMissing] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = false
  }, [screen])
  const go = (next: Screen) => {
    moved.current = true
    setMissing(false)
    setScreen(next)
  }
  const problems = accessoriesQuizProblems(str)
  const answers = answersOf(chosen)
  const picks = screen === 'result' && answers ? recommendPack(answers) : null
  const picture = (key: string, sizes: string) => {
    const image = img(key)
    return image ? <Image className={styles.media} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages} sizes={sizes} /> : null
  }
  const title = (text: string) => (
    <h2 className="fc-heading fc-heading--l" ref={heading} tabIndex={-1}>
      {text}
    </h2>
  )

  let body
  if (problems.length > 0) {
    body = (
      <Misconfigured
        editing={context.editing}
        heading="This questionnaire cannot be shown:"
        problems={problems}
        fields={{ error_msg: str('error_msg'), try_again_btn_label: str('try_again_btn_label') }}
      />
    )
  } else if (screen === 'intro') {
    body = (
      <div className={styles.split}>
        <div className={styles.header}>
          {title(str('intro_heading'))}
          {str('intro_paragraph') && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str('intro_paragraph') }} />}
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => go('questions')}>
              {str('start_label')}
            </button>
          </div>
        </div>
        {picture('intro_image', '(min-width: 64rem) 40vw, 100vw')}
      </div>
    )
  } else if (screen === 'questions') {
    body = (
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!answersOf(chosen)) return setMissing(true)
          go('result')
        }}
      >
        <div className={styles.header}>{title(str('questions_heading'))}</div>
        {QUESTION_ANSWERS.map((count, x) => {
          const unanswered = missing && chosen[x] === undefined
          return (
            <fieldset key={x} className={styles.choices} aria-describedby={unanswered ? `${id}-${x}-error` : undefined}>
              <legend>
                <span className={styles.progress}>{format(texts.questionOf, { n: x + 1, total: QUESTION_ANSWERS.length })}</span>
                <br />
                {str(`question_${x + 1}`)}
              </legend>
              {Array.from({ length: count }, (_, y) => (
                <label className={styles.choice} key={y}>
                  <input
                    type="radio"
                    name={`${id}-question-${x}`}
                    checked={chosen[x] === y}
                    onChange={() => {
                      setMissing(false)
                      setChosen(chosen.map((c, i) => (i === x ? y : c)))
                    }}
                  />
                  <span className={styles.choiceText}>
                    <strong>{str(`question_${x + 1}_answer_${y + 1}`)}</strong>
                  </span>
                </label>
              ))}
              {unanswered && (
                <p id={`${id}-${x}-error`} className={styles.error} role="alert" style={{ gridColumn: '1 / -1' }}>
                  {texts.selectOne}
                </p>
              )}
            </fieldset>
          )
        })}
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {str('result_label')}
          </button>
        </div>
      </form>
    )
  } else if (picks) {
    const main = picks.main
    const other = picks.alternative
    body = (
      <div className={styles.stack}>
        <div className={styles.header}>
          {title(str('result_heading'))}
          <p className={styles.progress}>{texts.yourAnswers}</p>
          <ul className={styles.list}>
            {chosen.map((y, x) => (
              <li key={x}>
                {str(`question_${x + 1}`)} <strong>{str(`question_${x + 1}_answer_${(y ?? 0) + 1}`)}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.split}>
          <article className={styles.card} data-pack={main} aria-labelledby={`${id}-main`}>
            <p className={styles.progress}>{texts.recommended}</p>
            {picture(`pack_${main}_image`, '(min-width: 64rem) 60vw, 100vw')}
            <h3 id={`${id}-main`} className={styles.stepHeading}>
              {str(`pack_${main}_title`)}
            </h3>
            <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str(`pack_${main}_description`) }} />
            <div className={styles.actions}>
              <LinkButton link={link(`pack_${main}_link`)} />
            </div>
          </article>
          <article className={styles.card} data-pack={other} aria-labelledby={`${id}-other`}>
            <p className={styles.progress}>{str('alternative_label')}</p>
            <h3 id={`${id}-other`} className={styles.stepHeading}>
              {str(`pack_${other}_title`)}
            </h3>
            <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str(`pack_${other}_description`) }} />
            <div className={styles.actions}>
              <LinkButton link={link(`pack_${other}_link`)} uiType="secondary" size="small" />
            </div>
          </article>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => go('questions')}>
            {str('change_label')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setChosen([undefined, undefined, undefined])
              go('intro')
            }}
          >
            {str('restart_label')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <section className={`${styles.section} ${str('box_color')}`} data-quiz-screen={screen}>
      <div className={styles.inner}>{body}</div>
    </section>
  )
}
