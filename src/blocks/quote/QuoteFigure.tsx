import type { QuoteValues } from './template.ts'
import styles from './Quote.module.css'

/** One quote with its attribution; shared by Quote and Quote Slider. Renders nothing without a quote. */
export function QuoteFigure({ value, className }: { value: QuoteValues; className?: string }) {
  if (!value.quote.trim()) return null
  const alignment = styles[`align-${value.section_class}`]
  return (
    <figure className={[styles.figure, alignment, className].filter(Boolean).join(' ')}>
      <blockquote className={`${styles.quote} ${value.justify_text ? styles.justified : ''}`}>
        {/* Trimmed: a space typed after the last word stood between it and the closing quote mark. */}
        <p>{value.quote.trim()}</p>
      </blockquote>
      {(value.author || value.author_position) && (
        <figcaption className={styles.caption}>
          {value.author && <cite className={styles.author}>{value.author}</cite>}
          {value.author_position && <span className={styles.position}>{value.author_position}</span>}
        </figcaption>
      )}
    </figure>
  )
}
