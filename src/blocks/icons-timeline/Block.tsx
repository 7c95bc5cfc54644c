import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { entryAfterKey } from './timeline.ts'
import type { IconsTimelineFields, IconsTimelineGroup } from './template.ts'
import styles from './IconsTimeline.module.css'

const hasContent = (entry: IconsTimelineGroup) => Boolean(entry.model.trim() || entry.year.trim() || entry.heading.trim())

/**
 * spec 2 §3.7 Icons Timeline: the entries (a model's small image and year) in a row as tabs;
 * the chosen one shows its image, its model and year under the block's headlines, its title and
 * button. Every entry's panel is in the server markup (hidden but the first), so all are indexed.
 */
export default function IconsTimeline({
  fields,
  groups,
  context,
}: {
  fields: IconsTimelineFields
  groups: IconsTimelineGroup[]
  context: BlockContext
}) {
  const entries = groups.filter(hasContent)
  const [chosen, setChosen] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const baseId = useId()
  const ui = useUiTexts()
  if (entries.length === 0) return null
  const current = Math.min(chosen, entries.length - 1)
  const title = fields.title.trim()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = entryAfterKey(event.key, current, entries.length, getComputedStyle(event.currentTarget).direction === 'rtl')
    if (next === null) return
    event.preventDefault()
    setChosen(next)
    tabs.current[next]?.focus()
  }

  return (
    <section
      className={styles.timeline}
      aria-labelledby={title ? `${baseId}-title` : undefined}
      aria-label={title ? undefined : ui.timeline}
    >
      {title && (
        <h2 id={`${baseId}-title`} className={`fc-heading fc-heading--l ${styles.title}`}>
          {title}
        </h2>
      )}
      <div className={styles.track} role="tablist" aria-label={title || ui.timeline} onKeyDown={onKeyDown}>
        {entries.map((entry, i) => (
          <button
            key={i}
            ref={(element) => {
              tabs.current[i] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            className={styles.tab}
            aria-selected={i === current}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setChosen(i)}
          >
            {entry.small_image && (
              <Image className={styles.icon} id={entry.small_image.id} alt="" eager={context.eagerImages} sizes="120px" />
            )}
            <span className={styles.year}>{entry.year.trim() || entry.model}</span>
            {entry.year.trim() && entry.model.trim() && <span className={styles.tabModel}>{entry.model}</span>}
          </button>
        ))}
      </div>
      {entries.map((entry, i) => {
        const button = entry.button
        return (
          <div
            key={i}
            id={`${baseId}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${i}`}
            hidden={i !== current}
            className={styles.panel}
          >
            {entry.image && (
              <Image
                className={styles.image}
                id={entry.image.id}
                alt={entry.image.alt ?? ''}
                eager={context.eagerImages && i === 0}
                sizes="(min-width: 900px) 55vw, 100vw"
              />
            )}
            <div className={styles.copy}>
              <dl className={styles.facts}>
                {entry.model.trim() && (
                  <div>
                    <dt>{fields.modelHeadline}</dt>
                    <dd>{entry.model}</dd>
                  </div>
                )}
                {entry.year.trim() && (
                  <div>
                    <dt>{fields.yearHeadline}</dt>
                    <dd>{entry.year}</dd>
                  </div>
                )}
              </dl>
              {entry.heading && <h3 className="fc-heading fc-heading--m" dangerouslySetInnerHTML={{ __html: entry.heading }} />}
              {button && isLinkShown(button) && <LinkButton link={button} />}
            </div>
          </div>
        )
      })}
    </section>
  )
}
