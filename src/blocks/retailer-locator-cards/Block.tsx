import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, useState } from 'react'
import { openStreetMapUrl, type MapPoint } from '../location-map/map.ts'
import type { BlockContext } from '../template.ts'
import { byDistance, formatDistance, retailerPoint } from './distance.ts'
import { filterRetailers } from '~/lib/retailer-search.ts'
import type { RetailerCard, RetailerLocatorCardsFields } from './template.ts'
import styles from './RetailerLocatorCards.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

type Location = { status: 'idle' | 'locating' | 'failed' } | { status: 'located'; origin: MapPoint }

/** A rough fix is enough to order retailers; an hour-old one too. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 3_600_000 }

/**
 * spec 2 §3.11 Retailer Locator Cards: one card per retailer (name, address, city, distance,
 * contact links, services, 'Show on map'). The search box filters the cards as the visitor types;
 * 'Use my location' asks the browser for the visitor's position (only on that click) and orders
 * the cards nearest first with their distance in distance_unit. 'Show on map' opens the point on
 * OpenStreetMap in a new tab: no map tiles or maps service are loaded.
 */
export default function RetailerLocatorCards({
  fields,
  groups,
}: {
  fields: RetailerLocatorCardsFields
  groups: RetailerCard[]
  context: BlockContext
}) {
  const searchId = useId()
  const ui = useUiTexts()
  const [query, setQuery] = useState('')
  const [location, setLocation] = useState<Location>({ status: 'idle' })
  const retailers = groups
    .filter((g) => g.name.trim())
    .map((retailer, index) => ({ ...retailer, index, point: retailerPoint(retailer.latitude, retailer.longitude) }))
  if (retailers.length === 0) return null

  const origin = location.status === 'located' ? location.origin : null
  const shown = byDistance(filterRetailers(retailers, query), (r) => r.point, origin)

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) {
      setLocation({ status: 'failed' })
      return
    }
    setLocation({ status: 'locating' })
    geolocation.getCurrentPosition(
      ({ coords }) => setLocation({ status: 'located', origin: { lat: coords.latitude, lon: coords.longitude } }),
      () => setLocation({ status: 'failed' }),
      GEOLOCATION_OPTIONS,
    )
  }

  return (
    <section
      className={`${styles.locator} ${fields.box_color}`}
      aria-labelledby={fields.retailers_translation ? `${searchId}-title` : undefined}
    >
      <div className={styles.inner}>
        <div className={styles.toolbar}>
          {fields.retailers_translation && (
            <h2 id={`${searchId}-title`} className={`${styles.title} fc-heading--m`}>
              {fields.retailers_translation} <span className={styles.count}>({shown.length})</span>
            </h2>
          )}
          <div className={styles.controls} role="search">
            <label className="fc-visually-hidden" htmlFor={searchId}>
              {fields.search_translation}
            </label>
            <input
              id={searchId}
              className={styles.search}
              type="search"
              value={query}
              autoComplete="off"
              placeholder={fields.search_translation}
              onChange={(event) => setQuery(event.target.value)}
            />
            <FocusableButton
              className={styles.locate}
              onClick={locate}
              inactive={location.status === 'locating'}
              aria-busy={location.status === 'locating' || undefined}
            >
              <span className={styles.locateIcon} aria-hidden="true" />
              {fields.location_translation}
            </FocusableButton>
          </div>
        </div>
        <div className={styles.status} role="status">
          {location.status === 'failed' && <p>{fields.location_error_translation}</p>}
          {shown.length === 0 && <p>{fields.no_results_translation}</p>}
        </div>
        {shown.length > 0 && (
          <ul className={styles.cards}>
            {shown.map(({ item: retailer, km }) => (
              <li key={retailer.index} className={styles.card}>
                <h3 className={styles.name}>{retailer.name}</h3>
                {(retailer.address.trim() || retailer.city.trim()) && (
                  <address className={styles.address}>
                    {retailer.address.trim() && <span className={styles.street}>{retailer.address.trim()}</span>}
                    {retailer.city.trim() && <span className={styles.city}>{retailer.city.trim()}</span>}
                  </address>
                )}
                {km !== null && (
                  <p className={styles.distance}>
                    {fields.distance_translation && <span className={styles.distanceLabel}>{fields.distance_translation} </span>}
                    <strong>{formatDistance(km, fields.distance_unit, ui)}</strong>
                  </p>
                )}
                {retailer.contact_info.length > 0 && (
                  <ul className={styles.contacts}>
                    {retailer.contact_info.map((contact, i) => (
                      <li key={i} className={styles.contact}>
                        <span className={styles.icon} data-icon={contact.icon || contact.type} aria-hidden="true" />
                        {contact.href ? (
                          <a href={contact.href} {...(contact.type === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                            {contact.label}
                          </a>
                        ) : (
                          contact.label
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {retailer.services.length > 0 && (
                  <div className={styles.services}>
                    {fields.services_translation && <p className={styles.servicesTitle}>{fields.services_translation}</p>}
                    <ul className={styles.serviceList}>
                      {retailer.services.map((service, i) => (
                        <li key={i} className={styles.service}>
                          {service.icon && <span className={styles.icon} data-icon={service.icon} aria-hidden="true" />}
                          {service.label}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {retailer.point && fields.show_translation && (
                  <a className={styles.map} href={openStreetMapUrl(retailer.point)} target="_blank" rel="noopener noreferrer">
                    {fields.show_translation}
                    <span className="fc-visually-hidden">
                      : {retailer.name} {ui.opensInNewTab}
                    </span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
