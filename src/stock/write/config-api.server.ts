import { and, asc, eq, inArray } from 'drizzle-orm'
import { bumpContentRevision } from '~/sites/revision.server.ts'
import { Hono, type Context, type Next } from 'hono'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { recordAudit } from '~/audit/audit.server.ts'
import { stockConfigEntries, STOCK_CONFIG_KINDS } from '~/db/schema/index.ts'
import { idParam, parseJsonBody, problem } from '~/lib/api-problems.ts'
import { declareRoutes, type AccessRules, type ApiRoute } from '~/lib/api-routes.server.ts'
import { configKindOf, SITE_CONFIG_TYPES, type SiteConfigType } from '../rules/config-types.ts'
import { configEntryInputSchema } from './config.ts'
import { refreshContentAfterWrite } from '~/lib/refresh-after-write.server.ts'

/**
 * /api/inventory/admin/config_entries: the market's showroom and order-online config entries
 * (spec 3 §6 "the admin configures … the showroom and order-online config entries"), for its
 * administrators; CSRF as every /api write (src/server/app.server.ts). Showroom entries are
 * checked with the showroom config schema; order-online entries are any JSON object. Every write
 * is audited. Its routes are declared (`routes`) for the inventory API's document.
 */
type Row = typeof stockConfigEntries.$inferSelect
const toEntry = (r: Row) => ({
  id: String(r.id),
  type: 'config_entry' as const,
  attributes: {
    config_type: r.configType,
    kind: r.kind,
    state: r.vehicleState,
    data: r.data,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  },
})

