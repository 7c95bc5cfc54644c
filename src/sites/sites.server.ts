import { asc } from 'drizzle-orm'
import { z } from 'zod'
import type { Db, Tx } from '~/db/client.server.ts'
import { takeTurns } from '~/db/turns.server.ts'
import { bumpContentRevision } from './revision.server.ts'
import { sites } from '~/db/schema/index.ts'
import { marketShadowing, normaliseBasePath, normaliseHostname } from './sites.ts'

export const newSiteSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'use lowercase letters, digits and dashes (e.g. ae-ar)'),
  name: z.string().trim().min(1, 'name is required').max(100),
  // Stored as markets compare them: `Example.COM.` is kept as `example.com`.
  hostnames: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9.-]{1,253}$/i, 'not a host name')
        .transform(normaliseHostname)
        .pipe(z.string().min(1, 'not a host name')),
    )
    .max(20),
  basePath: z
    .string()
    .regex(/^\/([\w-]+\/?)*$/, 'must be a path such as / or /ar')
    .transform(normaliseBasePath),
})

/** A new market refused: its key is taken, or another market answers its address. */
export class SiteConflictError extends Error {}

/**
 * Adds a market. Refused, naming the market, when its key is taken or another market already
 * answers its host and base path (marketShadowing: the new one could never be reached). Adds take
 * turns on a transaction-scoped lock, so two at once cannot both take one address.
 */
export async function addSite(db: Db, input: z.infer<typeof newSiteSchema>) {
  const hostnames = input.hostnames.map(normaliseHostname)
  const basePath = normaliseBasePath(input.basePath)
  return db.transaction(async (tx) => {
    await takeTurns(tx, 'forecourt.sites')
    const existing = await listSites(tx)
    if (existing.some((s) => s.key === input.key)) throw new SiteConflictError(`A site with key "${input.key}" already exists.`)
    const shadowing = marketShadowing(existing, { hostnames, basePath })
    if (shadowing) {
      const where = shadowing.host ?? (shadowing.site.hostnames.length === 0 ? 'every host' : 'every host no market names')
      throw new SiteConflictError(
        `Market "${shadowing.site.key}" already answers ${where} at base path ${basePath}: a market added there could never be reached. Choose another base path or host. Nothing was saved.`,
      )
    }
    const [row] = await tx
      .insert(sites)
      .values({ ...input, hostnames, basePath })
      .returning()
    // Running processes keep the list of markets: told now, they answer at the new market at once.
    await bumpContentRevision(tx, row!.id)
    return row!
  })
}

export async function listSites(db: Db | Tx) {
  return db.select().from(sites).orderBy(asc(sites.id))
}
