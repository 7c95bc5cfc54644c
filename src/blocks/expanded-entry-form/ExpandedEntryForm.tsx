import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useMediaQuery } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import { BlockForm, type FormBlockData } from '../BlockForm.tsx'
import { tabAfterKey, tabLabel } from '../section-tabs/tabs.ts'
import type { BlockContext } from '../template.ts'
import { TAB_X_PADDING } from './layout.ts'
import type { ExpandedEntryFormFields, ExpandedEntryFormTab } from './template.ts'
import styles from './ExpandedEntryForm.module.css'

/** spec 1 §9 md: below 741 px is a phone. */
const PHONE_QUERY = '(max-width: 740px)'

/** spec 2 §3.10: what the lead says of the chosen tab (additionalData.menaTabs): its tab_id, else its label. */
export const tabValue = (tab: Pick<ExpandedEntryFormTab, 'tab_id' | 'tab_label'>, index: number) =>
  tab.tab_id.trim() || tab.tab_label.trim() || `tab-${index + 1}`

/**
 * How many tabs the top row shows (MENA top_tabs_limit, phones only): all without a limit, or
 * when the limit is not below the number of tabs; the rest are chosen from 'More'.
 */
export const topTabCount = (count: number, limit: number | null) => (limit !== null && limit >= 1 && limit < count ? limit : count)

/**
 * spec 2 §3.10 Expanded Entry Form (general and MENA): tabs, each with an image and a text, over
 * one form; the clicked tab's value goes with the lead as additionalData.menaTabs (the first
 * tab's until one is clicked). The MENA version shows only top_tabs_limit tabs in the row on
 * phones. Tabs follow the WAI-ARIA pattern (arrows, Home, End; mirrored right to left).
 */
export function ExpandedEntryForm({
  fields,
  groups,
  context,
  data,
  topTabsLimit,
}: {
  fields: ExpandedEntryFormFields
  groups: ExpandedEntryFormTab[]
  context: BlockContext
  data?: FormBlockData
  topTabsLimit: number | null
}) {
  const id = useId()
  const [chosen, setChosen] = useState(0)
  const ui = useUiTexts()
  const phone = useMediaQuery(PHONE_QUERY, false)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = chosen < groups.length ? chosen : 0
  const top = topTabCount(groups.length, topTabsLimit)
  const tab = groups[current]
  const tabId = (i: number) => `${id}-tab-${i}`
  const panelId = `${id}-panel`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On a phone the arrows stay in the top row; 'More' reaches the others.
    const count = phone ? top : groups.length
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const next = tabAfterKey(event.key, Math.min(current, count - 1), count, rtl)
    if (next === null) return
    event.preventDefault()
    setChosen(next)
    buttons.current[next]?.focus()
  }

  return (
    <section className={`${styles.section} ${fields.box_color}`}>
      <div className={styles.inner}>
        {groups.length > 0 && (
          <div className={styles.tabsRow}>
            <div role="tablist" aria-label={ui.topics} className={styles.tablist} onKeyDown={onKeyDown}>
              {groups.map((group, i) => (
                <button
                  key={i}
                  ref={(el) => {
                    buttons.current[i] = el
                  }}
                  type="button"
                  role="tab"
                  id={tabId(i)}
                  aria-selected={i === current}
                  aria-controls={panelId}
                  tabIndex={i === current ? 0 : -1}
                  className={styles.tab}
                  data-beyond-top={i >= top || undefined}
                  style={{ '--tab-x-padding': `${group.tab_x_padding ?? TAB_X_PADDING}px` } as CSSProperties}
                  onClick={() => setChosen(i)}
                >
                  {group.tab_icon && <span className={styles.icon} data-icon={group.tab_icon} aria-hidden="true" />}
                  {tabLabel(group.tab_label, '', i, ui.tabNumber)}
                </button>
              ))}
            </div>
            {top < groups.length && (
              <label className={styles.more}>
                <span>{ui.more}</span>
                <select
                  className={styles.moreSelect}
                  value={current >= top ? String(current) : ''}
                  onChange={(e) => e.target.value && setChosen(Number(e.target.value))}
                >
                  <option value="">…</option>
                  {groups.slice(top).map((group, k) => (
                    <option key={k} value={top + k}>
                      {tabLabel(group.tab_label, '', top + k, ui.tabNumber)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        {tab && (
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className={styles.panel}>
            {tab.image && (
              <Image
                className={styles.image}
                id={tab.image.id}
                alt={tab.image.alt ?? ''}
                eager={context.eagerImages}
                sizes="(min-width: 901px) 50vw, 100vw"
              />
            )}
            {tab.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: tab.paragraph }} />}
          </div>
        )}
        <div className={styles.formArea}>
          {fields['form-paragraph'] && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields['form-paragraph'] }} />}
          <BlockForm
            fields={fields}
            data={data}
            context={context}
            additionalData={tab ? { menaTabs: tabValue(tab, current) } : undefined}
          />
          {fields['form-disclaimer'] && (
            <div className={`fc-prose ${styles.small}`} dangerouslySetInnerHTML={{ __html: fields['form-disclaimer'] }} />
          )}
        </div>
        {fields.disclaimer && <div className={`fc-prose ${styles.small}`} dangerouslySetInnerHTML={{ __html: fields.disclaimer }} />}
      </div>
    </section>
  )
}
