import type { Role } from '~/db/schema/auth.ts'

/**
 * Route access (spec 1 §2, §6). Small rules that compose, one question each.
 */
export type Access = 'public' | 'login' | { roles: readonly Role[] }

/** Paths that always need a login, whatever the site-wide flag says (spec 1 §2 routes table). */
const ALWAYS_PROTECTED = ['/cms', '/admin', '/account', '/lrdx-navigation-test']
/** Paths that stay open even when the whole site requires login, or nobody could log in. */
const ALWAYS_OPEN = ['/login', '/auth', '/no-access', '/404']

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export function routeAccess(path: string, loginRequired: boolean): Access {
  if (under(path, '/admin')) return { roles: ['admin'] }
  if (ALWAYS_PROTECTED.some((p) => under(path, p))) return { roles: ['admin', 'editor'] }
  if (ALWAYS_OPEN.some((p) => under(path, p))) return 'public'
  return loginRequired ? 'login' : 'public'
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; location: string } | { kind: 'no-access' }

/** After login the user returns to the original target (spec 1 §6). */
export function decideAccess(access: Access, user: { role: Role } | null, target: string): AccessDecision {
  if (access === 'public') return { kind: 'allow' }
  if (!user) return { kind: 'login', location: `/login?redirectTo=${encodeURIComponent(target)}` }
  if (access === 'login' || access.roles.includes(user.role)) return { kind: 'allow' }
  return { kind: 'no-access' }
}

/** Only same-site paths are followed after login: no open redirects. */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || raw.length > 2048) return fallback
  return /[\u0000-\u001f]/.test(raw) ? fallback : raw
}
