import { useState } from 'react'
import { jsonForScript } from '~/ui/structured-data.ts'
import type { BlockContext } from '../template.ts'
import { AccordionList } from './AccordionList.tsx'
import { faqSchema } from './faq-schema.ts'
import type { AccordionFields, AccordionGroup } from './template.ts'
import styles from './Accordion.module.css'

/**
 * spec 2 §3.9 / §4 Accordion: items open and close one by one; one button opens them all, or,
 * when all are open, closes them all (open_all_label / close_all_label). With has_schema the items
 * are also published as FAQPage structured data, rendered with the page on the server.
 */
export default function Accordion({ fields, groups }: { fields: AccordionFields; groups: AccordionGroup[]; context: BlockContext }) {
  const items = groups.filter((g) => g.accordion_title.trim()).map((g) => ({ title: g.accordion_title, content: g.accordion_content }))
  const [open, setOpen] = useState<boolean[]>([])
  if (items.length === 0) return null

  const isOpen = items.map((_, i) => open[i] ?? false)
  const allOpen = isOpen.every(Boolean)
  const toggleAllLabel = allOpen ? fields.close_all_label : fields.open_all_label
  const schema = fields.has_schema ? faqSchema(items.map((item) => ({ question: item.title, answer: item.content }))) : null
  const classes = [
    styles.accordion,
    fields.color_theme,
    fields.border_between_groups ? styles.bordered : '',
    fields.margin_between_groups ? styles.spaced : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <section className={classes}>
      <div className={styles.inner}>
        {items.length > 1 && toggleAllLabel.trim() && (
          <button type="button" className={styles.toggleAll} onClick={() => setOpen(items.map(() => !allOpen))}>
            {toggleAllLabel}
          </button>
        )}
        <AccordionList items={items} open={isOpen} onToggle={(i) => setOpen(isOpen.map((value, k) => (k === i ? !value : value)))} />
      </div>
      {schema && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(schema) }} />}
    </section>
  )
}
