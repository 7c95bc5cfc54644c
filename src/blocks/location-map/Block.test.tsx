import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import LocationMap from './Block.tsx'
import { locationMap } from './template.ts'

const render = (raw: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<LocationMap fields={locationMap.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages: true }} />)

describe('Dual Frame Map (spec 2 §3.8)', () => {
  it('shows the description beside a drawn map with the coordinates and an Open in maps link', () => {
    const html = render({ location_content: '<h2>Aurelia Warsaw</h2><p>Open Monday to Saturday.</p>', box_color: 'grey-theme' })
    expect(html).toContain('<h2>Aurelia Warsaw</h2><p>Open Monday to Saturday.</p>')
    expect(html).toMatch(/class="[^"]*grey-theme fc-prose"/)
    expect(html).toContain('dual')
    expect(html).toContain('52.229676° N, 21.012229° E')
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=52.229676&amp;mlon=21.012229#map=16/52.229676/21.012229"')
    expect(html).toMatch(
      /target="_blank" rel="noopener noreferrer">Open in maps<span class="fc-visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    )
  })

  it('loads nothing from the internet: no iframe, image, script or map tiles', () => {
    const html = render({ location_content: '<p>Showroom</p>' })
    expect(html).not.toMatch(/<iframe|<img|<script|src=/)
  })

  it('uses the editor’s point and link text', () => {
    const html = render({ location_latitude: -33.8567844, location_longitude: 151.213108, map_link_label: 'Ouvrir dans Plans' })
    expect(html).toContain('33.856784° S, 151.213108° E')
    expect(html).toContain('mlat=-33.856784&amp;mlon=151.213108')
    expect(html).toContain('Ouvrir dans Plans')
  })

  it('shows one frame when the other is empty, and nothing when both are', () => {
    const mapOnly = render()
    expect(mapOnly).toContain('Open in maps')
    expect(mapOnly).not.toContain('fc-prose')
    const textOnly = render({ location_latitude: null, location_content: '<p>Coming soon</p>' })
    expect(textOnly).toContain('Coming soon')
    expect(textOnly).not.toContain('openstreetmap')
    expect(render({ location_latitude: null })).toBe('')
  })

  it('applies the defaults and rejects coordinates off the globe', () => {
    expect(locationMap.schema.parse({})).toEqual({
      block_scroll_id: '',
      location_latitude: 52.229676,
      location_longitude: 21.012229,
      location_content: '',
      box_color: 'black-theme',
      map_link_label: 'Open in maps',
    })
    expect(locationMap.htmlFields).toEqual(['location_content'])
    expect(locationMap.schema.safeParse({ location_latitude: 91 }).success).toBe(false)
    expect(locationMap.schema.safeParse({ location_longitude: -181 }).success).toBe(false)
    expect(locationMap.schema.safeParse({ box_color: 'all-white-theme' }).success).toBe(false)
  })
})
