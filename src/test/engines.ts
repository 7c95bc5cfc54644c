import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import {
  listenOnPostgres,
  PGLITE_START_PARAMS,
  preparedOnPglite,
  preparedOnPool,
  transactionOnPglite,
  transactionOnPool,
  type Database,
  type Db,
} from '~/db/client.server.ts'
import * as schema from '~/db/schema/index.ts'
import { ensureDefaultSite } from '~/server/boot.server.ts'

/**
 * Runs a data/API suite on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * Starting PGlite costs seconds of CPU, so each test worker starts ONE PGlite and each suite
 * gets a schema of its own in it (migrated, then dropped afterwards). On PostgreSQL the run has
 * one database (made by src/test/global-setup.ts, dropped at the end) and each suite a schema
 * in it. The schema is reached through `search_path`, so the product's unqualified SQL needs no
 * change (docs/decisions/033).
 */
export const engines = ['pglite', ...(inject('postgresTestUrl') ? (['postgres'] as const) : [])] as const

export function describeEachEngine(name: string, suite: (get: () => TestDatabase) => void) {
  describe.each(engines)(`${name} [%s]`, (engine) => {
    let current: TestDatabase | null = null
    beforeAll(async () => {
      current = await createTestDatabase(engine)
    })
    afterAll(async () => {
      await current?.dispose()
    })
    suite(() => {
      if (!current) throw new Error('test database not ready')
      return current
    })
  })
}

export interface TestDatabase {
  database: Database
  siteId: number
  /** The suite's own schema (a job queue's tables go there too). */
  schema: string
  /** Runs `task` when the suite ends, before its schema is dropped (a started job queue stops). */
  onDispose(task: () => Promise<void>): void
  dispose(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url))
let suiteCount = 0
let workerPglite: Promise<PGlite> | null = null

/** The generated migrations, with drizzle-kit's `"public".` references pointed at `schemaName`. */
function migrationStatements(schemaName: string) {
  return readMigrationFiles({ migrationsFolder })
    .flatMap((migration) => migration.sql)
    .map((statement) => statement.replaceAll('"public".', `"${schemaName}".`))
    .filter((statement) => statement.trim() !== '')
}

export async function createTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  const schemaName = `suite_${process.pid}_${++suiteCount}`
  const statements = migrationStatements(schemaName)
  let database: Database
  let dropSchema: () => Promise<void>

  if (engine === 'pglite') {
    workerPglite ??= PGlite.create('memory://', { startParams: PGLITE_START_PARAMS })
    const client = await workerPglite
    // NOTE: PGlite is one session; suites of a worker run one after the other, so the session's
    // search_path is this suite's while it runs.
    // One call for the whole migration: a call per statement cost a third of a suite's start.
    await client.exec([`CREATE SCHEMA "${schemaName}"`, `SET search_path TO "${schemaName}"`, ...statements].join(';\n'))
    database = {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      engine: 'pglite',
      migrate: async () => {},
      close: async () => {},
      listen: async (channel, handler) => client.listen(channel, handler),
      executePrepared: preparedOnPglite(client),
      transaction: transactionOnPglite(client),
    }
    dropSchema = async () => {
      await client.exec(`DROP SCHEMA "${schemaName}" CASCADE; SET search_path TO public`)
    }
  } else {
    const connectionString = inject('postgresTestUrl')!
    const setup = new pg.Client({ connectionString })
    await setup.connect()
    await setup.query([`CREATE SCHEMA "${schemaName}"`, `SET search_path TO "${schemaName}"`, ...statements].join(';\n'))
    await setup.end()
    const pool = new pg.Pool({ connectionString, max: 10, options: `-c search_path=${schemaName}` })
    let closed: Promise<void> | null = null
    const close = () => (closed ??= pool.end())
    database = {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      migrate: async () => {},
      close,
      listen: (channel, handler, onReconnect) => listenOnPostgres({ connectionString }, channel, handler, onReconnect),
      executePrepared: preparedOnPool(pool),
      transaction: transactionOnPool(pool),
    }
    dropSchema = async () => {
      await close()
      const cleanup = new pg.Client({ connectionString })
      await cleanup.connect()
      await cleanup.query(`DROP SCHEMA "${schemaName}" CASCADE`)
      await cleanup.end()
    }
  }
  const tasks: (() => Promise<void>)[] = []
  return {
    database,
    siteId: await ensureDefaultSite(database),
    schema: schemaName,
    onDispose: (task) => tasks.push(task),
    dispose: async () => {
      for (const task of tasks.splice(0)) await task()
      await dropSchema()
    },
  }
}
