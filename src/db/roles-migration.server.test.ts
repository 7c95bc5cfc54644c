import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'

/**
 * Migration 0005 (ADR 041) on an install that has users with the old global role:
 * each becomes a grant for every market, so they keep what they could do, and users.role goes.
 * Run in a schema of its own inside one transaction, which is rolled back.
 */
describeEachEngine('migration 0005: roles per market', (db) => {
  it("turns each user's role into an every-market grant", async () => {
    const migrations = readMigrationFiles({ migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) })
    const index = migrations.findIndex((m) => m.sql.some((s) => s.includes('CREATE TABLE "user_roles"')))
    expect(index).toBe(5)
    const schema = `upgrade_${process.pid}_${Date.now()}`
    const statements = (from: number, to: number) =>
      migrations
        .slice(from, to)
        .flatMap((m) => m.sql)
        .map((s) => s.replaceAll('"public".', `"${schema}".`))
        .filter((s) => s.trim() !== '')

    const rollback = new Error('rollback')
    const result = await db()
      .database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`CREATE SCHEMA "${schema}"`))
        await tx.execute(sql.raw(`SET LOCAL search_path TO "${schema}"`))
        for (const statement of statements(0, index)) await tx.execute(sql.raw(statement))
        await tx.execute(sql`INSERT INTO sites (key, name, is_default) VALUES ('default', 'Default', true), ('fr', 'France', false)`)
        await tx.execute(
          sql`INSERT INTO users (email, role, password_hash) VALUES ('a@example.com', 'admin', 'x'), ('e@example.com', 'editor', null)`,
        )
        for (const statement of statements(index, index + 1)) await tx.execute(sql.raw(statement))
        const grants = await tx.execute(
          sql`SELECT u.email, r.site_id, r.role FROM user_roles r JOIN users u ON u.id = r.user_id ORDER BY u.email`,
        )
        const columns = await tx.execute(
          sql`SELECT column_name FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = 'users' AND column_name = 'role'`,
        )
        // One grant per user and market, "every market" included (NULLS NOT DISTINCT).
        const duplicate = await tx
          .execute(sql`INSERT INTO user_roles (user_id, site_id, role) SELECT id, NULL, 'editor' FROM users LIMIT 1`)
          .then(
            () => 'accepted',
            (error: Error & { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code ?? error.message,
          )
        throw Object.assign(rollback, { found: { grants: rowsOf(grants), columns: rowsOf(columns), duplicate } })
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
        return (error as typeof rollback & { found: unknown }).found
      })

    expect(result).toEqual({
      grants: [
        { email: 'a@example.com', site_id: null, role: 'admin' },
        { email: 'e@example.com', site_id: null, role: 'editor' },
      ],
      columns: [],
      duplicate: '23505',
    })
  })
})

/** node-postgres answers { rows }, PGlite's drizzle driver too. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows
