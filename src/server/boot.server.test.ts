import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server.ts'
import type { Logger } from '~/lib/log.server.ts'
import { OutboundRefusedError } from '~/lib/outbound.server.ts'
import { settingDefaults } from '~/settings/keys.ts'
import { createServices } from './boot.server.ts'

describe('live providers fetch through the outbound guard', () => {
  const warnings: string[] = []
  const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger
  // The providers never touch the database; the services only need one to be built.
  const database = { db: {} } as unknown as Database
  const services = createServices(database, mkdtempSync(join(tmpdir(), 'forecourt-boot-')), { live: true, logger })

  it('the navigation service refuses a loopback origin and logs its error', async () => {
    warnings.length = 0
    expect(await services.navigation.fetchNavigation({ url: { origin: 'http://127.0.0.1:4199' } }, {})).toBeNull()
    expect(warnings).toEqual(['Error fetching Naas Navigation'])
  })

  it('the offers feed refuses an IPv6 loopback URL', async () => {
    warnings.length = 0
    const settings = { ...settingDefaults, 'dynamic_content.enabled_strategies': 'mena_offers', 'mena.offers_api_url': 'http://[::1]:22/' }
    const state = await services.dynamicContent.stateFor({ key: 'm', contentRevision: 1 }, settings, '/')
    expect(state.values.mena_offers).toBeNull()
    expect(warnings).toEqual(['Dynamic content mena_offers failed for m: [::1]:22 is a loopback address'])
  })

  it('the merchandise feed refuses the metadata address', async () => {
    const query = { lang: 'en', market: 'AE', collection: 'x', limit: 4, grouped: false } as const
    await expect(services.blockSources.collections.items(query, 'http://169.254.169.254/latest')).rejects.toBeInstanceOf(
      OutboundRefusedError,
    )
  })

  it('the regional news refuses the metadata address', async () => {
    await expect(
      services.blockSources.news.list({ lang: 'en', market: 'AE', page: 1 }, 'http://169.254.169.254/latest'),
    ).rejects.toBeInstanceOf(OutboundRefusedError)
  })
})
