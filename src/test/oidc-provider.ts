import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** Accounts of the local test provider: sign in with the key as login (any password). */
export const TEST_OIDC_ACCOUNTS: Record<string, { email: string; name: string; roles: string[] }> = {
  'sso-admin': { email: 'sso-admin@example.com', name: 'Sam Sso', roles: ['admin'] },
  'sso-editor': { email: 'sso-editor@example.com', name: 'Edie Sso', roles: ['viewer', 'editor'] },
  'sso-nobody': { email: 'sso-nobody@example.com', name: 'No Roles', roles: [] },
  'sso-clash': { email: 'admin@example.com', name: 'Clash', roles: ['editor'] },
}

/**
 * A local OpenID provider (oidc-provider with its development login form) on a random loopback
 * port, for tests only: never an internet provider (a test must not depend on the network). Consent is pre-granted, as a
 * company's own provider does for its own applications.
 */
export async function startTestOidcProvider(options: { redirectUris: string[]; port?: number }) {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503
    res.end()
  }
  const server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = { clientId: 'forecourt-test', clientSecret: 'test-only-secret-not-for-production' }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const account = TEST_OIDC_ACCOUNTS[id]
      if (!account) return undefined
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: true, name: account.name, roles: account.roles }),
      }
    },
    claims: { openid: ['sub', 'roles'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-only-cookie-key'] },
    pkce: { required: () => true },
    async loadExistingGrant(ctx: GrantContext) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  handler = provider.callback()
  return {
    issuer,
    ...client,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface Grant {
  addOIDCScope(scope: string): void
  save(): Promise<string>
}
interface GrantContext {
  oidc: {
    result?: { consent?: { grantId?: string } }
    session: { accountId: string; grantIdFor(clientId: string): string | undefined }
    client: { clientId: string }
    provider: { Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> } }
  }
}
