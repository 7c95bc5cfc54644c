import { staffAccess } from '~/auth/api-access.server.ts'
import type { AccessRules } from '~/lib/api-routes.server.ts'

/**
 * Who may call the inventory API (spec 3 §6): `public` is anyone, anonymous or a client with
 * `Authorization: Bearer <client token>` (ADR 072); `admin` is the market's administrators, signed
 * in (a session cookie), as in ADR 053's role matrix.
 *
 * The token is not a route's guard: `clientTokenAuth` reads it on every request under
 * /api/inventory before any route (inventoryApi mounts it), so a wrong token is refused (401) on
 * any path, an administrator's or an unknown one too. A public route needs nothing more.
 */
export type InventoryAccess = 'public' | 'admin'

export const inventoryAccess: AccessRules<InventoryAccess> = {
  guard: (access) => (access === 'admin' ? staffAccess.guard('admin') : []),
  text: {
    public: 'Anyone; may carry Authorization: Bearer <client token> (then answered privately, uncached).',
    admin: "The market's administrators (CSRF token required for writes).",
  },
  // A public route's 401 is the token check's: a wrong token.
  refusals: (access) => (access === 'admin' ? [401, 403] : [401]),
  // `{}`: anonymous is allowed; a client token is optional.
  security: (access): Record<string, string[]>[] => (access === 'admin' ? [{ session: [] }] : [{}, { clientToken: [] }]),
  securitySchemes: {
    clientToken: { type: 'http', scheme: 'bearer', description: 'A client token (forecourt inventory token add).' },
    session: staffAccess.securitySchemes.session,
  },
}
