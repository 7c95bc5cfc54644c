import type { BlockContext } from '../template.ts'
import { QuoteFigure } from './QuoteFigure.tsx'
import type { QuoteFields } from './template.ts'
import styles from './Quote.module.css'

/** spec 2 §3.6 Quote: a quotation, its author and the author's position. */
export default function Quote({ fields }: { fields: QuoteFields; groups: unknown[]; context: BlockContext }) {
  if (!fields.quote.trim()) return null
  return (
    <section className={styles.section}>
      <QuoteFigure value={fields} />
    </section>
  )
}
