import type { BlockContext } from '../template.ts'
import type { Frame } from '../tabbed-component/frames.ts'
import { Panorama } from './Panorama.tsx'
import type { Interior360Fields } from './template.ts'
import styles from './Interior360.module.css'

/**
 * spec 2 §3.8 Interior 360: the title and text above the panorama the visitor looks round: the
 * interior image preset's when the market has it (ADR 164), else its own.
 */
export default function Interior360({
  fields,
  context,
  data,
}: {
  fields: Interior360Fields
  groups: unknown[]
  context: BlockContext
  data?: { presetPanorama: Frame | null }
}) {
  const image = data?.presetPanorama ?? fields['rdx-image']
  const Heading = fields.header_tag
  if (!image && !fields.heading && !fields.paragraph) return null
  return (
    <section className={`${styles.interior} ${fields.box_color}`}>
      <div className={styles.inner}>
        {(fields.heading || fields.paragraph) && (
          <div className={styles.copy}>
            {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          </div>
        )}
        {image && (
          <Panorama
            image={{ id: image.id, alt: image.alt ?? '' }}
            eager={context.eagerImages}
            startPosition={fields.start_position}
            clickToInteract={fields.clickToInteract}
            touchToInteract={fields.touchToInteract}
            resetLabel={fields.reset_label}
            exitLabel={fields.exit_label}
          />
        )}
      </div>
    </section>
  )
}
