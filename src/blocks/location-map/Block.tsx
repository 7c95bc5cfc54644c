import { useUiTexts } from '~/i18n/ui-texts.ts'
import type { BlockContext } from '../template.ts'
import { formatPoint, mapPoint, openStreetMapUrl } from './map.ts'
import type { LocationMapFields } from './template.ts'
import styles from './LocationMap.module.css'

/**
 * spec 2 §3.8 Dual Frame Map: two frames, the description (box_color) and the map point. No
 * map tiles or maps service are loaded (brief: nothing calls the internet): the map frame is a
 * drawn panel with the coordinates and an 'Open in maps' link the visitor may follow.
 */
export default function LocationMap({ fields }: { fields: LocationMapFields; groups: unknown[]; context: BlockContext }) {
  const point = mapPoint(fields.location_latitude, fields.location_longitude)
  const hasContent = Boolean(fields.location_content.trim())
  const ui = useUiTexts()
  if (!point && !hasContent) return null
  return (
    <section className={styles.map}>
      <div className={`${styles.frames} ${point && hasContent ? styles.dual : ''}`}>
        {hasContent && (
          <div className={`${styles.content} ${fields.box_color} fc-prose`} dangerouslySetInnerHTML={{ __html: fields.location_content }} />
        )}
        {point && (
          <div className={styles.point} role="group" aria-label={ui.location}>
            {/* A drawn map: grid lines and a pin, purely decorative. */}
            <div className={styles.canvas} aria-hidden="true">
              <span className={styles.pin} />
            </div>
            <div className={styles.details}>
              {/* Isolated, so '25.2° N, 55.3° E' keeps its order on a right-to-left page. */}
              <p className={styles.coordinates}>
                <bdi>{formatPoint(point)}</bdi>
              </p>
              <a className={styles.link} href={openStreetMapUrl(point)} target="_blank" rel="noopener noreferrer">
                {fields.map_link_label || ui.openInMaps}
                <span className="fc-visually-hidden"> {ui.opensInNewTab}</span>
              </a>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
