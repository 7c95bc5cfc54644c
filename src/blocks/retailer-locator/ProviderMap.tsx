import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useConsent } from '~/consent/use-consent.ts'
import { dealerPoint, type LocatorData, type LocatorDealer } from './locator.ts'
import styles from './RetailerLocator.module.css'

/** The few parts of the Google Maps JavaScript API the locator uses. */
interface GoogleMaps {
  maps: {
    Map: new (
      element: HTMLElement,
      options: object,
    ) => { fitBounds(bounds: unknown): void; setCenter(p: object): void; setZoom(z: number): void }
    Marker: new (options: object) => { addListener(event: string, handler: () => void): void; setMap(map: unknown): void }
    LatLngBounds: new () => { extend(p: object): void }
  }
}
declare global {
  interface Window {
    google?: GoogleMaps
    __fcMapsReady?: () => void
  }
}

let loading: Promise<GoogleMaps> | null = null

/**
 * Loads the provider's script once per page, only when a map view is shown (ADR 080), in the
 * market's region and language (general.maps_region, general.maps_language; spec 1 §7).
 */
export function loadGoogleMaps(maps: Pick<NonNullable<LocatorData['maps']>, 'key' | 'region' | 'language'>): Promise<GoogleMaps> {
  if (window.google?.maps) return Promise.resolve(window.google)
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    window.__fcMapsReady = () => (window.google ? resolve(window.google) : reject(new Error('no maps')))
    const script = document.createElement('script')
    const scope = `${maps.region ? `&region=${encodeURIComponent(maps.region)}` : ''}${maps.language ? `&language=${encodeURIComponent(maps.language)}` : ''}`
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(maps.key)}${scope}&callback=__fcMapsReady&loading=async`
    script.async = true
    script.onerror = () => {
      loading = null
      reject(new Error('The maps service did not load.'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * The map of the maps service (general.maps_provider 'google' with general.maps_key): the
 * offline map shows until the service's script has loaded, and stays if it fails or the visitor
 * has not consented to optional cookies. Its markers
 * select the retailer and move the focus to its card.
 */
export function ProviderMap({
  maps,
  dealers,
  onSelect,
  fallback,
}: {
  maps: NonNullable<LocatorData['maps']>
  dealers: LocatorDealer[]
  selected: string | null
  onSelect: (code: string) => void
  fallback: ReactNode
}) {
  const element = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  // The provider's script sets its cookies: the offline map stands in until consent (spec 1 §4).
  const allowed = useConsent().allowed('optional')
  useEffect(() => {
    if (!allowed) return
    let live = true
    const markers: { setMap(map: unknown): void }[] = []
    loadGoogleMaps(maps)
      .then((google) => {
        if (!live || !element.current) return
        const map = new google.maps.Map(element.current, { mapTypeControl: false, streetViewControl: false })
        const bounds = new google.maps.LatLngBounds()
        let placed = 0
        for (const dealer of dealers) {
          const point = dealerPoint(dealer)
          if (!point) continue
          const position = { lat: point.lat, lng: point.lon }
          const marker = new google.maps.Marker({ position, map, title: dealer.name })
          marker.addListener('click', () => onSelect(dealer.code))
          markers.push(marker)
          bounds.extend(position)
          placed += 1
        }
        if (placed > 0) map.fitBounds(bounds)
        setReady(true)
      })
      .catch(() => live && setReady(false))
    return () => {
      live = false
      for (const marker of markers) marker.setMap(null)
    }
  }, [allowed, maps, dealers, onSelect])
  return (
    <>
      <div ref={element} className={styles.providerMap} hidden={!ready} />
      {!ready && fallback}
    </>
  )
}
