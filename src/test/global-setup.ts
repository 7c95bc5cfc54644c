import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL database (each suite makes a schema in it), or null without TEST_DATABASE_URL. */
    postgresTestUrl: string | null
  }
}

/**
 * With TEST_DATABASE_URL set, makes one PostgreSQL database for the whole run and drops it at the
 * end, so nothing is shared with another run (src/test/engines.ts gives each suite a schema in it).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    project.provide('postgresTestUrl', null)
    return
  }
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  project.provide('postgresTestUrl', url.toString())
  return () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
