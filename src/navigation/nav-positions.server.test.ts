import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { navEntries } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

// Concurrent navigation writes once gave siblings the same position.

interface Entry {
  id: number
  label: string
  position: number
  parent_id: number | null
  children: Entry[]
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describeEachEngine('navigation positions under concurrency', (db) => {
  let admin: TestClient
  beforeAll(async () => {
    admin = (await clientsByRole(db())).admin
  })
  const create = async (body: Record<string, unknown>) => {
    const response = await admin.request('/api/admin/nav-entries', json('POST', body))
    return { status: response.status, entry: (await response.json()).data as Entry }
  }
  const children = async (parentId: number, version = 1) => {
    const find = (entries: Entry[]): Entry | undefined =>
      entries.find((e) => e.id === parentId) ?? entries.map((e) => find(e.children)).find(Boolean)
    const tree = (await (await admin.request(`/api/admin/nav-entries?version=${version}`)).json()).data as Entry[]
    return find(tree)!.children
  }

  it('20 concurrent adds under one parent get positions 0..19, each once', async () => {
    const { entry: parent } = await create({ label: 'Concurrent parent' })
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create({ label: `Child ${i}`, parent_id: parent.id })))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    expect(results.map((r) => r.entry.position).sort((a, b) => a - b)).toEqual([...Array(20).keys()])
    expect((await children(parent.id)).map((e) => e.position)).toEqual([...Array(20).keys()])
  })

  it('concurrent moves and adds keep every sibling list numbered 0, 1, 2 … without repeats', async () => {
    const { entry: from } = await create({ label: 'Move source' })
    const { entry: to } = await create({ label: 'Move target' })
    const moving = await Promise.all(Array.from({ length: 10 }, (_, i) => create({ label: `Mover ${i}`, parent_id: from.id })))
    const answers = await Promise.all([
      ...moving.map(({ entry }, i) =>
        admin.request(`/api/admin/nav-entries/${entry.id}/move`, json('POST', { parent_id: i % 2 ? to.id : from.id, position: 0 })),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        admin.request('/api/admin/nav-entries', json('POST', { label: `Added ${i}`, parent_id: to.id })),
      ),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(5).fill(201)].sort())
    expect((await children(from.id)).map((e) => e.position)).toEqual([0, 1, 2, 3, 4])
    expect((await children(to.id)).map((e) => e.position)).toEqual([...Array(10).keys()])
  })

  it('the database refuses two siblings at one position, also at the top level (deferred unique constraint)', async () => {
    const { entry: first } = await create({ label: 'Top-level first', version: 2 })
    const duplicate = db().database.db.transaction(async (tx) => {
      await tx.insert(navEntries).values({ siteId: db().siteId, version: 2, parentId: null, label: 'Duplicate', position: first.position })
    })
    // node-postgres's error is the cause of drizzle's 'Failed query: commit'; PGlite's is the error itself.
    const error = await duplicate.then(
      () => null,
      (e: Error) => e,
    )
    expect(`${error?.message} ${(error?.cause as Error | undefined)?.message}`).toMatch(/nav_entries_sibling_position/)
    // Deferred: a move may pass through a repeat inside its transaction, as long as it is gone at commit.
    const { entry: second } = await create({ label: 'Top-level second', version: 2 })
    await db().database.db.transaction(async (tx) => {
      await tx.execute(sql`update nav_entries set position = ${first.position} where id = ${second.id}`)
      await tx.execute(sql`update nav_entries set position = ${second.position} where id = ${first.id}`)
    })
  })
})
