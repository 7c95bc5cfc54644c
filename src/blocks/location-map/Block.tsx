import { useMemo } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import type { BlockContext } from '../template.ts'
import { formatPoint, mapPoint, openStreetMapUrl, type MapsService } from './map.ts'
import { ProviderMap } from './ProviderMap.tsx'
import type { LocationMapFields } from './template.ts'
import styles from './LocationMap.module.css'

/**
 * spec 2 §3.8 Dual Frame Map: two frames, the description (box_color) and the map point. With the
 * market's maps service (general.maps_provider 'google' and its key; data.server.ts) and the
 * visitor's consent, the point is on the provider's map, as the retailer locators' are; otherwise
 * (and until it loads) the map frame is a drawn panel. Below it, the coordinates and an 'Open in
 * maps' link the visitor may follow.
 */
export default function LocationMap({
  fields,
  data,
}: {
  fields: LocationMapFields
  groups: unknown[]
  context: BlockContext
  data?: { maps: MapsService | null } | null
}) {
  const point = mapPoint(fields.location_latitude, fields.location_longitude)
  // One marker, the same while the point is: the provider's map is drawn once.
  const markers = useMemo(
    () => (point ? [{ id: 'point', name: formatPoint(point), point }] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [point?.lat, point?.lon],
  )
  const hasContent = Boolean(fields.location_content.trim())
  const ui = useUiTexts()
  if (!point && !hasContent) return null
  // A drawn map: grid lines and a pin, purely decorative.
  const drawn = (
    <div className={styles.canvas} aria-hidden="true">
      <span className={styles.pin} />
    </div>
  )
  return (
    <section className={styles.map}>
      <div className={`${styles.frames} ${point && hasContent ? styles.dual : ''}`}>
        {hasContent && (
          <div className={`${styles.content} ${fields.box_color} fc-prose`} dangerouslySetInnerHTML={{ __html: fields.location_content }} />
        )}
        {point && (
          <div className={styles.point} role="group" aria-label={ui.location}>
            {data?.maps ? <ProviderMap maps={data.maps} markers={markers} fallback={drawn} className={styles.canvas} /> : drawn}
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
