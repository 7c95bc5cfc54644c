import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { retailerSchema } from '../retailer-schema/template.ts'
import RetailerServiceSchema from './Block.tsx'
import { retailerServiceSchema } from './template.ts'

const html = (groups: unknown[]) =>
  renderToStaticMarkup(
    <RetailerServiceSchema
      fields={retailerServiceSchema.schema.parse({})}
      groups={groups.map((g) => retailerServiceSchema.groupSchema.parse(g))}
      context={{ index: 3, eagerImages: false }}
    />,
  )
const jsonOf = (markup: string) => JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(markup)![1]!)

describe('Retailer Service Schema template (spec 2 §3.11)', () => {
  it("has Retailer Schema's fields under the symbols image, name, description and keywords", () => {
    const symbols = retailerServiceSchema.field_groups_template.map((f) => f.symbol)
    expect(symbols.slice(0, 4)).toEqual(['image', 'name', 'description', 'keywords'])
    expect(symbols.slice(4)).toEqual(retailerSchema.field_groups_template.map((f) => f.symbol).slice(4))
    expect(retailerServiceSchema.group).toBe('Schema')
    expect(retailerServiceSchema.max_field_groups).toBe(30)
  })

  it('checks the contact_info and offers_info JSON', () => {
    expect(retailerServiceSchema.groupSchema.safeParse({ offers_info: '{' }).error?.issues[0]?.message).toBe('Invalid JSON in offers_info')
  })
})

describe('Retailer Service Schema (spec 2 §3.11)', () => {
  it('renders nothing visible: only a schema.org AutoRepair JSON-LD script', () => {
    const markup = html([
      {
        image: { id: 1006 },
        name: 'Vantor Service Centre Guildford',
        description: 'Servicing, MOT and repairs for every Vantor.',
        keywords: 'Vantor service, MOT, Guildford',
        opening_hours: 'Mo-Fr 07:30-18:00, Sa 08:00-13:00',
        address: 'Unit 3, Slyfield Industrial Estate\nGuildford GU1 1RR',
        contact_info: [
          { type: 'phone', value: '+44 1483 555020' },
          { type: 'email', value: 'service@vantor-guildford.example' },
        ],
        offers_info: [{ category: 'Service', description: 'Winter health check £49' }],
      },
    ])
    expect(jsonOf(markup)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      name: 'Vantor Service Centre Guildford',
      description: 'Servicing, MOT and repairs for every Vantor.',
      image: '/media/api/v2/images/1006/w/1600/h/900.jpg',
      keywords: 'Vantor service, MOT, Guildford',
      address: { '@type': 'PostalAddress', streetAddress: 'Unit 3, Slyfield Industrial Estate, Guildford GU1 1RR' },
      telephone: '+44 1483 555020',
      email: 'service@vantor-guildford.example',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '13:00' },
      ],
      makesOffer: [{ '@type': 'Offer', category: 'Service', description: 'Winter health check £49' }],
    })
  })

  it('renders nothing without a named service centre', () => {
    expect(html([])).toBe('')
    expect(html([{ name: '  ' }])).toBe('')
  })
})
