import { beforeAll, expect, it } from 'vitest'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

// 50 concurrent draft saves all succeeded, the last writer won and nobody was told.

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const doc = (quote: string) => ({ title: 'Conflicts', blocks: [{ template: 'quote', fields: { quote } }] })

describeEachEngine('draft saves carry the revision they started from', (db) => {
  let clients: Awaited<ReturnType<typeof clientsByRole>>
  let editor: TestClient
  beforeAll(async () => {
    clients = await clientsByRole(db())
    editor = clients.editor
  })
  const call = async (client: TestClient, method: string, path: string, body?: unknown) => {
    const response = await client.request(`/api/content/editor${path}`, { method, ...(body === undefined ? {} : json(body)) })
    return { status: response.status, body: await response.json() }
  }
  const newPage = async (path: string) => (await call(editor, 'POST', '/pages', { path, title: 'Conflicts' })).body.data
  const opened = async (id: number) => (await call(editor, 'GET', `/pages/${id}`)).body.data

  it('of 50 concurrent saves from one revision exactly one is saved; 49 get 409 naming who and when', async () => {
    const page = await newPage('/race')
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc(`Save ${i}`), revision: page.revision }),
      ),
    )
    const statuses = saves.map((s) => s.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)

    const winner = saves.findIndex((s) => s.status === 200)
    expect(saves[winner]!.body.data.page.revision).toBe(page.revision + 1)
    const now = await opened(page.id)
    expect(now.document.blocks[0].fields.quote).toBe(`Save ${winner}`)
    expect(now.page.revision).toBe(page.revision + 1)

    const refused = saves.find((s) => s.status === 409)!.body.errors[0]
    expect(refused).toMatchObject({
      status: '409',
      title: expect.stringMatching(/^The page was changed by editor-\S+@example\.com at \d{4}-\d\d-\d\dT/),
      source: { pointer: '/revision' },
      meta: { conflict: { revision: page.revision + 1, changed_by: expect.stringMatching(/^editor-/), changed_at: expect.any(String) } },
    })
    expect(Date.now() - Date.parse(refused.meta.conflict.changed_at)).toBeLessThan(60_000)
  })

  it('a save with the current revision succeeds and bumps it; the revision it replaced is then stale', async () => {
    const page = await newPage('/in-turn')
    const first = await call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('One'), revision: page.revision })
    expect(first.status).toBe(200)
    const next = first.body.data.page.revision
    expect(next).toBe(page.revision + 1)
    const second = await call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('Two'), revision: next })
    expect(second).toMatchObject({ status: 200, body: { data: { page: { revision: next + 1 } } } })
    expect((await call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('Stale'), revision: next })).status).toBe(409)
    expect((await opened(page.id)).document.blocks[0].fields.quote).toBe('Two')
  })

  it('two processes on one database agree: the second editor hears who saved first', async () => {
    // Each client is an app of its own (its own services) over one database, like two instances.
    expect(clients.admin.services).not.toBe(editor.services)
    const page = await newPage('/two-editors')
    const [mine, theirs] = await Promise.all([
      call(clients.admin, 'PUT', `/pages/${page.id}/draft`, { document: doc('Admin'), revision: page.revision }),
      call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('Editor'), revision: page.revision }),
    ])
    expect([mine.status, theirs.status].sort()).toEqual([200, 409])
    const loser = mine.status === 409 ? mine : theirs
    expect(loser.body.errors[0].meta.conflict.changed_by).toMatch(mine.status === 409 ? /^editor-/ : /^admin-/)
  })

  it('publishing, restoring, renaming and discarding bump the revision, so an open editor cannot overwrite them', async () => {
    const page = await newPage('/other-changes')
    let revision = page.revision
    const steps: [string, string, unknown?][] = [
      ['POST', '/publish'],
      ['POST', '/versions/1/restore'],
      ['PATCH', '', { title: 'Renamed meanwhile' }],
      ['DELETE', '/draft'],
    ]
    for (const [method, path, body] of steps) {
      expect((await call(editor, method, `/pages/${page.id}${path}`, body)).status, `${method} ${path}`).toBeLessThan(300)
      const stale = await call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('Stale'), revision })
      expect(stale.status, `a save after ${method} ${path}`).toBe(409)
      revision = stale.body.errors[0].meta.conflict.revision
    }
    expect((await opened(page.id)).document.title).toBe('Renamed meanwhile')
  })

  it('publishing with a revision publishes only that one', async () => {
    const page = await newPage('/publish-what-i-see')
    const saved = await call(editor, 'PUT', `/pages/${page.id}/draft`, { document: doc('Theirs'), revision: page.revision })
    const stale = await call(editor, 'POST', `/pages/${page.id}/publish`, { revision: page.revision })
    expect(stale.status).toBe(409)
    const current = await call(editor, 'POST', `/pages/${page.id}/publish`, { revision: saved.body.data.page.revision })
    expect(current).toMatchObject({ status: 200, body: { data: { version: 1 } } })
  })

  it.each([
    ['no revision', { document: doc('x') }],
    ['a revision that is not a positive integer', { document: doc('x'), revision: '1' }],
    ['revision 0', { document: doc('x'), revision: 0 }],
    ['a revision no page can have', { document: doc('x'), revision: 2 ** 31 }],
  ])('refuses a save with %s (400)', async (_what, body) => {
    const page = await newPage(`/bad-revision-${Math.random().toString(36).slice(2)}`)
    const answer = await call(editor, 'PUT', `/pages/${page.id}/draft`, body)
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ status: '400', source: { pointer: '/revision' } }] } })
  })
})
