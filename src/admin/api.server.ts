import { Hono } from 'hono'
import { requireRole } from '~/auth/require-role.server.ts'
import { auditApi } from '~/audit/api.server.ts'
import { dealersApi } from '~/dealers/api.server.ts'
import { metaheadsApi } from '~/content/metaheads-api.server.ts'
import { navigationApi } from '~/navigation/api.server.ts'
import { settingsApi } from '~/settings/api.server.ts'
import { usersApi } from '~/auth/users-api.server.ts'
import { personApi } from './forms/person-api.server.ts'

/**
 * /api/admin (ARCHITECTURE.md, API base paths): the back office's API. Administrators only
 * (ADR 021: editors get pages, blocks and media, which live under /api/content/editor and /media).
 */
export function adminApi() {
  const api = new Hono()
  api.use('*', requireRole('admin'))
  api.route('/settings', settingsApi())
  api.route('/metaheads', metaheadsApi())
  api.route('/nav-entries', navigationApi())
  api.route('/dealers', dealersApi())
  api.route('/users', usersApi())
  api.route('/audit', auditApi())
  api.route('/people', personApi())
  return api
}
