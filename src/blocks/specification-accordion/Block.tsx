import { useState } from 'react'
import { AccordionList } from '../accordion/AccordionList.tsx'
import type { BlockContext } from '../template.ts'
import { modelKeyOf } from './model-key.ts'
import type { SpecificationAccordionFields, SpecificationAccordionGroup } from './template.ts'
import styles from './SpecificationAccordion.module.css'

/**
 * spec 2 §3.9 Specification Accordion: the specification sections (title, content) as an
 * accordion, each opening and closing on its own. The resolved model key (model_key_additional
 * over model_key) is exposed as data-model-key.
 * NOTE: the model, engine and specification selects (selectModelLabel, selectEngineLabel,
 * selectSpecificationLabel, viewSpecificationLabel) need the model's spec data (spec 2 §7
 * compare/spec/{modelKey}), whose answer is not specified; the items carry no model or engine to
 * choose from, so the selects are not rendered and the labels are kept for that data.
 */
export default function SpecificationAccordion({ fields, groups }: { fields: SpecificationAccordionFields; groups: SpecificationAccordionGroup[]; context: BlockContext }) {
  const items = groups.filter((g) => g.title.trim()).map((g) => ({ title: g.title, content: g.content }))
  const [open, setOpen] = useState<boolean[]>([])
  if (items.length === 0) return null
  const isOpen = items.map((_, i) => open[i] ?? false)
  return (
    <section className={styles.specification} data-model-key={modelKeyOf(fields) || undefined}>
      <AccordionList className={styles.list} items={items} open={isOpen}
        onToggle={(i) => setOpen(isOpen.map((value, k) => (k === i ? !value : value)))} />
    </section>
  )
}
