import { beforeAll, expect, it } from 'vitest'
import { csrfTokenForSession } from '~/auth/csrf.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { PUBLIC_CACHE_CONTROL } from '~/lib/http.server.ts'
import { createApp } from './app.server.ts'
import { createServices } from './boot.server.ts'
import { CACHEABLE_HEADER } from './cache-header.ts'

/**
 * Content-Security-Policy, cookies and caching, as a visitor, a CDN and an attacker see the responses: every HTML response
 * has a nonce-based policy whose nonce is the one the render used; public pages carry no cookie,
 * may be kept by a CDN and revalidated by ETag; signed-in pages are private.
 */
describeEachEngine('headers of public and signed-in responses', (db) => {
  let app: ReturnType<typeof createApp>
  let services: ReturnType<typeof createServices>
  const nonces: string[] = []
  beforeAll(async () => {
    services = createServices(db().database, '/tmp')
    app = createApp({
      services,
      ssr: async (request, context) => {
        nonces.push(context.cspNonce)
        const cacheable = new URL(request.url).pathname !== '/private'
        return new Response(`<script nonce="${context.cspNonce}">1</script><p>${context.user?.email ?? 'visitor'}</p>`, {
          headers: { 'content-type': 'text/html', ...(cacheable ? { [CACHEABLE_HEADER]: '1' } : {}) },
        })
      },
    })
  })
  const policyNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

  it("gives each render a fresh nonce, sent in the policy of that render's page", async () => {
    const first = await app.request('/private')
    const second = await app.request('/private')
    expect(policyNonce(first)).toBe(nonces.at(-2))
    expect(policyNonce(second)).toBe(nonces.at(-1))
    expect(nonces.at(-1)).not.toBe(nonces.at(-2))
    expect(nonces.at(-1)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(await second.text()).toContain(`nonce="${nonces.at(-1)}"`)
  })

  it('allows no inline script without the nonce, no framing by others, and sets the other headers', async () => {
    const response = await app.request('/private')
    const policy = response.headers.get('content-security-policy')!
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('gives HTML that no render made (the error page) a policy that allows no script', async () => {
    const failing = createApp({ services, ssr: async () => Promise.reject(new Error('render failed')) })
    const response = await failing.request('/models')
    expect(response.status).toBe(500)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'")
  })

  it('keeps a cached page and its policy together; a CDN may keep it, and a browser revalidates by ETag', async () => {
    const miss = await app.request('/models')
    const hit = await app.request('/models')
    expect(hit.headers.get('x-forecourt-cache')).toBe('hit')
    expect(policyNonce(hit)).toBe(policyNonce(miss))
    expect(await hit.text()).toContain(`nonce="${policyNonce(hit)}"`)
    for (const response of [miss, hit]) {
      expect(response.headers.getSetCookie()).toEqual([])
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(response.headers.get('cache-control')).toContain('stale-while-revalidate=')
    }
    const etag = hit.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
    expect(miss.headers.get('etag')).toBe(etag)
    const revalidated = await app.request('/models', { headers: { 'if-none-match': `"other", ${etag}` } })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect((await app.request('/models', { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  })

  it('never lets a browser or CDN keep a signed-in page, and sets no pre-session cookie on it', async () => {
    const email = `e-${Math.random().toString(36).slice(2)}@example.com`
    const user = await services.users.addUser({ email, role: 'editor', password: 'an editor password' })
    const token = await services.users.startSession(user.id)
    const response = await app.request('/models', { headers: { cookie: `forecourt_session=${token}` } })
    expect(await response.text()).toContain(email)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('etag')).toBeNull()
    // The session's own token, in the cookie scripts read it from (a session from before had none).
    expect(response.headers.getSetCookie()).toEqual([expect.stringContaining(`csrf-token=${csrfTokenForSession(token)};`)])
  })

  it('sets no cookie on an uncacheable public page either', async () => {
    const response = await app.request('/private')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
