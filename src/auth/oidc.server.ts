import * as client from 'openid-client'
import type { Role } from '~/db/schema/auth.ts'
import type { OidcIdentity } from './accounts.server.ts'
import { rolesFromClaims } from './oidc-roles.ts'

export interface OidcConfig {
  issuer: string
  clientId: string
  clientSecret: string
  /** Claim (or dotted path) holding the roles; 'roles' by default. */
  roleClaim: string
  /** Role in every market of a user whose claim names none; null means no permissions. */
  defaultRole: Role | null
  scope?: string
}

/** The random values of one authorization request, kept by the browser in the flow cookie. */
export interface OidcFlow {
  state: string
  nonce: string
  codeVerifier: string
}

/** What the /auth routes need from single sign-on; tests may pass their own. */
export interface OidcClient {
  readonly issuer: string
  /** The provider's authorization URL for a new flow (PKCE S256, state, nonce). */
  begin(redirectUri: string): Promise<{ url: URL; flow: OidcFlow }>
  /** Exchanges the code of the callback and verifies state, nonce, PKCE and the ID token. */
  complete(redirectUri: string, callbackQuery: URLSearchParams, flow: OidcFlow): Promise<OidcIdentity>
}

/**
 * Why a sign-in failed, for the /auth/error page: the provider said no (denied), could not be
 * reached (unavailable), answered something that failed verification (invalid), or sent no
 * e-mail address (profile).
 */
export type OidcErrorKind = 'denied' | 'unavailable' | 'invalid' | 'profile'
export class OidcError extends Error {
  constructor(
    readonly kind: OidcErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * OpenID Connect through openid-client (ADR 023). The provider's metadata is discovered on first
 * use and kept; a failed discovery is retried on the next sign-in, so the site starts even when
 * the provider is down. http issuers are allowed only on loopback (env.server.ts), for tests.
 */
export function createOidcClient(config: OidcConfig): OidcClient {
  const issuer = new URL(config.issuer)
  let discovered: Promise<client.Configuration> | null = null
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, config.clientId, { client_secret: config.clientSecret }, client.ClientSecretBasic(config.clientSecret), {
        timeout: 10,
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null
        throw new OidcError('unavailable', `OpenID provider discovery failed: ${(error as Error).message}`, { cause: error })
      })
    return discovered
  }

  return {
    issuer: config.issuer,

    async begin(redirectUri) {
      const server = await configuration()
      const flow = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }
      const url = client.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: config.scope ?? 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      })
      return { url, flow }
    },

    async complete(redirectUri, callbackQuery, flow) {
      const server = await configuration()
      const currentUrl = new URL(redirectUri)
      currentUrl.search = callbackQuery.toString()
      let claims: Record<string, unknown>
      try {
        const tokens = await client.authorizationCodeGrant(server, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        const idClaims = tokens.claims()!
        claims = { ...idClaims }
        // Many providers put only `sub` into the ID token and the profile into userinfo.
        const missing = claims.email === undefined || claims[config.roleClaim.split('.')[0]!] === undefined
        if (missing && server.serverMetadata().userinfo_endpoint && tokens.access_token) {
          claims = { ...(await client.fetchUserInfo(server, tokens.access_token, idClaims.sub)), ...idClaims }
        }
      } catch (error) {
        throw classify(error)
      }
      const email = typeof claims.email === 'string' ? claims.email.trim() : ''
      if (!email || email.length > 254) throw new OidcError('profile', 'The identity provider sent no e-mail address')
      return {
        issuer: server.serverMetadata().issuer,
        subject: String(claims.sub),
        email,
        name: displayName(claims),
        roles: rolesFromClaims(claims, config.roleClaim, config.defaultRole),
      }
    },
  }
}

function displayName(claims: Record<string, unknown>): string | null {
  if (typeof claims.name === 'string' && claims.name.trim()) return claims.name.trim().slice(0, 200)
  const parts = [claims.given_name, claims.family_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  return parts.length ? parts.join(' ').slice(0, 200) : null
}

function classify(error: unknown): OidcError {
  if (error instanceof OidcError) return error
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return new OidcError(
      'denied',
      `The identity provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
      { cause: error },
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof TypeError && /fetch failed/i.test(message)) return new OidcError('unavailable', message, { cause: error })
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new OidcError('unavailable', message, { cause: error })
  return new OidcError('invalid', message, { cause: error })
}
