import { LinkButton } from '~/ui/Links.tsx'
import { columnsPerRow } from '../specification-glance/columns.ts'
import { headingBelow } from '../range-component/heading-level.ts'
import type { BlockContext } from '../template.ts'
import { numberedSteps } from './steps.ts'
import type { TextStepsFields, TextStepsGroup } from './template.ts'
import styles from './TextSteps.module.css'

/**
 * spec 2 §3.6 Text Steps (ADR 015): a title and an introduction over an ordered list of steps,
 * each with its number, title (one level below the block's title tag), text and link; one under
 * another on phones, up to 4 per row on wide screens.
 */
export default function TextSteps({ fields, groups }: { fields: TextStepsFields; groups: TextStepsGroup[]; context: BlockContext }) {
  const steps = numberedSteps(groups)
  const Heading = fields.header_tag
  const StepTitle = headingBelow(fields.header_tag)
  if (steps.length === 0 && !fields.heading.trim()) return null
  return (
    <section className={`${styles.steps} ${fields.box_color}`}>
      <div className={styles.inner}>
        {(fields.heading || fields.paragraph) && (
          <div className={styles.intro}>
            {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          </div>
        )}
        {steps.length > 0 && (
          <ol className={`${styles.list} ${styles[`cols-${columnsPerRow(steps.length)}`]}`}>
            {steps.map(({ number, step }) => (
              <li key={number} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {number}
                </span>
                <div className={styles.body}>
                  {step.title.trim() && <StepTitle className={`fc-heading fc-heading--s ${styles.title}`}>{step.title}</StepTitle>}
                  {step.paragraph && <div className={`${styles.text} fc-prose`} dangerouslySetInnerHTML={{ __html: step.paragraph }} />}
                  <LinkButton link={step['rdx-link']} uiType="tertiary" />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
