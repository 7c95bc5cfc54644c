import { useId } from 'react'
import type { BlockContext } from '../template.ts'
import { specificationSections } from './sections.ts'
import type { SpecificationFields, SpecificationGroup } from './template.ts'
import styles from './Specification.module.css'

/**
 * spec 2 §9 Specification: the editor's rows as a table of labels and values, in sections, with
 * the disclaimer below (ADR 167). Nothing is shown without a row.
 */
export default function Specification({
  fields,
  groups,
}: {
  fields: SpecificationFields
  groups: SpecificationGroup[]
  context: BlockContext
}) {
  const id = useId()
  const sections = specificationSections(groups)
  if (sections.length === 0) return null
  const Heading = fields.header_tag
  return (
    <section className={`${styles.section} ${fields.box_color}`} aria-labelledby={fields.heading ? id : undefined}>
      <div className={styles.inner}>
        {fields.heading && (
          <Heading id={id} className="fc-heading fc-heading--l">
            {fields.heading}
          </Heading>
        )}
        <table className={styles.table} aria-labelledby={fields.heading ? id : undefined}>
          {sections.map((section, i) => (
            <tbody key={i}>
              {section.title && (
                <tr>
                  <th colSpan={2} scope="colgroup" className={styles.sectionTitle}>
                    {section.title}
                  </th>
                </tr>
              )}
              {section.rows.map((row, j) => (
                <tr key={j}>
                  <th scope="row" className={styles.label}>
                    {row.label}
                  </th>
                  <td className={styles.value}>{row.value}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
        {fields.disclaimer && <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: fields.disclaimer }} />}
      </div>
    </section>
  )
}
