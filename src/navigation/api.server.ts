import { Hono } from 'hono'

/** Mounted by src/admin/api.server.ts (administrators only). */
export function navigationApi() {
  const api = new Hono()
  return api
}
