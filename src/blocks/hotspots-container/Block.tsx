import type { BlockContext } from '../template.ts'
import { HotspotsFigure } from './HotspotsFigure.tsx'
import type { HotspotsContainerFields } from './template.ts'
import styles from './HotspotsContainer.module.css'

/**
 * spec 2 §3.8 Hotspots Container: numbered buttons on the image; pressing one opens its title
 * and description in the side box (side_box_color); see HotspotsFigure.
 */
export default function HotspotsContainer({
  fields,
  context,
}: {
  fields: HotspotsContainerFields
  groups: unknown[]
  context: BlockContext
}) {
  const image = fields['rdx-image']
  if (!image) return null
  return (
    <section className={styles.hotspots}>
      <HotspotsFigure
        image={image}
        hotspots={Array.isArray(fields.hotspots) ? fields.hotspots : []}
        eager={context.eagerImages}
        panelTheme={fields.side_box_color}
      />
    </section>
  )
}
