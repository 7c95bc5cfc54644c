import { Hono } from 'hono'

/** Mounted by src/admin/api.server.ts (administrators only). */
export function dealersApi() {
  const api = new Hono()
  return api
}
