// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RetailerLocator from './Block.tsx'
import { retailerLocator } from './template.ts'
import { dealer } from './test-dealers.ts'

/** A stand-in for the Google Maps JavaScript API: records the markers and their click handlers. */
function fakeGoogle() {
  const markers: { title: string; click?: () => void; removed: boolean }[] = []
  const maps = {
    Map: vi.fn(function () {
      return { fitBounds: vi.fn(), setCenter: vi.fn(), setZoom: vi.fn() }
    }),
    LatLngBounds: vi.fn(function () {
      return { extend: vi.fn() }
    }),
    Marker: vi.fn(function (options: { title: string }) {
      const marker: (typeof markers)[number] = { title: options.title, removed: false }
      markers.push(marker)
      return {
        addListener: (_event: string, handler: () => void) => (marker.click = handler),
        setMap: (map: unknown) => (marker.removed = map === null),
      }
    }),
  }
  window.google = { maps } as unknown as Window['google']
  return { maps, markers }
}

const data = {
  maps: { provider: 'google' as const, key: 'browser-key', region: 'GB', language: 'en-GB' },
  dealers: [
    dealer({ code: 'LON', name: 'London', latitude: 51.5, longitude: -0.12 }),
    dealer({ code: 'STA', name: 'St Albans', latitude: 51.75, longitude: -0.34 }),
    dealer({ code: 'NOP', name: 'No point' }),
  ],
}

afterEach(() => {
  cleanup()
  delete window.google
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('the maps service map (general.maps_provider google, ADR 080)', () => {
  it('loads nothing in the list view', () => {
    render(<RetailerLocator fields={retailerLocator.schema.parse({})} data={data} context={{ index: 1, eagerImages: true }} />)
    expect(document.head.querySelector('script')).toBeNull()
  })

  it("asks for the provider's script with the key when the map is shown", () => {
    render(
      <RetailerLocator
        fields={retailerLocator.schema.parse({ default_view: 'map' })}
        data={data}
        context={{ index: 1, eagerImages: true }}
      />,
    )
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://maps.googleapis.com/maps/api/js?key=browser-key&region=GB&language=en-GB&callback=__fcMapsReady&loading=async',
    )
    // Until it loads, the offline map.
    expect(screen.getByRole('link', { name: 'London' })).toBeTruthy()
  })

  it('puts a marker per placed dealer; a marker click marks and focuses its card', async () => {
    const google = fakeGoogle()
    render(
      <RetailerLocator
        fields={retailerLocator.schema.parse({ default_view: 'map' })}
        data={data}
        context={{ index: 1, eagerImages: true }}
      />,
    )
    await waitFor(() => expect(google.markers.map((m) => m.title)).toEqual(['London', 'St Albans']))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'London' })).toBeNull())
    google.markers[1]!.click!()
    const card = screen.getByRole('heading', { name: 'St Albans' }).closest('li')!
    await waitFor(() => expect(card.getAttribute('aria-current')).toBe('true'))
    expect(document.activeElement).toBe(card)
    fireEvent.click(screen.getByRole('button', { name: 'List' }))
    expect(google.markers.every((m) => m.removed)).toBe(true)
  })
})