const entrySchema = z.object({
  id: z.string(),
  type: z.literal('config_entry'),
  attributes: z.object({
    config_type: z.string(),
    kind: z.enum(STOCK_CONFIG_KINDS),
    state: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
})
const idParams = z.object({ id: z.string().describe("The entry's id, a whole number.") })

/** Answers cached by nobody: they are one market's administration. */
async function noStore(c: Context, next: Next) {
  await next()
  c.header('cache-control', 'private, no-store')
}

/**
 * The routes on a Hono app of their own (`app`), with their declarations (`routes`) for the
 * document of the API that mounts them (the inventory API), whose access rules (`access`) guard
 * them: every route is its administrators'.
 */
export function configEntriesAdminApi(access: AccessRules<'admin'>) {
  const api = new Hono()
  const declared = declareRoutes(api, access)
  // After the admin guard, as each route had them: no-store, and a write bumped the content revision (ADR 088).
  const route = (declaration: ApiRoute<'admin'>, handler: (c: Context) => Promise<Response>) =>
    declared.route(declaration, noStore, refreshContentAfterWrite, handler)
  const notFound = (id: string | undefined) => problem(404, 'Config entry not found', `No config entry ${String(id).slice(0, 20)}`)
  const db = (c: Context) => c.get('services').database.db

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Config entries, optionally of some types.',
      access: 'admin',
      query: z.object({
        config_type: z
          .string()
          .optional()
          .describe(`Config types, comma-joined or repeated (none: all); one of ${SITE_CONFIG_TYPES.join(', ')}.`),
      }),
      ok: [200, z.object({ data: z.array(entrySchema) })],
      errors: [400],
    },
    async (c) => {
      const types = (c.req.queries('config_type') ?? [])
        .flatMap((v) => v.split(','))
        .map((t) => t.trim())
        .filter(Boolean)
      const unknown = types.find((t) => !(SITE_CONFIG_TYPES as readonly string[]).includes(t))
      if (unknown !== undefined)
        return c.json(
          {
            errors: [
              {
                status: '400',
                title: 'Invalid query parameter',
                detail: `config_type: ${unknown.slice(0, 60)} is not known`,
                source: { parameter: 'config_type' },
              },
            ],
          },
          400,
        )
      const rows = await db(c)
        .select()
        .from(stockConfigEntries)
        .where(
          and(
            eq(stockConfigEntries.siteId, c.get('site').id),
            types.length > 0 ? inArray(stockConfigEntries.configType, types) : undefined,
          ),
        )
        .orderBy(asc(stockConfigEntries.id))
      return c.json({ data: rows.map(toEntry) })
    },
  )

  const find = async (siteId: number, id: number | null, database: Db) => {
    if (id === null) return null
    const [row] = await database
      .select()
      .from(stockConfigEntries)
      .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.id, id)))
    return row ?? null
  }

  route(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One config entry.',
      access: 'admin',
      params: idParams,
      ok: [200, z.object({ data: entrySchema })],
      errors: [404],
    },
    async (c) => {
      const row = await find(c.get('site').id, idParam(c.req.param('id')), db(c))
      return row ? c.json({ data: toEntry(row) }) : c.json(notFound(c.req.param('id')), 404)
    },
  )

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Adds a config entry.',
      access: 'admin',
      body: configEntryInputSchema,
      ok: [201, z.object({ data: entrySchema })],
      errors: [400, 422],
    },
    async (c) => {
      const body = await parseJsonBody(c, configEntryInputSchema, 'Invalid config entry')
      if (!body.ok) return body.response
      const input = body.data
      const row = await db(c).transaction(async (tx) => {
        const [made] = await tx
          .insert(stockConfigEntries)
          .values({
            siteId: c.get('site').id,
            kind: configKindOf(input.config_type as SiteConfigType),
            configType: input.config_type,
            vehicleState: input.state,
            data: input.data as Record<string, unknown>,
          })
          .returning()
        await bumpContentRevision(tx, c.get('site').id)
        await recordAudit(tx, c.get('user')!, {
          siteId: c.get('site').id,
          action: 'stock_config_entry.create',
          entityType: 'stock_config_entry',
          entityId: made!.id,
          summary: `Added ${made!.configType} config${made!.vehicleState ? ` (${made!.vehicleState})` : ''}`,
          changes: { after: toEntry(made!).attributes },
        })
        return made!
      })
      return c.json({ data: toEntry(row) }, 201)
    },
  )

  route(
    {
      method: 'put',
      path: '/{id}',
      summary: 'Replaces a config entry.',
      access: 'admin',
      params: idParams,
      body: configEntryInputSchema,
      ok: [200, z.object({ data: entrySchema })],
      errors: [400, 404, 422],
    },
    async (c) => {
      const existing = await find(c.get('site').id, idParam(c.req.param('id')), db(c))
      if (!existing) return c.json(notFound(c.req.param('id')), 404)
      const body = await parseJsonBody(c, configEntryInputSchema, 'Invalid config entry')
      if (!body.ok) return body.response
      const input = body.data
      const row = await db(c).transaction(async (tx) => {
        const [changed] = await tx
          .update(stockConfigEntries)
          .set({
            kind: configKindOf(input.config_type as SiteConfigType),
            configType: input.config_type,
            vehicleState: input.state,
            data: input.data as Record<string, unknown>,
            updatedAt: new Date(),
          })
          .where(eq(stockConfigEntries.id, existing.id))
          .returning()
        await bumpContentRevision(tx, c.get('site').id)
        await recordAudit(tx, c.get('user')!, {
          siteId: c.get('site').id,
          action: 'stock_config_entry.update',
          entityType: 'stock_config_entry',
          entityId: existing.id,
          summary: `Changed ${changed!.configType} config`,
          changes: { before: toEntry(existing).attributes, after: toEntry(changed!).attributes },
        })
        return changed!
      })
      return c.json({ data: toEntry(row) })
    },
  )

  route(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Deletes a config entry.',
      access: 'admin',
      params: idParams,
      ok: [200, z.object({ data: z.object({ deleted: z.literal(true) }) })],
      errors: [404],
    },
    async (c) => {
      const existing = await find(c.get('site').id, idParam(c.req.param('id')), db(c))
      if (!existing) return c.json(notFound(c.req.param('id')), 404)
      await db(c).transaction(async (tx) => {
        await tx.delete(stockConfigEntries).where(eq(stockConfigEntries.id, existing.id))
        await bumpContentRevision(tx, c.get('site').id)
        await recordAudit(tx, c.get('user')!, {
          siteId: c.get('site').id,
          action: 'stock_config_entry.delete',
          entityType: 'stock_config_entry',
          entityId: existing.id,
          summary: `Deleted ${existing.configType} config`,
          changes: { before: toEntry(existing).attributes },
        })
      })
      return c.json({ data: { deleted: true } })
    },
  )
  return { app: api, routes: declared.routes }
}
