import { useUiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { slideAfter } from '~/ui/carousel.ts'
import { StepButton } from '~/ui/CarouselControls.tsx'
import { Image } from '~/ui/Image.tsx'
import { Turntable } from '../exterior-360/Turntable.tsx'
import { isRightToLeft } from '../exterior-360/interaction.tsx'
import { Panorama } from '../interior-360/Panorama.tsx'
import type { BlockContext } from '../template.ts'
import type { PresetPictures } from '../presets-360.ts'
import type { TabbedComponentFields, TabbedComponentTab } from './template.ts'
import styles from './TabbedComponent.module.css'

/**
 * spec 2 §3.8 Tabbed Component: tabs, each showing an image, the exterior 360 turntable or the
 * interior 360 panorama (the Exterior 360 and Interior 360 blocks' views). Exactly one tab is
 * current and visible (spec 2 §4); the tabs follow the WAI-ARIA tabs pattern (arrow keys, Home,
 * End), with previous/next buttons when hasControls is set. The exterior and interior tabs show the
 * block's image presets when the market has them (ADR 164), else their own pictures.
 */
export default function TabbedComponent({
  fields,
  groups,
  context,
  data,
}: {
  fields: TabbedComponentFields
  groups: TabbedComponentTab[]
  context: BlockContext
  data?: PresetPictures
}) {
  const tabs = groups
  const count = tabs.length
  const [current, setCurrent] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const ui = useUiTexts()
  if (count === 0) return null
  const shown = Math.min(current, count - 1)
  const tabId = (i: number) => `${baseId}-tab-${i}`
  const panelId = (i: number) => `${baseId}-panel-${i}`
  const label = (tab: TabbedComponentTab, i: number) => tab.tab_label.trim() || format(ui.viewNumber, { index: i + 1 })

  const choose = (i: number, focus: boolean) => {
    setCurrent(i)
    if (focus) tabRefs.current[i]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = isRightToLeft(event.currentTarget)
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let target: number | null = null
    if (next === 1 || next === -1) target = slideAfter(shown, count, next)
    else if (event.key === 'Home') target = 0
    else if (event.key === 'End') target = count - 1
    if (target === null) return
    event.preventDefault()
    choose(target, true)
  }
  const Heading = fields.header_tag

  return (
    <section className={`${styles.tabbed} ${fields.slider_theme}`}>
      <div className={styles.inner}>
        {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
        {count > 1 && (
          <div className={styles.bar}>
            {fields.hasControls && (
              <StepButton direction={-1} label={ui.previousView} onStep={() => choose(slideAfter(shown, count, -1), false)} />
            )}
            <div className={styles.tabs} role="tablist" aria-label={ui.views} onKeyDown={onKeyDown}>
              {tabs.map((tab, i) => (
                <button
                  key={i}
                  ref={(element) => {
                    tabRefs.current[i] = element
                  }}
                  type="button"
                  role="tab"
                  id={tabId(i)}
                  className={styles.tab}
                  aria-selected={i === shown}
                  aria-controls={panelId(i)}
                  tabIndex={i === shown ? 0 : -1}
                  onClick={() => choose(i, false)}
                >
                  {label(tab, i)}
                </button>
              ))}
            </div>
            {fields.hasControls && (
              <StepButton direction={1} label={ui.nextView} onStep={() => choose(slideAfter(shown, count, 1), false)} />
            )}
          </div>
        )}
        {tabs.map((tab, i) => (
          <div
            key={i}
            className={styles.panel}
            role={count > 1 ? 'tabpanel' : undefined}
            id={panelId(i)}
            aria-labelledby={count > 1 ? tabId(i) : undefined}
            hidden={i !== shown}
          >
            <TabView tab={tab} fields={fields} presets={data} eager={context.eagerImages && i === 0} />
          </div>
        ))}
      </div>
    </section>
  )
}

function TabView({
  tab,
  fields,
  presets,
  eager,
}: {
  tab: TabbedComponentTab
  fields: TabbedComponentFields
  presets: PresetPictures | undefined
  eager: boolean
}) {
  const own = tab['rdx-image']
  const image = (tab.component_type === 'interior-360' && presets?.presetPanorama) || own
  const prompts = { clickToInteract: fields.clickToInteract, touchToInteract: fields.touchToInteract }
  switch (tab.component_type) {
    case 'exterior360': {
      const frames = presets?.presetFrames ?? (tab.frames.length > 0 ? tab.frames : own ? [{ id: own.id, alt: own.alt ?? '' }] : [])
      return (
        <Turntable frames={frames} eager={eager} hasSlider={fields.has_slider_with_handle} autostart={fields.has_autostart} {...prompts} />
      )
    }
    case 'interior-360':
      return (
        image && (
          <Panorama
            image={{ id: image.id, alt: image.alt ?? '' }}
            eager={eager}
            startPosition={50}
            {...prompts}
            resetLabel={fields.reset_label}
            exitLabel={fields.exit_label}
          />
        )
      )
    default:
      return image && <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={eager} />
  }
}
