import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { marketAuthPath, safeRedirectTarget } from './access.ts'
import { changePassword, signInOidcUser } from './accounts.server.ts'
import { authErrorPath } from './auth-errors.ts'
import { createLoginAttempts, type AttemptKeys } from './login-attempts.server.ts'
import { requestClientAddress } from './client-address.server.ts'
import { accountKey, addressKey, tooManyAttemptsMessage } from './login-limit.ts'
import { LOGIN_ERROR_TEXTS, loginErrorQuery, type LoginError } from './login-errors.ts'
import { OidcError } from './oidc.server.ts'
import { cookieNames } from './cookies.ts'
import { SESSION_TTL_MS } from './users.server.ts'
import { notJsonBody, problem } from '~/lib/api-problems.ts'
import { sessionCsrfCookie } from './csrf.server.ts'

const loginSchema = z.object({
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(254, 'email must be at most 254 characters'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(256, 'password must be at most 256 characters'),
  redirectTo: z.string().optional(),
})

const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: 'current_password is required' })
    .min(1, 'current_password is required')
    .max(256, 'current_password must be at most 256 characters'),
  new_password: z
    .string({ error: 'new_password is required' })
    .min(1, 'new_password is required')
    .max(1024, 'new_password must be at most 1024 characters'),
})

/** The single-sign-on flow cookie (cookieNames().oidcFlow): only sent back to /auth/oidc, gone after ten minutes. */
const FLOW_PATH = '/auth/oidc'
const FLOW_TTL_MS = 10 * 60_000
const flowSchema = z.object({
  state: z.string().min(16).max(128),
  nonce: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string().max(2048),
  startedAt: z.number().int(),
})

export interface AuthOptions {
  secureCookies: boolean
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (ADR 023). */
  trustProxy?: boolean
  /** PUBLIC_URL: the origin of the single-sign-on callback; the request's own origin otherwise. */
  publicUrl?: string
}

/** The home page of the market under `basePath`: '/' or '/ar'. */
const marketHome = (basePath: string) => basePath.replace(/\/+$/, '') || '/'

