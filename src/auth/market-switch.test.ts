import { describe, expect, it } from 'vitest'
import type { Site } from '~/sites/sites.ts'
import type { RoleGrant } from './grants.ts'
import { marketLinks } from './market-switch.ts'

const site = (id: number, key: string, hostnames: string[], basePath: string): Site => ({
  id,
  key,
  name: `Market ${key}`,
  hostnames,
  basePath,
  isDefault: id === 1,
  contentRevision: 1,
})
const sites = [
  site(1, 'en', ['ae.example'], '/'),
  site(2, 'ar', ['ae.example'], '/ar'),
  site(3, 'uk', ['uk.example'], '/'),
  site(4, 'lab', [], '/lab'),
]
const every = (role: RoleGrant['role']): RoleGrant => ({ siteId: null, siteKey: null, role })
const inMarket = (siteId: number, role: RoleGrant['role']): RoleGrant => ({ siteId, siteKey: sites[siteId - 1]!.key, role })
const links = (grants: RoleGrant[], area: 'cms' | 'admin' = 'cms', host = 'ae.example') =>
  marketLinks(grants, sites, { host, current: 1, area, publicUrl: null }).map((l) => `${l.key} ${l.href}${l.current ? ' (here)' : ''}`)

describe('the markets a user may switch to', () => {
  it('lists every market for an every-market editor: this host by path, others at their origin', () => {
    expect(links([every('editor')])).toEqual(['en /cms (here)', 'ar /ar/cms', 'uk https://uk.example/cms'])
  })

  it('lists only the markets with a role that opens the area', () => {
    expect(links([inMarket(1, 'editor'), inMarket(2, 'admin')], 'admin')).toEqual(['ar /ar/admin'])
    expect(links([inMarket(2, 'editor')])).toEqual(['ar /ar/cms'])
    expect(links([])).toEqual([])
  })

  it('leaves out a market on another host with no known origin, and takes one answering every host on an unknown host', () => {
    expect(links([inMarket(4, 'editor')])).toEqual([])
    expect(links([inMarket(4, 'editor')], 'cms', 'localhost:3000')).toEqual(['lab /lab/cms'])
  })
})
