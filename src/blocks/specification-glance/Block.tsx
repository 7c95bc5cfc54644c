import type { BlockContext } from '../template.ts'
import { columnsPerRow } from './columns.ts'
import type { SpecificationGlanceFields, SpecificationGlanceGroup } from './template.ts'
import styles from './SpecificationGlance.module.css'

const hasContent = (g: SpecificationGlanceGroup) => Boolean(g.heading.trim() || g.number_heading.trim())

/** spec 2 §3.6 Specification at Glance: per item a title, a figure and a disclaimer, up to 4 per row. */
export default function SpecificationGlance({
  groups,
}: {
  fields: SpecificationGlanceFields
  groups: SpecificationGlanceGroup[]
  context: BlockContext
}) {
  const items = groups.filter(hasContent)
  if (items.length === 0) return null
  return (
    <section className={styles.glance}>
      <ul className={`${styles.items} ${styles[`cols-${columnsPerRow(items.length)}`]}`}>
        {items.map((item, i) => {
          const Title = item.tag
          const Figure = item.number_heading_tag
          return (
            <li key={i} className={styles.item}>
              {item.heading && <Title className={styles.title} dangerouslySetInnerHTML={{ __html: item.heading }} />}
              {item.number_heading && (
                <Figure
                  className={`${styles.figure} ${item.font_size === 'small-size' ? styles.small : ''}`}
                  dangerouslySetInnerHTML={{ __html: item.number_heading }}
                />
              )}
              {item.disclaimer && <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: item.disclaimer }} />}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
