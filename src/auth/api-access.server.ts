import type { AccessRules } from '~/lib/api-routes.server.ts'
import { requireRole } from './require-role.server.ts'

/**
 * The access of the back-office APIs (content, forms): anyone, or a signed-in editor or
 * administrator of the request's market (a session cookie): ADR 053's role matrix.
 */
export type StaffAccess = 'visitor' | 'editor' | 'admin'

const guards = { editor: requireRole('admin', 'editor'), admin: requireRole('admin') }

export const staffAccess: AccessRules<StaffAccess> = {
  guard: (access) => (access === 'visitor' ? [] : [guards[access]]),
  text: {
    visitor: 'Anyone (visitors, no login).',
    editor: 'Editors and administrators of the market.',
    admin: 'Administrators of the market.',
  },
  refusals: (access) => (access === 'visitor' ? [] : [401, 403]),
  security: (access) => (access === 'visitor' ? [{}] : [{ session: [] }]),
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'forecourt_session',
      description:
        'The session of a signed-in user (POST /auth/login); `__Host-forecourt_session` over HTTPS. Writes also need the CSRF token.',
    },
  },
}