/** /auth: local-account login and logout, password change, single sign-on (ADR 007, ADR 023). */
export function authRoutes(options: AuthOptions) {
  const auth = new Hono()
  const cookies = cookieNames(options.secureCookies)
  const startSession = async (c: Context, userId: number) => {
    const token = await c.get('services').users.startSession(userId)
    setCookie(c, cookies.session, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: options.secureCookies,
      maxAge: SESSION_TTL_MS / 1000,
    })
    // The new session's CSRF token replaces the pre-session one.
    c.header('set-cookie', sessionCsrfCookie(token, options.secureCookies), { append: true })
  }
  const addressOf = (c: Context) => addressKey(requestClientAddress(c, options.trustProxy ?? false))
  const tooMany = (c: Context, retryAfterSeconds: number) => {
    c.header('retry-after', String(retryAfterSeconds))
    return c.json(problem(429, tooManyAttemptsMessage(retryAfterSeconds)), 429)
  }

  auth.post('/login', async (c) => {
    // The login page's form posts without script; a client sends JSON; nothing else is read.
    const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '')
    const notJson = isForm ? null : notJsonBody(c)
    if (notJson) return notJson
    // A body that does not parse is a sign-in without its fields (refused below), not a failure.
    const body = await (isForm ? c.req.parseBody() : c.req.json()).catch(() => null)
    const input = loginSchema.safeParse(body)
    // The market's own login page and home (`/ar/login`, `/ar`): a sign-in stays in its market (ADR 126).
    const { basePath } = c.get('site')
    const redirectTo = safeRedirectTarget(typeof body?.redirectTo === 'string' ? body.redirectTo : null, marketHome(basePath))
    const formError = (error: LoginError, retryAfterSeconds?: number) =>
      c.redirect(
        `${marketAuthPath(basePath, '/login')}?${loginErrorQuery(error, retryAfterSeconds)}&redirectTo=${encodeURIComponent(redirectTo)}`,
        303,
      )
    if (!input.success) {
      const message = input.error.issues.map((i) => i.message).join('; ')
      return isForm ? formError('invalid') : c.json(problem(400, message), 400)
    }

    const { users, database, log } = c.get('services')
    // Counted by client address and by account, never by the body alone, and
    // before the password is checked, so parallel attempts cannot pass the limit.
    const keys: AttemptKeys = { address: addressOf(c), account: accountKey(input.data.email) }
    const attempt = await createLoginAttempts(database.db).begin(keys)
    if (attempt.limited) {
      log.warn({ key: keys.address }, 'login rate limited')
      return isForm ? formError('too_many', attempt.retryAfterSeconds) : tooMany(c, attempt.retryAfterSeconds)
    }
    const user = await users.authenticate(input.data.email, input.data.password, c.get('site').id)
    if (!user) return isForm ? formError('incorrect') : c.json(problem(401, LOGIN_ERROR_TEXTS.incorrect), 401)
    await attempt.succeeded({ clearAccount: true })
    await startSession(c, user.id)
    log.info({ userId: user.id }, 'user logged in')
    return isForm ? c.redirect(redirectTo, 303) : c.json({ data: { email: user.email, role: user.role, redirectTo } })
  })

  auth.post('/logout', async (c) => {
    await c.get('services').users.endSession(getCookie(c, cookies.session))
    deleteCookie(c, cookies.session, { path: '/', secure: options.secureCookies })
    deleteCookie(c, cookies.csrf, { path: '/', secure: options.secureCookies })
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json')
    return wantsJson ? c.json({ data: { loggedOut: true } }) : c.redirect(marketHome(c.get('site').basePath), 303)
  })

  auth.get('/session', (c) => c.json({ data: c.get('user') }))

  /**
   * A local account's password change: every session of the user ends, this one too, and a
   * fresh session replaces it, so a stolen session cookie stops working.
   */
  auth.post('/password', async (c) => {
    const user = c.get('user')
    if (!user) return c.json(problem(401, 'Login required'), 401)
    const notJson = notJsonBody(c)
    if (notJson) return notJson
    const input = passwordChangeSchema.safeParse(await c.req.json().catch(() => null))
    if (!input.success) {
      const issue = input.error.issues[0]!
      return c.json(
        problem(
          400,
          issue.path.length ? issue.message : 'expected a JSON object',
          undefined,
          issue.path.length ? `/${issue.path.join('/')}` : undefined,
        ),
        400,
      )
    }
    const { database, log } = c.get('services')
    const keys: AttemptKeys = { address: addressOf(c), account: accountKey(user.email) }
    const attempt = await createLoginAttempts(database.db).begin(keys)
    if (attempt.limited) return tooMany(c, attempt.retryAfterSeconds)

    const result = await changePassword(database.db, user, input.data.current_password, input.data.new_password)
    // Only a wrong current password stays counted as a failure.
    if (result.ok || !result.wrongPassword) await attempt.succeeded()
    if (!result.ok) return c.json(problem(400, result.message, undefined, `/${result.field}`), 400)
    await startSession(c, user.id)
    log.info({ userId: user.id }, 'password changed; all sessions revoked')
    return c.json({ data: { email: user.email, role: user.role } })
  })

  // Single sign-on (OpenID Connect, ADR 023).
  const callbackUrl = (c: Context) => new URL('/auth/oidc/callback', options.publicUrl ?? c.req.url).toString()

  auth.get('/oidc/start', async (c) => {
    const { oidc, log } = c.get('services')
    if (!oidc) return c.redirect(authErrorPath('notConfigured'), 302)
    const redirectTo = safeRedirectTarget(c.req.query('redirectTo'))
    try {
      const { url, flow } = await oidc.begin(callbackUrl(c))
      const value = Buffer.from(JSON.stringify({ ...flow, redirectTo, startedAt: Date.now() })).toString('base64url')
      setCookie(c, cookies.oidcFlow, value, {
        path: FLOW_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure: options.secureCookies,
        maxAge: FLOW_TTL_MS / 1000,
      })
      c.header('cache-control', 'no-store')
      return c.redirect(url.toString(), 302)
    } catch (error) {
      log.warn({ err: error }, 'single sign-on could not start')
      return c.redirect(authErrorPath(error instanceof OidcError ? error.kind : 'unavailable'), 302)
    }
  })

  auth.get('/oidc/callback', async (c) => {
    const { oidc, log, database } = c.get('services')
    const raw = getCookie(c, cookies.oidcFlow)
    // The flow cookie is single-use, whatever happens next.
    deleteCookie(c, cookies.oidcFlow, { path: FLOW_PATH, secure: options.secureCookies })
    if (!oidc) return c.redirect(authErrorPath('notConfigured'), 302)
    const flow = readFlow(raw)
    const query = new URL(c.req.url).searchParams
    if (!flow || Date.now() - flow.startedAt > FLOW_TTL_MS || query.get('state') !== flow.state) {
      log.warn('single sign-on callback without a matching flow (expired, replayed or from another window)')
      return c.redirect(authErrorPath('expired'), 302)
    }
    try {
      const identity = await oidc.complete(callbackUrl(c), query, flow)
      const result = await signInOidcUser(database.db, identity, c.get('site').id)
      if (result.kind !== 'conflict' && result.unknownSites.length > 0) {
        log.warn({ subject: identity.subject, sites: result.unknownSites }, 'single sign-on: roles for unknown markets skipped')
      }
      if (result.kind !== 'user') {
        log.warn({ issuer: identity.issuer, subject: identity.subject }, `single sign-on refused: ${result.kind}`)
        return c.redirect(authErrorPath(result.kind), 302)
      }
      await startSession(c, result.user.id)
      log.info({ userId: result.user.id }, 'user logged in through single sign-on')
      return c.redirect(safeRedirectTarget(flow.redirectTo), 302)
    } catch (error) {
      log.warn({ err: error }, 'single sign-on failed')
      return c.redirect(authErrorPath(error instanceof OidcError ? error.kind : 'invalid'), 302)
    }
  })

  return auth
}

function readFlow(raw: string | undefined) {
  if (!raw || raw.length > 4096) return null
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
