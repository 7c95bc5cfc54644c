import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockConfigEntries } from '~/db/schema/index.ts'
import { log } from '~/lib/log.server.ts'
import { findConfiguratorBuild, readConfiguratorConfig, type ConfiguratorConfig } from '../rules/configurator-builds.ts'

/**
 * The market's configurator builds (ADR 101): the `configurator` section of its
 * `config_order_online` config entry (the configurator journey's own config type, spec 3 §9),
 * edited in the back office's inventory config or imported with the market's bundle.
 */
export async function configuratorConfig(db: Db, siteId: number): Promise<ConfiguratorConfig> {
  const rows = await db
    .select({ state: stockConfigEntries.vehicleState, data: stockConfigEntries.data })
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.configType, 'config_order_online')))
  // A build is new (spec 3 §3 Configurator vehicle): the entry for new vehicles, else the market's.
  const entry = rows.find((row) => row.state === 'new') ?? rows.find((row) => row.state === null)
  const { config, problem } = readConfiguratorConfig(entry?.data)
  if (problem) log.warn({ siteId, problem }, 'Configurator builds unreadable: none offered')
  return config
}

/** The build a config_url names in the market (invalid → 400, unknown → 404). */
export async function lookUpBuild(db: Db, siteId: number, configUrl: string | null | undefined) {
  return findConfiguratorBuild(await configuratorConfig(db, siteId), configUrl)
}
