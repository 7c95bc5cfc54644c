import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { pages } from '~/db/schema/index.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { createEditorPages } from './pages.server.ts'

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
})
