/**
 * The names of Forecourt's cookies. Under https they carry the `__Host-` prefix:
 * the browser then only accepts them when Secure, with Path=/ and no Domain, so no other host or
 * a plain-http page can plant or overwrite them (RFC 6265bis §4.1.3.2). The single-sign-on flow
 * cookie lives on a narrower path, so it can only be `__Secure-`.
 */
export interface CookieNames {
  session: string
  csrf: string
  oidcFlow: string
}

export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: '__Host-forecourt_session', csrf: '__Host-csrf-token', oidcFlow: '__Secure-forecourt_oidc' }
    : { session: 'forecourt_session', csrf: 'csrf-token', oidcFlow: 'forecourt_oidc' }
}

/** Both names the browser may hold the CSRF token under; scripts read whichever is there. */
export const CSRF_COOKIE_NAMES = [cookieNames(true).csrf, cookieNames(false).csrf] as const
