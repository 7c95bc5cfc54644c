import type { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import { statementName, type Database, type Session, type Tx } from '~/db/client.server.ts'

/**
 * pg-boss's database port (`executeSql(text, values)`) over the process's own connection, so the
 * queue needs no pool of its own and runs on both engines (ADR 037): the PostgreSQL pool, or the
 * one PGlite session. pg-boss sends its schema migrations as one multi-statement text without
 * values, which only PGlite's `exec` accepts.
 */
/** More texts than pg-boss has would mean texts with values inside: those run unnamed. */
const MAX_NAMED_STATEMENTS = 50

export function executorFor(database: Database): PgBoss.Db {
  // `$client` is Drizzle's handle on the driver it was given (a pg.Pool or a PGlite).
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client
  if (database.engine === 'postgres') {
    const pool = client as pg.Pool
    // pg-boss's statements with values (fetch, complete, fail, send) are few and each always the
    // same text: named, each connection parses and plans them once (ADR 094).
    const names = new Map<string, string>()
    return {
      executeSql(text, values) {
        if (!values || values.length === 0) return pool.query(text)
        let name = names.get(text)
        // Named by the text itself: every queue on the pool (tests run several) agrees on each name.
        if (name === undefined && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = statementName('boss', text)))
        return pool.query(name ? { name, text, values } : { text, values })
      },
    }
  }
  const pglite = client as PGlite
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values)
      try {
        const results = await pglite.exec(text)
        return results.at(-1) ?? { rows: [] }
      } catch (error) {
        // NOTE: a failed `BEGIN; …; COMMIT;` text leaves the one PGlite session inside an aborted
        // transaction, which would fail every later query of the process: roll it back.
        if (pglite.isInTransaction()) await pglite.exec('ROLLBACK')
        throw error
      }
    },
  }
}

/**
 * pg-boss's database port inside a Drizzle transaction, on either engine: a job sent with it is
 * written with the caller's rows and exists only if they commit (the transactional outbox).
 */
export function executorInTransaction(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(withParameters(text, values ?? []))) as unknown as { rows: unknown[] }
      return { rows: result.rows }
    },
  }
}

/**
 * pg-boss's database port inside a `Database.transaction`: as `executorInTransaction`, on the
 * session's own connection, each of pg-boss's texts prepared once per connection on PostgreSQL.
 */
export function executorInSession(session: Session): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: await session.query(text, values ?? [], statementName('boss', text)) }
    },
  }
}

/** pg-boss's `$1 … $n` text as a Drizzle query, each placeholder bound to its value. */
export function withParameters(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/)
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)))
}
