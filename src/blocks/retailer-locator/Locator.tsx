import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { addressLine } from '~/i18n/address-line.ts'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { PlaceList } from '~/places/PlaceList.tsx'
import { usePlaceSearch } from '~/places/place-search.ts'
import type { PlaceSuggestion } from '~/places/places.ts'
import { comboboxStep } from '~/ui/combobox.ts'
import type { MapPoint } from '../location-map/map.ts'
import { formatDistance } from '../retailer-locator-cards/distance.ts'
import type { BlockContext } from '../template.ts'
import type { RetailerLocatorFields } from './template.ts'
import {
  dealerPoint,
  directionsUrl,
  openingHoursByDay,
  phoneHref,
  projectMarkers,
  serviceOptions,
  visibleDealers,
  type LocatorData,
  type LocatorDealer,
} from './locator.ts'
import { NoRetailersNote } from './EditorNote.tsx'
import { ProviderMap, type MapMarker } from '../location-map/ProviderMap.tsx'
import styles from './RetailerLocator.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

/** standard: list or map, one at a time; mena: the same, Mena conventions; split: map beside the list. */
export type LocatorVariant = 'standard' | 'mena' | 'split'
type Fields = Omit<RetailerLocatorFields, 'default_view'> & { default_view?: 'list' | 'map' }
/** Where the retailers are ordered from: the visitor's position, or a place they picked (its name). */
type Location = { status: 'idle' | 'locating' | 'failed' } | { status: 'located'; origin: MapPoint; place?: string }

/** A rough, hour-old fix is enough to order retailers. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 3_600_000 }
const NO_DEALERS: LocatorDealer[] = []
/** The offline map's box (ADR 080). */
export const MAP_BOX = { width: 800, height: 520, padding: 40 }
const MARKER_HIT_RADIUS = 24

/**
 * spec 2 §3.11 Retailer Locator / (Mena) / With Map; spec 3 §2 Retailer locator: the market's
 * retailers, server-rendered as a list (so the page works before and without JavaScript), with a
 * search ('Search retailers...') that also suggests places to order the retailers from (ADR 157), a
 * service filter ('Choose service'), 'SHOWROOM/SERVICE NEAR ME' (the browser's position, asked only
 * on that click) and a map: the maps service when configured,
 * otherwise an offline map of the retailers' positions whose markers lead to the list (ADR 080).
 */
