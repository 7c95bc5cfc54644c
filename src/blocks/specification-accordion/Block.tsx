import { useId, useRef, useState, type FormEvent } from 'react'
import { AccordionList } from '../accordion/AccordionList.tsx'
import type { BlockContext } from '../template.ts'
import { modelKeyOf } from './model-key.ts'
import type { SpecificationData } from './spec-data.ts'
import type { SpecificationAccordionFields, SpecificationAccordionGroup } from './template.ts'
import styles from './SpecificationAccordion.module.css'

/**
 * spec 2 §3.9 Specification Accordion: the specification sections (title, content) as an
 * accordion, each opening and closing on its own. The resolved model key (model_key_additional
 * over model_key) is exposed as data-model-key.
 *
 * With the model's vehicle data (data.server.ts), the chosen engine's specs are the first section,
 * its engines side by side the second (for a model with several), and selects lead to them: the model, its engine (the section follows the choice), and a section;
 * 'View specification' opens that section and moves focus to it. Without the data (no model, or
 * one the market does not have) only the editor's sections show.
 */
export default function SpecificationAccordion({
  fields,
  groups,
  data,
}: {
  fields: SpecificationAccordionFields
  groups: SpecificationAccordionGroup[]
  context: BlockContext
  data?: SpecificationData | null
}) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const [engineIndex, setEngineIndex] = useState(0)
  const [chosenSection, setChosenSection] = useState(0)
  const [open, setOpen] = useState<boolean[]>([])
  const engines = data?.engines ?? []
  const engine = engines[engineIndex] ?? engines[0]
  const items = [
    ...(engine ? [{ title: engine.title, content: engine.content }] : []),
    ...(data?.comparison ? [data.comparison] : []),
    ...groups.filter((g) => g.title.trim()).map((g) => ({ title: g.title, content: g.content })),
  ]
  if (items.length === 0) return null
  const isOpen = items.map((_, i) => open[i] ?? false)
  const section = Math.min(chosenSection, items.length - 1)

  const view = (event: FormEvent) => {
    event.preventDefault()
    setOpen(isOpen.map((value, k) => value || k === section))
    const toggle = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')[section]
    toggle?.focus()
    toggle?.scrollIntoView?.({ block: 'nearest' })
  }

  return (
    <section className={styles.specification} data-model-key={modelKeyOf(fields) || undefined}>
      {data && engine && (
        <form className={styles.selects} onSubmit={view}>
          <div className={styles.field}>
            <label htmlFor={`${id}-model`}>{fields.selectModelLabel}</label>
            <select id={`${id}-model`} className={styles.select} defaultValue={data.model.key}>
              <option value={data.model.key}>{data.model.name}</option>
            </select>
          </div>
          {engine.key && (
            <div className={styles.field}>
              <label htmlFor={`${id}-engine`}>{fields.selectEngineLabel}</label>
              <select
                id={`${id}-engine`}
                className={styles.select}
                value={engine.key}
                onChange={(event) =>
                  setEngineIndex(
                    Math.max(
                      0,
                      engines.findIndex((e) => e.key === event.target.value),
                    ),
                  )
                }
              >
                {engines.map((e) => (
                  <option key={e.key} value={e.key}>
                    {e.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-section`}>{fields.selectSpecificationLabel}</label>
            <select
              id={`${id}-section`}
              className={styles.select}
              value={section}
              onChange={(event) => setChosenSection(Number(event.target.value))}
            >
              {items.map((item, i) => (
                <option key={i} value={i}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.view}>
            {fields.viewSpecificationLabel}
          </button>
        </form>
      )}
      <div ref={list}>
        <AccordionList
          className={styles.list}
          items={items}
          open={isOpen}
          onToggle={(i) => setOpen(isOpen.map((value, k) => (k === i ? !value : value)))}
        />
      </div>
    </section>
  )
}
