import { Hono } from 'hono'
import { requireRole } from '~/auth/require-role.server.ts'

/** /api/content/editor: the editor's API (pages, drafts, publishing, versions); editors and admins. */
export function editorApi() {
  const api = new Hono()
  api.use('*', requireRole('admin', 'editor'))
  return api
}
