import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BlockList } from '../BlockList.tsx'
import { loadBlockRenderers } from '../renderers.ts'
import RetailerSchema from './Block.tsx'
import { retailerSchema } from './template.ts'

const guildford = {
  retailer_image: { id: 1008 },
  retailer_name: 'Vantor Guildford',
  retailer_description: 'Vantor sales, test drives and finance in Surrey.',
  retailer_keywords: 'Vantor, SUV, Guildford',
  opening_hours: 'Mo-Fr 09:00-19:00, Sa 09:00-15:00',
  payment_accepted: 'Cash, Credit Card, Finance',
  price_range: '£££',
  address: '14 Woodbridge Road\nGuildford GU1 4RF',
  latitude: '51.2436',
  longitude: '-0.5786',
  contact_info: '[{"type":"phone","value":"+44 1483 555010"}]',
  offers_info: [{ category: 'New cars', description: 'Test drives seven days a week', url: '/vantor/ridge' }],
}
const html = (groups: unknown[]) =>
  renderToStaticMarkup(
    <RetailerSchema
      fields={retailerSchema.schema.parse({})}
      groups={groups.map((g) => retailerSchema.groupSchema.parse(g))}
      context={{ index: 1, eagerImages: true }}
    />,
  )
const jsonOf = (markup: string) => JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(markup)![1]!)

describe('Retailer Schema template (spec 2 §3.11, §9)', () => {
  it('is in the Schema group with up to 30 retailers', () => {
    expect(retailerSchema.group).toBe('Schema')
    expect(retailerSchema.max_field_groups).toBe(30)
    expect(retailerSchema.field_groups_template.map((f) => f.symbol)).toEqual([
      'retailer_image',
      'retailer_name',
      'retailer_description',
      'retailer_keywords',
      'opening_hours',
      'payment_accepted',
      'price_range',
      'address',
      'latitude',
      'longitude',
      'contact_info',
      'offers_info',
    ])
  })

  it('checks the contact_info and offers_info JSON', () => {
    const result = retailerSchema.groupSchema.safeParse({ retailer_name: 'X', contact_info: '[{', offers_info: [{ category: 1 }] })
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['contact_info', 'offers_info'])
    expect(result.error?.issues[0]?.message).toBe('Invalid JSON in contact_info')
  })

  it('stores content that validates again unchanged', () => {
    const group = retailerSchema.groupSchema.parse(guildford)
    expect(retailerSchema.groupSchema.parse(group)).toEqual(group)
  })
})

describe('Retailer Schema (spec 2 §3.11)', () => {
  it('renders nothing visible: only a schema.org AutoDealer JSON-LD script', () => {
    const markup = html([guildford])
    expect(markup.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(jsonOf(markup)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Vantor Guildford',
      image: '/media/api/v2/images/1008/w/1600/h/900.jpg',
      telephone: '+44 1483 555010',
      geo: { latitude: 51.2436, longitude: -0.5786 },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
        { dayOfWeek: ['Saturday'] },
      ],
      makesOffer: [{ '@type': 'Offer', category: 'New cars', url: '/vantor/ridge' }],
    })
  })

  it('publishes several retailers as one @graph', () => {
    const json = jsonOf(html([guildford, { retailer_name: 'Vantor Woking' }, { retailer_description: 'No name' }]))
    expect(json['@graph'].map((e: { name: string }) => e.name)).toEqual(['Vantor Guildford', 'Vantor Woking'])
  })

  it('escapes text that could end the script', () => {
    const markup = html([{ retailer_name: 'Vantor </script><script>alert(1)</script> & Sons' }])
    expect(markup.match(/<\/script>/g)).toHaveLength(1)
    expect(markup).not.toContain('&')
    expect(jsonOf(markup).name).toBe('Vantor </script><script>alert(1)</script> & Sons')
  })

  it('renders nothing without a named retailer, its wrapper still on the page', async () => {
    expect(html([])).toBe('')
    expect(html([{ retailer_description: 'A retailer without a name' }])).toBe('')
    await loadBlockRenderers(['retailer-schema'])
    const router = createMemoryRouter([
      { path: '/', element: <BlockList blocks={[{ id: 7, template: 'retailer-schema', fields: {}, groups: [] }]} /> },
    ])
    expect(renderToStaticMarkup(<RouterProvider router={router} />)).toContain('data-template="retailer-schema"')
  })
})
