import type { BlockContext } from '../template.ts'
import type { HtmlBoxFields } from './template.ts'
import styles from './HtmlBox.module.css'

/** Renders HTML that the server sanitised when the page was loaded (and when it was saved). */
export default function HtmlBox({ fields }: { fields: HtmlBoxFields; groups: unknown[]; context: BlockContext }) {
  return (
    <section className={`${styles.box} ${fields.box_color}`}>
      <div className={`${styles.inner} fc-prose`} dangerouslySetInnerHTML={{ __html: fields.html }} />
    </section>
  )
}
