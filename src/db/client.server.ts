import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { projectRoot } from '~/lib/paths.server.ts'
import * as schema from './schema/index.ts'
import { lockDataDirectory } from './data-dir-lock.server.ts'
import { takeTurnsByClient } from './client-turns.server.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * LISTEN on a channel: `handler` gets each NOTIFY's payload, from any process on the database.
   * On PostgreSQL a dedicated connection listens and reconnects (calling `onReconnect`, since
   * notifications sent meanwhile are lost). Resolves to a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>
  /**
   * Runs a statement compiled once (`prepareStatement`) with values for its placeholders; on
   * PostgreSQL as a named prepared statement, so each connection also parses and plans it once
   * (ADR 094). Rows come as the driver parses them (a timestamp may be a Date or a string).
   */
  executePrepared<Row>(statement: PreparedStatement, values: Record<string, unknown>): Promise<Row[]>
  /**
   * Runs `work` in one transaction on one connection, committed when it resolves and rolled back
   * when it throws: a hot path's prepared statement and another library's statements (the job
   * queue's) written together, without Drizzle's transaction wrapper.
   */
  transaction<T>(work: (session: Session) => Promise<T>): Promise<T>
}

/** The statements of one `Database.transaction`. */
export interface Session {
  executePrepared<Row>(statement: PreparedStatement, values: Record<string, unknown>): Promise<Row[]>
  /** A statement given as `$1 … $n` text and values; with `name`, prepared once per connection on PostgreSQL. */
  query<Row>(text: string, values: readonly unknown[], name?: string): Promise<Row[]>
}

const RECONNECT_MS = 1000
/** Turns Drizzle's SQL into text and values for a statement the driver runs itself (executePrepared). */
const dialect = new PgDialect()

/** A hot statement's text and parameters, compiled from Drizzle's SQL once (ADR 094). */
export interface PreparedStatement {
  /** The name PostgreSQL prepares it under (one text per name). */
  name: string
  text: string
  /** Values and `sql.placeholder`s, in the text's order. */
  params: unknown[]
}

/**
 * A prepared statement's name for `text`: `prefix` and a digest of the text, so two texts never
 * share a name (PostgreSQL would refuse the second) and every process and queue agrees on each.
 */
export const statementName = (prefix: string, text: string) => `${prefix}-${createHash('sha256').update(text).digest('hex').slice(0, 24)}`

/** A prepared statement's value `name`, cast to the SQL `type` (PostgreSQL cannot always infer it in a CTE). */
export const typedPlaceholder = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`

/** Compiles `query`, whose changing values are `sql.placeholder(name)`s, for `executePrepared`. */
export function prepareStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { name: statementName(name, text), text, params }
}

/** `Database.executePrepared` on a PostgreSQL pool: named statements, prepared once per connection. */
export const preparedOnPool =
  (pool: pg.Pool) =>
  async <Row>({ name, text, params }: PreparedStatement, values: Record<string, unknown>): Promise<Row[]> =>
    (await pool.query({ name, text, values: fillPlaceholders(params, values) })).rows as Row[]

/** `Database.executePrepared` on PGlite, whose one session runs it as an unnamed statement. */
export const preparedOnPglite =
  (pglite: PGlite) =>
  async <Row>({ text, params }: PreparedStatement, values: Record<string, unknown>): Promise<Row[]> =>
    (await pglite.query<Row>(text, fillPlaceholders(params, values))).rows

/** `Database.transaction` on a PostgreSQL pool: one connection from BEGIN to COMMIT. */
export const transactionOnPool =
  (pool: pg.Pool) =>
  async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    const query = async <Row>(text: string, values: readonly unknown[], name?: string) =>
      (await client.query({ ...(name && { name }), text, values: [...values] })).rows as Row[]
    let broken: Error | undefined
    try {
      await client.query('BEGIN')
      const result = await work({
        query,
        executePrepared: ({ name, text, params }, values) => query(text, fillPlaceholders(params, values), name),
      })
      await client.query('COMMIT')
      return result
    } catch (error) {
      // A connection whose ROLLBACK fails is in an unknown state: the pool closes it instead of reusing it.
      await client.query('ROLLBACK').catch((failure: Error) => (broken = failure))
      throw error
    } finally {
      client.release(broken)
    }
  }

/** `Database.transaction` on PGlite: its own transaction, which holds the one session until it ends. */
export const transactionOnPglite =
  (pglite: PGlite) =>
  <T>(work: (session: Session) => Promise<T>): Promise<T> =>
    pglite.transaction(async (tx) => {
      const query = async <Row>(text: string, values: readonly unknown[]) => (await tx.query<Row>(text, [...values])).rows
      return work({ query, executePrepared: ({ text, params }, values) => query(text, fillPlaceholders(params, values)) })
    })

/** A dedicated PostgreSQL connection that LISTENs on `channel` and comes back after a failure. */
export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
) {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client(config)
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '')
    })
    next.on('error', () => {
      /* 'end' follows and schedules the reconnect */
    })
    next.on('end', () => {
      if (stopped || client !== next) return
      client = null
      retry = setTimeout(() => {
        connect(true).catch(() => {})
      }, RECONNECT_MS)
    })
    try {
      await next.connect()
      await next.query(`LISTEN "${channel}"`)
    } catch (error) {
      await next.end().catch(() => {})
      if (!reconnecting) throw error
      if (!stopped)
        retry = setTimeout(() => {
          connect(true).catch(() => {})
        }, RECONNECT_MS)
      return
    }
    client = next
    if (reconnecting) onReconnect?.()
  }
  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

/**
 * PGlite's own start parameters, with smaller buffers: its defaults (shared_buffers 128 MB) suit a
 * database server, but PGlite lives inside the web process, whose memory they inflate (the
 * demo process stays within 300 MB). The embedded default serves one market's pages, not a warehouse.
 */
export const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j'],
  ...['-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0'],
  ...['-c', 'max_parallel_maintenance_workers=0', '-c', 'io_method=sync'],
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'work_mem=2MB', '-c', 'temp_buffers=2MB'],
]

const migrationsFolder = join(projectRoot, 'src/db/migrations')

/** Where PGlite keeps its database in DATA_DIR (`memory://`: in memory, for tests). */
export const pgliteDirectory = (dataDir: string) => (dataDir === 'memory://' ? 'memory://' : join(dataDir, 'pglite'))

/** Whether DATA_DIR holds no PGlite database yet (opening it will create one). */
export const isNewPgliteDirectory = (dataDir: string) =>
  dataDir !== 'memory://' && !existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'))

/**
 * One schema, one migration path for both engines (ADR 001).
 * `url` set → PostgreSQL; otherwise PGlite in `dataDir` (`memory://` for tests).
 */
export function openDatabase(options: { url?: string; dataDir: string }): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, handler, onReconnect) => listenOnPostgres({ connectionString: options.url }, channel, handler, onReconnect),
      executePrepared: preparedOnPool(pool),
      transaction: transactionOnPool(pool),
    }
  }
  const location = pgliteDirectory(options.dataDir)
  if (location !== 'memory://') mkdirSync(location, { recursive: true })
  // PGlite is a single session for the whole process: one process at a time on a directory.
  const unlock = location === 'memory://' ? () => {} : lockDataDirectory(options.dataDir)
  const client = takeTurnsByClient(new PGlite(location, { startParams: PGLITE_START_PARAMS }))
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close()
      unlock()
    },
    // One process owns a PGlite database, so its notifications never come from elsewhere.
    listen: async (channel, handler) => client.listen(channel, handler),
    executePrepared: preparedOnPglite(client),
    transaction: transactionOnPglite(client),
  }
}
