import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { pages } from '~/db/schema/index.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { emptyPageDocument } from '~/content/page-document.ts'
import { createEditorPages, EditorError } from './pages.server.ts'

describeEachEngine('the page tree of a market under a base path', (db) => {
  it("moving a published page leaves a redirect to its new address under the market's base path", async () => {
    const { services } = testApp(db())
    const user = await services.users.addUser({ email: 'tree@example.com', role: 'editor', password: 'a long editor password' })
    const editor = createEditorPages(db().database.db, db().siteId, user, '/ar')
    const page = await editor.create({ path: '/tour', title: 'Tour' })
    await editor.publish(page.id)
    await editor.update(page.id, { path: '/factory-tour' })
    const [left] = await db().database.db.select({ to: pages.to, type: pages.type }).from(pages).where(eq(pages.path, '/tour'))
    // The address a browser follows: '/factory-tour' alone is the other market's page (or none).
    expect(left).toEqual({ type: 'url_redirection', to: '/ar/factory-tour' })
  })

  it.each([
    ['/deals', '/ar/deals'],
    ['/sale', '/ar/sale?from=menu#top'],
  ])('a redirect from %s to its own browser address (%s) is refused, naming the field', async (path, to) => {
    const { services } = testApp(db())
    const user = await services.users.addUser({ email: `self${to.length}@example.com`, role: 'editor', password: 'a long editor password' })
    const editor = createEditorPages(db().database.db, db().siteId, user, '/ar')
    const page = await editor.create({ path, title: 'Deals' })
    const document = { ...emptyPageDocument(null), type: 'url_redirection', to }
    const refusal = await editor.saveDraft(page.id, document, page.revision).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(EditorError)
    expect(refusal).toMatchObject({ status: 422, problems: [{ pointer: '/document/to', message: expect.stringContaining(`/ar${path}`) }] })
    // The other market's page of that path is another address: a redirect there is saved.
    const saved = await editor.saveDraft(page.id, { ...document, to: path }, page.revision)
    expect(saved.revision).toBe(page.revision + 1)
  })
})