export function RetailerLocator({
  fields,
  data,
  context,
  variant,
}: {
  fields: Fields
  data?: LocatorData
  context: BlockContext
  variant: LocatorVariant
}) {
  const id = useId()
  const ui = useUiTexts()
  const [query, setQuery] = useState('')
  const places = usePlaceSearch(query)
  const [active, setActive] = useState(-1)
  const [listOpen, setListOpen] = useState(false)
  const [service, setService] = useState('')
  const [location, setLocation] = useState<Location>({ status: 'idle' })
  const [view, setView] = useState<'list' | 'map'>(fields.default_view ?? 'list')
  const [selected, setSelected] = useState<string | null>(null)
  const mapPane = useRef<HTMLDivElement>(null)
  const dealers = data?.dealers ?? NO_DEALERS
  const origin = location.status === 'located' ? location.origin : null
  const shown = useMemo(() => visibleDealers(dealers, { query, service, origin }), [dealers, query, service, origin])
  const shownDealers = useMemo(() => shown.map((s) => s.item), [shown])
  const markers = useMemo(
    () =>
      shownDealers.flatMap((dealer): MapMarker[] => {
        const point = dealerPoint(dealer)
        return point ? [{ id: dealer.code, name: dealer.name, point }] : []
      }),
    [shownDealers],
  )
  const cardId = useCallback((code: string) => `${id}-retailer-${code}`, [id])
  const selectFromProvider = useCallback(
    (code: string) => {
      setSelected(code)
      document.getElementById(cardId(code))?.focus()
    },
    [cardId],
  )
  if (dealers.length === 0) {
    return context.editing ? <NoRetailersNote loaded={data !== undefined} /> : null
  }

  const services = fields.service_filter ? serviceOptions(dealers) : []
  const showMap = variant === 'split' || view === 'map'
  const provider = data?.maps?.provider ?? null

  const suggestions = places.suggestions
  const expanded = listOpen && suggestions.length > 0
  const listId = `${id}-places`
  const pickPlace = async (suggestion: PlaceSuggestion) => {
    setListOpen(false)
    setActive(-1)
    setLocation({ status: 'locating' })
    const place = await places.pick(suggestion)
    if (!place) return setLocation({ status: 'failed' })
    // Every retailer again, nearest to the place first.
    setQuery('')
    setLocation({ status: 'located', origin: { lat: place.lat, lon: place.lon }, place: place.name || suggestion.name })
  }
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length > 0) {
      event.preventDefault()
      setListOpen(true)
      const key = event.key
      setActive((current) => comboboxStep(key, current, suggestions.length, expanded))
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setListOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded) {
      // The place chosen, or the first one when no retailer's name or address has the text.
      const place = active >= 0 ? suggestions[active] : shown.length === 0 ? suggestions[0] : undefined
      if (!place) return
      event.preventDefault()
      void pickPlace(place)
    }
  }

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) return setLocation({ status: 'failed' })
    setLocation({ status: 'locating' })
    geolocation.getCurrentPosition(
      ({ coords }) => setLocation({ status: 'located', origin: { lat: coords.latitude, lon: coords.longitude } }),
      () => setLocation({ status: 'failed' }),
      GEOLOCATION_OPTIONS,
    )
  }

  const list = (
    <ul className={styles.list} aria-labelledby={fields.heading ? `${id}-title` : undefined}>
      {shown.map(({ item: dealer, km }) => (
        <DealerCard
          key={dealer.code}
          id={cardId(dealer.code)}
          dealer={dealer}
          km={km}
          fields={fields}
          mena={variant === 'mena'}
          language={data?.language ?? 'en'}
          provider={provider}
          selected={selected === dealer.code}
          onShowOnMap={
            showMap && dealerPoint(dealer)
              ? () => {
                  setSelected(dealer.code)
                  // Below 64rem the map is above the list, out of sight from a card further down.
                  mapPane.current?.scrollIntoView?.({ block: 'nearest' })
                }
              : undefined
          }
        />
      ))}
    </ul>
  )

  return (
    <section
      className={`${styles.locator} ${fields.box_color} ${variant === 'split' ? styles.split : ''} ${variant === 'mena' ? styles.mena : ''}`}
      aria-labelledby={fields.heading ? `${id}-title` : undefined}
    >
      <div className={styles.inner}>
        {fields.heading && (
          <h2 id={`${id}-title`} className={`${styles.title} fc-heading--m`}>
            {fields.heading}
          </h2>
        )}
        <div className={styles.toolbar} role="search">
          <label className="fc-visually-hidden" htmlFor={`${id}-search`}>
            {fields.search_placeholder}
          </label>
          <div className={styles.searchField}>
            <input
              id={`${id}-search`}
              className={styles.search}
              type="search"
              value={query}
              autoComplete="off"
              placeholder={fields.search_placeholder}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined}
              onChange={(event) => {
                setQuery(event.target.value)
                setListOpen(true)
                setActive(-1)
              }}
              onKeyDown={onSearchKey}
              onFocus={() => setListOpen(true)}
              onBlur={() => setListOpen(false)}
            />
            <PlaceList
              id={listId}
              suggestions={suggestions}
              active={active}
              expanded={expanded}
              onPick={(suggestion) => void pickPlace(suggestion)}
            />
          </div>
          {services.length > 0 && (
            <>
              <label className="fc-visually-hidden" htmlFor={`${id}-service`}>
                {fields.service_label}
              </label>
              <select id={`${id}-service`} className={styles.select} value={service} onChange={(event) => setService(event.target.value)}>
                <option value="">{fields.service_label}</option>
                {services.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </>
          )}
          {fields.near_me && (
            <FocusableButton
              className={styles.nearMe}
              onClick={locate}
              inactive={location.status === 'locating'}
              aria-busy={location.status === 'locating' || undefined}
              aria-pressed={location.status === 'located' && !location.place}
            >
              <span className={styles.nearMeIcon} aria-hidden="true" />
              {fields.near_me_label}
            </FocusableButton>
          )}
          {variant !== 'split' && (
            <div className={styles.views} role="group" aria-label={`${fields.list_label} / ${fields.map_label}`}>
              {(['list', 'map'] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  className={styles.view}
                  aria-pressed={view === name}
                  aria-controls={`${id}-results`}
                  onClick={() => setView(name)}
                >
                  {name === 'list' ? fields.list_label : fields.map_label}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className={styles.status} role="status">
          {location.status === 'failed' && <p className={styles.error}>{fields.location_error_text}</p>}
          {/* Text typed after a place was picked may leave no retailer: then there is nothing nearest to it. */}
          {location.status === 'located' && shown.length > 0 && (
            <p>{location.place ? format(ui.nearestTo, { place: location.place }) : ui.nearestToYou}</p>
          )}
          {shown.length === 0 && <p>{fields.no_results_text}</p>}
        </div>
        <div id={`${id}-results`} className={styles.results}>
          {showMap && (
            <div ref={mapPane} className={styles.mapPane}>
              {data?.maps ? (
                <ProviderMap
                  maps={data.maps}
                  markers={markers}
                  onSelect={selectFromProvider}
                  className={styles.providerMap}
                  fallback={
                    <OfflineMap
                      label={fields.map_label}
                      dealers={shownDealers}
                      selected={selected}
                      cardId={cardId}
                      onSelect={setSelected}
                    />
                  }
                />
              ) : (
                <OfflineMap label={fields.map_label} dealers={shownDealers} selected={selected} cardId={cardId} onSelect={setSelected} />
              )}
            </div>
          )}
          {shown.length > 0 && list}
        </div>
      </div>
    </section>
  )
}

function DealerCard({
  id,
  dealer,
  km,
  fields,
  mena,
  language,
  provider,
  selected,
  onShowOnMap,
}: {
  id: string
  dealer: LocatorDealer
  km: number | null
  fields: Fields
  mena: boolean
  language: string
  provider: 'google' | null
  selected: boolean
  onShowOnMap?: () => void
}) {
  const ui = useUiTexts()
  const address = addressLine(dealer, language)
  const directions = directionsUrl(dealer, provider)
  const hours = dealer.opening_hours.length > 0 ? openingHoursByDay(dealer.opening_hours, mena ? 'sat' : 'mon', language) : []
  const whatsapp = mena && dealer.phone ? `https://wa.me/${dealer.phone.replace(/[^0-9]/g, '')}` : null
  return (
    <li id={id} className={styles.card} tabIndex={-1} aria-current={selected || undefined}>
      <h3 className={styles.name}>{dealer.name}</h3>
      {km !== null && <p className={styles.distance}>{formatDistance(km, fields.distance_unit, ui)}</p>}
      {address && (
        <address className={styles.address}>
          <bdi>{address}</bdi>
        </address>
      )}
      <ul className={styles.contacts}>
        {dealer.phone && (
          <li>
            <a href={phoneHref(dealer.phone)}>
              <bdi dir="ltr">{dealer.phone}</bdi>
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp<span className="fc-visually-hidden"> {ui.opensInNewTab}</span>
            </a>
          </li>
        )}
        {dealer.email && (
          <li>
            <a href={`mailto:${dealer.email}`}>
              <bdi dir="ltr">{dealer.email}</bdi>
            </a>
          </li>
        )}
        {dealer.website && fields.website_label && (
          <li>
            <a href={dealer.website} target="_blank" rel="noopener noreferrer">
              {fields.website_label}
              <span className="fc-visually-hidden">
                : {dealer.name} {ui.opensInNewTab}
              </span>
            </a>
          </li>
        )}
        {directions && fields.directions_label && (
          <li>
            <a href={directions} target="_blank" rel="noopener noreferrer">
              {fields.directions_label}
              <span className="fc-visually-hidden">
                : {dealer.name} {ui.opensInNewTab}
              </span>
            </a>
          </li>
        )}
      </ul>
      {dealer.services.length > 0 && (
        <ul className={styles.services}>
          {dealer.services.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {hours.length > 0 && (
        <details className={styles.hours}>
          <summary>{fields.opening_hours_label}</summary>
          <table>
            <tbody>
              {hours.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.label}</th>
                  <td>{row.times ? <bdi dir="ltr">{row.times}</bdi> : fields.closed_label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {onShowOnMap && (
        <button type="button" className={styles.showOnMap} onClick={onShowOnMap} aria-pressed={selected}>
          {fields.map_label}
          <span className="fc-visually-hidden">: {dealer.name}</span>
        </button>
      )}
    </li>
  )
}

/**
 * The offline map (ADR 080): no tiles, no service. The retailers' points projected into an SVG;
 * each marker is a link to the retailer's card (keyboard-focusable, named after the retailer) and
 * marks it as chosen; the chosen one is drawn larger with its name.
 */
export function OfflineMap({
  label,
  dealers,
  selected,
  cardId,
  onSelect,
}: {
  label: string
  dealers: LocatorDealer[]
  selected: string | null
  cardId: (code: string) => string
  onSelect: (code: string) => void
}) {
  const markers = projectMarkers(dealers, dealerPoint, MAP_BOX)
  const chosen = markers.find((m) => m.item.code === selected)
  return (
    <div className={styles.map}>
      <svg viewBox={`0 0 ${MAP_BOX.width} ${MAP_BOX.height}`} className={styles.mapSvg} role="group" aria-label={label}>
        <defs>
          <pattern id="fc-retailer-map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M 40 0 L 0 0 0 40" fill="none" className={styles.grid} />
          </pattern>
        </defs>
        <rect width={MAP_BOX.width} height={MAP_BOX.height} className={styles.sea} />
        <rect width={MAP_BOX.width} height={MAP_BOX.height} fill="url(#fc-retailer-map-grid)" />
        {markers.map(({ item, x, y }) => (
          <a
            key={item.code}
            href={`#${cardId(item.code)}`}
            className={styles.marker}
            aria-label={item.name}
            aria-current={item.code === selected || undefined}
            onClick={() => onSelect(item.code)}
          >
            <title>{item.name}</title>
            {/* A larger, invisible target: on a phone the map is drawn at under half its size. */}
            <circle className={styles.hit} cx={x} cy={y} r={MARKER_HIT_RADIUS} />
            <circle className={styles.dot} cx={x} cy={y} r={item.code === selected ? 16 : 11} />
          </a>
        ))}
        {chosen && (
          <text x={chosen.x} y={chosen.y - 22} textAnchor="middle" fontSize={20} className={styles.markerLabel} aria-hidden="true">
            {chosen.item.name}
          </text>
        )}
      </svg>
    </div>
  )
}
