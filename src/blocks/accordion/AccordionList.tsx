import { useId } from 'react'
import styles from './Accordion.module.css'

export interface AccordionItem {
  title: string
  content: string
}

/** WAI-ARIA: labelled regions help with a few sections, but many of them only add noise. */
const MAX_REGIONS = 6

/**
 * Accordion sections (WAI-ARIA accordion pattern): each title is a heading holding a button that
 * shows or hides its content. Open state is the caller's, so it can open or close all at once.
 * `content` is sanitised editor HTML.
 */
export function AccordionList(props: {
  items: readonly AccordionItem[]
  open: readonly boolean[]
  onToggle: (index: number) => void
  className?: string
}) {
  const id = useId()
  const regions = props.items.length <= MAX_REGIONS
  return (
    <div className={[styles.list, props.className].filter(Boolean).join(' ')}>
      {props.items.map((item, i) => {
        const open = props.open[i] ?? false
        const buttonId = `${id}-title-${i}`
        const panelId = `${id}-panel-${i}`
        return (
          <div key={i} className={styles.item} data-open={open}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => props.onToggle(i)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              className={`${styles.content} fc-prose`}
              role={regions ? 'region' : undefined}
              aria-labelledby={regions ? buttonId : undefined}
              hidden={!open}
              dangerouslySetInnerHTML={{ __html: item.content }}
            />
          </div>
        )
      })}
    </div>
  )
}
