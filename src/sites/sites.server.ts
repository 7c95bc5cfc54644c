import { asc } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { sites } from '~/db/schema/index.ts'
import { normaliseBasePath, normaliseHostname } from './sites.ts'

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

export async function addSite(db: Db, input: z.infer<typeof newSiteSchema>) {
  const existing = await listSites(db)
  if (existing.some((s) => s.key === input.key)) throw new Error(`A site with key "${input.key}" already exists.`)
  const [row] = await db
    .insert(sites)
    .values({ ...input, hostnames: input.hostnames.map(normaliseHostname) })
    .returning()
  return row!
}

export async function listSites(db: Db) {
  return db.select().from(sites).orderBy(asc(sites.id))
}
