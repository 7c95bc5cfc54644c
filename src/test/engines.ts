import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { openDatabase, type Database } from '~/db/client.server.ts'
import { ensureDefaultSite } from '~/server/boot.server.ts'

/**
 * Runs a data/API suite on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set.
 * Each PostgreSQL run gets its own database, dropped afterwards (nothing shared between runs).
 */
export const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const

export function describeEachEngine(name: string, suite: (get: () => TestDatabase) => void) {
  describe.each(engines)(`${name} [%s]`, (engine) => {
    let current: TestDatabase | null = null
    beforeAll(async () => { current = await createTestDatabase(engine) })
    afterAll(async () => { await current?.dispose() })
    suite(() => {
      if (!current) throw new Error('test database not ready')
      return current
    })
  })
}

export interface TestDatabase { database: Database; siteId: number; dispose(): Promise<void> }

export async function createTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = openDatabase({ dataDir: 'memory://' })
    await database.migrate()
    return { database, siteId: await ensureDefaultSite(database), dispose: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), dataDir: 'memory://' })
  await database.migrate()
  return {
    database,
    siteId: await ensureDefaultSite(database),
    async dispose() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
