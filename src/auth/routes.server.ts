import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { safeRedirectTarget } from './access.ts'
import { SESSION_COOKIE, SESSION_TTL_MS } from './users.server.ts'

const loginSchema = z.object({
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(254),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(256),
  redirectTo: z.string().optional(),
})

/** /auth: local-account login and logout (single sign-on arrives with the editor issue). */
export function authRoutes(options: { secureCookies: boolean }) {
  const auth = new Hono()

  auth.post('/login', async (c) => {
    const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    const body = isForm ? await c.req.parseBody() : await c.req.json().catch(() => null)
    const input = loginSchema.safeParse(body)
    const redirectTo = safeRedirectTarget(typeof body?.redirectTo === 'string' ? body.redirectTo : null)
    const fail = (error: string, status: 400 | 401) => isForm
      ? c.redirect(`/login?error=${encodeURIComponent(error)}&redirectTo=${encodeURIComponent(redirectTo)}`, 303)
      : c.json({ errors: [{ status: String(status), title: error }] }, status)
    if (!input.success) return fail(input.error.issues.map((i) => i.message).join('; '), 400)

    const { users } = c.var.services
    const user = await users.authenticate(input.data.email, input.data.password)
    if (!user) return fail('Email or password is incorrect.', 401)
    const token = await users.startSession(user.id)
    setCookie(c, SESSION_COOKIE, token, {
      path: '/', httpOnly: true, sameSite: 'Lax', secure: options.secureCookies, maxAge: SESSION_TTL_MS / 1000,
    })
    c.var.services.log.info({ userId: user.id }, 'user logged in')
    return isForm ? c.redirect(redirectTo, 303) : c.json({ data: { email: user.email, role: user.role, redirectTo } })
  })

  auth.post('/logout', async (c) => {
    await c.var.services.users.endSession(getCookie(c, SESSION_COOKIE))
    deleteCookie(c, SESSION_COOKIE, { path: '/' })
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json')
    return wantsJson ? c.json({ data: { loggedOut: true } }) : c.redirect('/', 303)
  })

  auth.get('/session', (c) => c.json({ data: c.var.user }))
  return auth
}
