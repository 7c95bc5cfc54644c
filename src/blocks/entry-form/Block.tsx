import { useId } from 'react'
import { BlockForm, type FormBlockData } from '../BlockForm.tsx'
import type { BlockContext } from '../template.ts'
import type { EntryFormFields } from './template.ts'
import styles from './EntryForm.module.css'

/**
 * spec 2 §3.10 Entry Form: its title and text, and the form on the side form_position names
 * (beside the text on wide screens, under it on phones) or centred under them.
 */
export default function EntryForm({
  fields,
  context,
  data,
}: {
  fields: EntryFormFields
  groups: unknown[]
  context: BlockContext
  data?: FormBlockData
}) {
  const headingId = useId()
  const Heading = fields.header_tag
  const hasIntro = Boolean(fields.heading || fields.paragraph)
  const title = fields.heading.replace(/<[^>]*>/g, '').trim()
  return (
    <section className={`${styles.section} ${fields.box_color}`} aria-labelledby={fields.heading ? headingId : undefined}>
      <div className={`${styles.inner} ${styles[`at-${fields.form_position}`]} ${hasIntro ? '' : styles.formOnly}`}>
        {hasIntro && (
          <div className={styles.intro}>
            {fields.heading && (
              <Heading id={headingId} className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />
            )}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          </div>
        )}
        <div className={styles.form}>
          <BlockForm fields={fields} data={data} context={context} title={title} />
        </div>
      </div>
    </section>
  )
}
