import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useConsent } from '~/consent/use-consent.ts'
import { MAP_ZOOM, type MapPoint, type MapsService } from './map.ts'

/** The few parts of the Google Maps JavaScript API the maps use. */
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
 * Loads the provider's script once per page, only when a map is shown (ADR 080), in the market's
 * region and language (general.maps_region, general.maps_language; spec 1 §7).
 */
export function loadGoogleMaps(maps: Pick<MapsService, 'key' | 'region' | 'language'>): Promise<GoogleMaps> {
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

/** A marker: what it stands for (its id, told to `onSelect`), its name and where it is. */
export interface MapMarker {
  id: string
  name: string
  point: MapPoint
}

/**
 * The map of the maps service (general.maps_provider 'google' with general.maps_key), for the
 * retailer locators and the Dual Frame Map: the `fallback` (their offline map) shows until the
 * service's script has loaded, and stays if it fails or the visitor has not consented to optional
 * cookies. One marker is shown at street level, several fitted into view; a marker's click is
 * told to `onSelect`.
 */
export function ProviderMap({
  maps,
  markers,
  onSelect,
  fallback,
  className,
}: {
  maps: MapsService
  markers: readonly MapMarker[]
  onSelect?: (id: string) => void
  fallback: ReactNode
  className?: string
}) {
  const element = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  // The provider's script sets its cookies: the offline map stands in until consent (spec 1 §4).
  const allowed = useConsent().allowed('optional')
  useEffect(() => {
    if (!allowed) return
    let live = true
    const placed: { setMap(map: unknown): void }[] = []
    loadGoogleMaps(maps)
      .then((google) => {
        if (!live || !element.current) return
        const map = new google.maps.Map(element.current, { mapTypeControl: false, streetViewControl: false })
        const bounds = new google.maps.LatLngBounds()
        for (const { id, name, point } of markers) {
          const position = { lat: point.lat, lng: point.lon }
          const marker = new google.maps.Marker({ position, map, title: name })
          if (onSelect) marker.addListener('click', () => onSelect(id))
          placed.push(marker)
          bounds.extend(position)
        }
        if (markers.length === 1) {
          map.setCenter({ lat: markers[0]!.point.lat, lng: markers[0]!.point.lon })
          map.setZoom(MAP_ZOOM)
        } else if (markers.length > 1) map.fitBounds(bounds)
        setReady(true)
      })
      .catch(() => live && setReady(false))
    return () => {
      live = false
      for (const marker of placed) marker.setMap(null)
    }
  }, [allowed, maps, markers, onSelect])
  return (
    <>
      <div ref={element} className={className} hidden={!ready} />
      {!ready && fallback}
    </>
  )
}
