import { beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { pages } from '~/db/schema/index.ts'
import { addSite } from '~/sites/sites.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { testApp } from '~/test/app.ts'
import { clientWithGrants, type GrantedClient } from '~/test/markets.ts'
import { createApp } from './app.server.ts'

/**
 * A market under a base path on a shared host (`/ar`) is edited at its own address:
 * `/ar/cms`, `/ar/admin` and their APIs and media under `/ar` are that market's, with the role
 * the user holds there; the host's root app paths stay the root market's.
 */
describeEachEngine('a market under a base path on a shared host', (db) => {
  let arId: number
  let arabicEditor: GrantedClient
  beforeAll(async () => {
    const ar = await addSite(db().database.db, { key: 'ar-base', name: 'Arabic', hostnames: [], basePath: '/ar' })
    arId = ar.id
    arabicEditor = await clientWithGrants(db(), [{ siteId: arId, role: 'editor' }])
  })
  const json = (method: string, body: unknown) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it("answers the market's editor API under its base path, with the role held there", async () => {
    const created = await arabicEditor.request('/ar/api/content/editor/pages', json('POST', { path: '/ar-only', title: 'Only in ar' }))
    expect(created.status).toBe(201)
    const [row] = await db().database.db.select().from(pages).where(eq(pages.path, '/ar-only'))
    expect(row?.siteId).toBe(arId)
    const listed = await (await arabicEditor.request('/ar/api/content/editor/pages')).json()
    expect(listed.data.map((p: { path: string }) => p.path)).toContain('/ar-only')
    // The root app paths are the root market's, where this editor has no role.
    expect((await arabicEditor.request('/api/content/editor/pages')).status).toBe(403)
    expect((await arabicEditor.request('/api/content/editor/pages', json('POST', { path: '/x', title: 'x' }))).status).toBe(403)
  })

  it("refuses a page of the root market under the other market's base path: that market answers there", async () => {
    const rootEditor = await clientWithGrants(db(), [{ siteId: db().siteId, role: 'editor' }])
    for (const path of ['/ar', '/ar/offers']) {
      const refused = await rootEditor.request('/api/content/editor/pages', json('POST', { path, title: 'Never shown' }))
      expect(refused.status, path).toBe(422)
      expect((await refused.json()).errors[0], path).toMatchObject({
        title: `The market at /ar answers at ${path}: choose another path.`,
        source: { pointer: '/path' },
      })
    }
    expect((await db().database.db.select().from(pages).where(eq(pages.path, '/ar/offers'))).length).toBe(0)
    // Only the base path's own segment: /arabic is the root market's.
    expect((await rootEditor.request('/api/content/editor/pages', json('POST', { path: '/arabic', title: 'Arabic' }))).status).toBe(201)
  })

  it("answers the market's media library under its base path", async () => {
    const response = await arabicEditor.request('/ar/media/api/v2/images')
    expect(response.status).toBe(200)
    expect((await response.json()).meta.total).toBe(0)
  })

  it('renders /ar/cms with the market, under its base path, from the address the visitor sent', async () => {
    const seen: { url: string; context: AppLoadContext }[] = []
    const app = createApp({
      services: arabicEditor.services,
      ssr: async (request, context) => {
        seen.push({ url: request.url, context })
        return new Response('<p>ok</p>', { headers: { 'content-type': 'text/html' } })
      },
    })
    const cookie = [...arabicEditor.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    for (const path of ['/ar/cms?page=3', '/ar/cms.data', '/ar/admin/settings', '/ar/cmsx', '/cms']) {
      expect((await app.request(path, { headers: { cookie } })).status).toBe(200)
    }
    expect(
      seen.map(({ url, context }) => [new URL(url).pathname + new URL(url).search, context.site.key, context.sitePath, context.appBase]),
    ).toEqual([
      ['/ar/cms?page=3', 'ar-base', '/cms', '/ar'],
      ['/ar/cms.data', 'ar-base', '/cms', '/ar'],
      ['/ar/admin/settings', 'ar-base', '/admin/settings', '/ar'],
      // A content path that only starts like an app path stays the market's page.
      ['/ar/cmsx', 'ar-base', '/cmsx', ''],
      ['/cms', 'default', '/cms', ''],
    ])
    expect(seen[0]!.context.user?.role).toBe('editor')
    expect(seen[4]!.context.user?.role).toBeNull()
  })

  // ADR 126: sign-in at the market's own address stays in the market; the return path is a path of this site only.
  it('signs in at /ar/auth/login: errors return to /ar/login, success to a safe path or the market home', async () => {
    const visitor = testApp(db())
    await visitor.request('/auth/session')
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual' as const,
    })
    const wrong = await visitor.request('/ar/auth/login', form({ email: arabicEditor.email, password: 'wrong', redirectTo: '/ar/cms' }))
    expect(wrong.status).toBe(303)
    expect(wrong.headers.get('location')).toBe(`/ar/login?error=incorrect&redirectTo=%2Far%2Fcms`)
    const password = 'a long market password'
    for (const [redirectTo, location] of [
      ['//evil.example/ar', '/ar'],
      ['https://evil.example/ar/cms', '/ar'],
      ['/ar/cms', '/ar/cms'],
    ] as const) {
      const signedIn = await visitor.request('/ar/auth/login', form({ email: arabicEditor.email, password, redirectTo }))
      expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, location])
    }
    // Signed in, the role is the one held in the market under /ar.
    expect((await (await visitor.request('/ar/auth/session')).json()).data).toMatchObject({ email: arabicEditor.email, role: 'editor' })
  })
})
