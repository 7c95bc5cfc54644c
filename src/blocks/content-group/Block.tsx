import type { BlockContext } from '../template.ts'
import { Links } from '~/ui/Links.tsx'
import type { ContentGroupFields } from './template.ts'
import styles from './ContentGroup.module.css'

/** spec 2 §3.6 Column / content group: icon (size 30), title, paragraph, buttons and links. */
export default function ContentGroup({ fields }: { fields: ContentGroupFields; groups: unknown[]; context: BlockContext }) {
  const Heading = fields.header_tag
  return (
    <section className={`${styles.group} ${fields.box_color}`}>
      <div className={styles.inner}>
        {fields.header_icon && <span className={styles.icon} data-icon={fields.header_icon} data-size="30" aria-hidden="true" />}
        {fields.heading && <Heading className="fc-heading fc-heading--m" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
        {fields.paragraph && <div className={`${styles.paragraph} fc-prose`} dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
        <Links links={fields['rdx-buttons']} />
        <Links links={fields['rdx-links']} asText />
      </div>
    </section>
  )
}
