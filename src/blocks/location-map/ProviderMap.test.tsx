// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import LocationMap from './Block.tsx'
import { resolveData } from './data.server.ts'
import { locationMap } from './template.ts'

afterEach(() => {
  cleanup()
  delete window.google
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

const maps = { provider: 'google' as const, key: 'browser-key', region: 'PL', language: 'pl' }

describe("the Dual Frame Map on the market's maps service", () => {
  it.each([
    [{}, null],
    [{ 'general.maps_provider': 'google' }, null],
    [
      { 'general.maps_provider': 'google', 'general.maps_key': 'k', 'general.maps_region': 'pl' },
      { provider: 'google', key: 'k', region: 'PL', language: '' },
    ],
  ])('settings %j → %j', async (settings, expected) => {
    expect(await resolveData({ fields: locationMap.schema.parse({}), groups: [] }, blockDataContext({}, settings, 1))).toEqual({
      maps: expected,
    })
  })

  it('puts the point on the provider’s map at street level, in place of the drawn map', async () => {
    const setCenter = vi.fn()
    const setZoom = vi.fn()
    const titles: string[] = []
    const fields = locationMap.schema.parse({ location_content: '<p>Showroom</p>' })
    // The provider's script as loaded (the script's address is the retailer locators' test's).
    window.google = {
      maps: {
        Map: vi.fn(function () {
          return { fitBounds: vi.fn(), setCenter, setZoom }
        }),
        LatLngBounds: vi.fn(function () {
          return { extend: vi.fn() }
        }),
        Marker: vi.fn(function (options: { title: string }) {
          titles.push(options.title)
          return { addListener: vi.fn(), setMap: vi.fn() }
        }),
      },
    } as unknown as Window['google']
    const view = render(<LocationMap fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} data={{ maps }} />)
    await waitFor(() => expect(titles).toEqual(['52.229676° N, 21.012229° E']))
    await waitFor(() => expect(view.container.querySelector('[aria-hidden="true"] span')).toBeNull())
    expect(setCenter).toHaveBeenCalledWith({ lat: 52.229676, lng: 21.012229 })
    expect(setZoom).toHaveBeenCalledWith(16)
  })
})
