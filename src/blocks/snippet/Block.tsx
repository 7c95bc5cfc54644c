import type { BlockContext } from '../template.ts'
import type { SnippetFields } from './template.ts'
import styles from './Snippet.module.css'

/** spec 2 §3.6 Snippet: the paragraph HTML in the chosen style and section height. */
export default function Snippet({ fields }: { fields: SnippetFields; groups: unknown[]; context: BlockContext }) {
  if (!fields.paragraph.trim()) return null
  return (
    <section className={`${styles.snippet} ${styles[`height-${fields.section_height}`]}`}>
      <div
        className={`${styles.inner} ${styles[`style-${fields.section_class}`]} fc-prose`}
        dangerouslySetInnerHTML={{ __html: fields.paragraph }}
      />
    </section>
  )
}
