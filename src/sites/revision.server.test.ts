import { expect, it, vi } from 'vitest'
import { createContentService } from '~/content/content.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { bumpContentRevision, onContentChanged } from './revision.server.ts'

describeEachEngine('content changes reach every process (ADR 034)', (db) => {
  it('notifies listeners of a committed change, not of a rolled-back one', async () => {
    const { database, siteId } = db()
    const heard: string[] = []
    const stop = await database.listen('forecourt_content_changed', (payload) => heard.push(payload))
    try {
      await database.db
        .transaction(async (tx) => {
          await bumpContentRevision(tx, siteId)
          tx.rollback()
        })
        .catch(() => {})
      await bumpContentRevision(database.db, siteId)
      await vi.waitFor(() => expect(heard).toContain(String(siteId)), { timeout: 5_000 })
      expect(heard.filter((payload) => payload === String(siteId))).toHaveLength(1)
    } finally {
      await stop()
    }
  })

  it('another process serves the new revision within a second, long before its backstop refresh', async () => {
    const { database, siteId } = db()
    // The reader's clock stands still, so only a notification can refresh its view of the sites.
    const reader = createContentService(database.db, () => 0)
    const before = (await reader.siteByKey())!
    expect(before.id).toBe(siteId)
    const stop = await onContentChanged(database, () => reader.invalidate())
    try {
      await bumpContentRevision(database.db, siteId)
      expect((await createContentService(database.db, () => 0).siteByKey())!.contentRevision).toBe(before.contentRevision + 1)
      await vi.waitFor(async () => expect((await reader.siteByKey())!.contentRevision).toBe(before.contentRevision + 1), { timeout: 5_000 })
    } finally {
      await stop()
    }
  })
})
