import { useId, useState } from 'react'
import { accessoriesQuiz as ENGLISH_ACCESSORIES_QUIZ_TEXTS } from '~/i18n/locales/en/accessoriesQuiz.ts'
import { format } from '~/i18n/messages.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { ImageValue } from '../fields.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import type { BlockContext } from '../template.ts'
import { AnswerGroups } from '../answer-groups.tsx'
import { ToolIntro, ToolPicture, useToolScreens } from '../tool-screens.tsx'
import styles from '../Tool.module.css'
import { accessoriesQuizProblems, QUESTION_ANSWERS } from './config.ts'
import { answersOf, recommendPack } from './mapping.ts'
import type { AccessoriesQuizTexts } from './data.server.ts'
import type { AccessoriesQuizFields } from './template.ts'

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
  const { screen, go, title, missing, setMissing, refused, refuse } = useToolScreens<Screen>('intro')
  const [chosen, setChosen] = useState<(number | undefined)[]>([undefined, undefined, undefined])
  const problems = accessoriesQuizProblems(str)
  const answers = answersOf(chosen)
  const picks = screen === 'result' && answers ? recommendPack(answers) : null
  const picture = (key: string, sizes: string) => <ToolPicture image={img(key)} sizes={sizes} eager={context.eagerImages} />
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
      <ToolIntro
        title={title(str('intro_heading'))}
        paragraph={str('intro_paragraph')}
        start={str('start_label')}
        onStart={() => go('questions')}
        picture={picture('intro_image', '(min-width: 64rem) 40vw, 100vw')}
      />
    )
  } else if (screen === 'questions') {
    body = (
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!answersOf(chosen)) return refuse()
          go('result')
        }}
      >
        <div className={styles.header}>{title(str('questions_heading'))}</div>
        <AnswerGroups
          id={id}
          counts={QUESTION_ANSWERS}
          chosen={chosen}
          missing={missing}
          refused={refused}
          selectOne={texts.selectOne}
          legend={(x) => (
            <>
              <span className={styles.progress}>{format(texts.questionOf, { n: x + 1, total: QUESTION_ANSWERS.length })}</span>
              <br />
              {str(`question_${x + 1}`)}
            </>
          )}
          answer={(x, y) => str(`question_${x + 1}_answer_${y + 1}`)}
          onChoose={(x, y) => {
            setMissing(false)
            setChosen(chosen.map((c, i) => (i === x ? y : c)))
          }}
        />
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
