import type { BlockContext } from '../template.ts'
import type { Frame } from '../tabbed-component/frames.ts'
import type { Exterior360Fields, Exterior360Group } from './template.ts'
import { Turntable } from './Turntable.tsx'
import styles from './Exterior360.module.css'

/**
 * spec 2 §3.8 Exterior 360: the turntable, with the title and text beside it (has_sidebar) or above
 * it. Its frames are the exterior image preset's when the market has it (ADR 164), else its own.
 */
export default function Exterior360({
  fields,
  groups,
  context,
  data,
}: {
  fields: Exterior360Fields
  groups: Exterior360Group[]
  context: BlockContext
  data?: { presetFrames: Frame[] | null }
}) {
  const frames = data?.presetFrames ?? groups.flatMap((group) => (group.image ? [{ id: group.image.id, alt: group.image.alt ?? '' }] : []))
  const Heading = fields.header_tag
  const hasCopy = Boolean(fields.heading || fields.paragraph)
  if (frames.length === 0 && !hasCopy) return null
  return (
    <section className={`${styles.exterior} ${fields.slider_theme}`}>
      <div className={`${styles.inner} ${fields.has_sidebar ? styles.withSidebar : ''}`}>
        {hasCopy && (
          <div className={styles.copy}>
            {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          </div>
        )}
        <Turntable
          frames={frames}
          eager={context.eagerImages}
          hasSlider={fields.has_slider_with_handle}
          autostart={fields.has_autostart}
          clickToInteract={fields.clickToInteract}
          touchToInteract={fields.touchToInteract}
          sizes={fields.has_sidebar ? '(min-width: 900px) 66vw, 100vw' : '100vw'}
        />
      </div>
    </section>
  )
}
