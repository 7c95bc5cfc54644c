import { useId, useState } from 'react'
import { subscriptionQuiz as ENGLISH_SUBSCRIPTION_QUIZ_TEXTS } from '~/i18n/locales/en/subscriptionQuiz.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { ImageValue } from '../fields.ts'
import type { BlockContext } from '../template.ts'
import { AnswerGroups } from '../answer-groups.tsx'
import { ToolIntro, ToolPicture, useToolScreens } from '../tool-screens.tsx'
import { answersOf, MILEAGES, PERIODS, recommend, USAGES } from './mapping.ts'
import type { SubscriptionQuizTexts } from './data.server.ts'
import type { SubscriptionQuizFields } from './template.ts'
import styles from '../Tool.module.css'

type Screen = 'main' | 'quiz' | 'summary'

/** The number of answers of each step (usage, period, mileage); the renderer leaves the template out of its chunk. */
const STEP_ANSWERS = [USAGES.length, PERIODS.length, MILEAGES.length]

/**
 * spec 2 §2 Subscription quiz: the main screen with START, the three quiz steps with RESULTS, and
 * the summary with the main product card and the alternatives, a footer with services and 'start
 * quiz' (spec 2 §4). Which products: mapping.ts.
 */
export default function SubscriptionQuiz({
  fields,
  context,
  data,
}: {
  fields: SubscriptionQuizFields
  groups: unknown[]
  context: BlockContext
  data?: SubscriptionQuizTexts
}) {
  const texts = data ?? ENGLISH_SUBSCRIPTION_QUIZ_TEXTS
  const id = useId()
  const str = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
  const img = (key: string) => fields[key] as ImageValue | null | undefined
  const link = (key: string) => (fields[key] as LinkValue | null | undefined) ?? null
  const { screen, go, title, missing, setMissing, refused, refuse } = useToolScreens<Screen>('main')
  const [chosen, setChosen] = useState<(number | undefined)[]>([undefined, undefined, undefined])
  const answers = answersOf(chosen)
  const picks = screen === 'summary' && answers ? recommend(answers) : null
  const picture = (key: string, sizes: string) => <ToolPicture image={img(key)} sizes={sizes} eager={context.eagerImages} />
  let body
  if (screen === 'main') {
    body = (
      <ToolIntro
        title={title(str('main_title'))}
        paragraph={str('main_paragraph')}
        start={str('main_button_title')}
        onStart={() => go('quiz')}
        picture={picture('welcome_imageid', '(min-width: 64rem) 40vw, 100vw')}
      />
    )
  } else if (screen === 'quiz') {
    body = (
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!answersOf(chosen)) return refuse()
          go('summary')
        }}
      >
        <div className={styles.header}>
          {title(str('quiz_title'))}
          {str('quiz_paragraph') && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str('quiz_paragraph') }} />}
        </div>
        <AnswerGroups
          id={id}
          counts={STEP_ANSWERS}
          chosen={chosen}
          missing={missing}
          refused={refused}
          selectOne={texts.selectOne}
          legend={(x) => `${x + 1}. ${str(`quiz_label_step_${x + 1}`)}`}
          answer={(x, y) => str(`quiz_answer_label_step_${x + 1}_${y + 1}`)}
          onChoose={(x, y) => {
            setMissing(false)
            setChosen(chosen.map((c, i) => (i === x ? y : c)))
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {str('quiz_button_title')}
          </button>
        </div>
      </form>
    )
  } else if (picks) {
    body = (
      <div className={styles.stack}>
        <div className={styles.split}>
          <div className={styles.header}>
            {title(str('summary_title'))}
            {str('summary_paragraph') && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str('summary_paragraph') }} />}
            <p className={styles.progress}>{texts.yourAnswers}</p>
            <ul className={styles.list}>
              {chosen.map((y, x) => (
                <li key={x}>
                  {str(`quiz_label_step_${x + 1}`)} <strong>{str(`quiz_answer_label_step_${x + 1}_${(y ?? 0) + 1}`)}</strong>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => go('quiz')}>
                {str('summary_button_title')}
              </button>
            </div>
          </div>
          {picture('summary_image_id', '(min-width: 64rem) 40vw, 100vw')}
        </div>
        <article className={styles.card} data-product={picks.main} aria-labelledby={`${id}-main`}>
          <p className={styles.progress}>{texts.recommended}</p>
          {picture(`main_product_${picks.main}_image_id`, '(min-width: 64rem) 60vw, 100vw')}
          <h3 id={`${id}-main`} className={styles.stepHeading}>
            {str(`main_product_${picks.main}_title`)}
          </h3>
          <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str(`main_product_${picks.main}_content`) }} />
          <div className={styles.actions}>
            <LinkButton link={link(`main_product_${picks.main}_button`)} />
          </div>
          {(str(`main_product_${picks.main}_footer_content`) || link(`main_product_${picks.main}_footer_button`)) && (
            <div className={styles.actions}>
              {str(`main_product_${picks.main}_footer_content`) && (
                <p className={styles.muted}>{str(`main_product_${picks.main}_footer_content`)}</p>
              )}
              <LinkButton link={link(`main_product_${picks.main}_footer_button`)} uiType="tertiary" />
            </div>
          )}
        </article>
        {picks.alternatives.length > 0 && (
          <section aria-labelledby={`${id}-alternatives`} className={styles.stack}>
            <h3 id={`${id}-alternatives`} className={styles.stepHeading}>
              {str('summary_subtitle')}
            </h3>
            <div className={styles.choices}>
              {picks.alternatives.map((p) => (
                <article key={p} className={styles.card} data-product={p}>
                  {picture(`alternative_product_${p}_image_id`, '(min-width: 64rem) 30vw, 100vw')}
                  <h4 className={styles.stepHeading}>{str(`alternative_product_${p}_title`)}</h4>
                  <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str(`alternative_product_${p}_content`) }} />
                  <div className={styles.actions}>
                    <LinkButton link={link(`alternative_product_${p}_button`)} uiType="secondary" size="small" />
                  </div>
                </article>
              ))}
            </div>
          </section>
        )}
      </div>
    )
  }

  return (
    <section className={`${styles.section} ${str('box_color')}`} data-quiz-screen={screen}>
      <div className={styles.inner}>
        {body}
        {screen !== 'main' && (
          <footer className={`${styles.card} ${styles.split}`}>
            <div className={styles.header}>
              {str('footer_services_item_content') && (
                <div className="fc-prose" dangerouslySetInnerHTML={{ __html: str('footer_services_item_content') }} />
              )}
              <div className={styles.actions}>
                <LinkButton link={link('footer_services_item_button')} uiType="secondary" size="small" />
              </div>
            </div>
            <div className={styles.header}>
              {str('footer_start_quiz') && <p>{str('footer_start_quiz')}</p>}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => {
                    setChosen([undefined, undefined, undefined])
                    go('quiz')
                  }}
                >
                  {str('footer_button_label')}
                </button>
              </div>
            </div>
          </footer>
        )}
      </div>
    </section>
  )
}
